import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessibilityReports } from '@/modules/content/tables';
import { auditLog } from '@/platform/tables';
import { BARRIER_REPORTS_PER_DAY } from '@/modules/content/commands/report-barrier';
import { connector } from '../setup/app-fetch';
import { call } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The accessibility statement's "Rapportera en brist" (REPORT_BARRIER, open to
 * anyone) reaches the console (LIST_BARRIER_REPORTS, RESOLVE_BARRIER_REPORT, admin only), through
 * the real connector route.
 */

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const user = t.signedInUser({ firstName: 'Besökare' });
const db = () => t.database.db;

type Listed = {
  reports: Array<{ id: number; description: string; page: string | null; email: string | null; handledAt: string | null }>;
  open: number;
};
const list = async (show?: 'open' | 'all') =>
  (await call({ action: 'LIST_BARRIER_REPORTS', ...(show ? { show } : {}) }, admin)).body.result as Listed;

describe(`barrier reports on ${testEngine}`, () => {
  it('takes a report from a visitor, and the console lists it with what they wrote', async () => {
    const sent = await call({
      action: 'REPORT_BARRIER',
      description: '  Knappen Lägg bud går inte att nå med tangentbordet.\u0000  ',
      page: ' /auktioner/1-vas ',
      email: ' Anna@Example.SE ',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { reportId } = sent.body.result as { reportId: number };
    const { reports, open } = await list();
    expect(open).toBe(1);
    expect(reports).toEqual([
      expect.objectContaining({
        id: reportId,
        description: 'Knappen Lägg bud går inte att nå med tangentbordet.',
        page: '/auktioner/1-vas',
        email: 'anna@example.se',
        handledAt: null,
      }),
    ]);
  });

  it("uses a signed-in reporter's own address when they leave the field empty, and stores none for an anonymous one", async () => {
    const signedIn = await call({ action: 'REPORT_BARRIER', description: 'Kontrasten på knappen är för låg.', email: '' }, user);
    const anonymous = await call({ action: 'REPORT_BARRIER', description: 'Bilderna saknar beskrivning här.' });
    const rows = await db().select().from(accessibilityReports);
    const byId = (answer: typeof signedIn) => rows.find((row) => row.id === (answer.body.result as { reportId: number }).reportId)!;
    expect(byId(signedIn)).toMatchObject({ email: user.email, userId: user.id, page: null });
    expect(byId(anonymous)).toMatchObject({ email: null, userId: null });
  });

  it('refuses bad input with a Swedish message per field and stores nothing', async () => {
    const before = (await db().select().from(accessibilityReports)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'description', 'Beskriv problemet du stötte på.'],
      [{ description: 'kort' }, 'description', 'Beskriv problemet med några ord till (minst 10 tecken).'],
      [{ description: 'x'.repeat(4001) }, 'description', 'Högst 4000 tecken.'],
      [
        { description: 'Det går inte att zooma.', email: 'inte-en-adress' },
        'email',
        'Ange en giltig e-postadress, eller lämna fältet tomt.',
      ],
      [{ description: 'Det går inte att zooma.', page: 'x'.repeat(501) }, 'page', 'Högst 500 tecken.'],
    ];
    for (const [input, field, message] of cases) {
      const answer = await call({ action: 'REPORT_BARRIER', ...input });
      expect(answer.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
      expect(JSON.stringify(answer.body.error?.details)).toContain(field);
      expect(JSON.stringify(answer.body.error)).toContain(message);
    }
    expect((await db().select().from(accessibilityReports)).length).toBe(before);
  });

  it('answers a filled honeypot as received and stores nothing', async () => {
    const before = (await db().select().from(accessibilityReports)).length;
    const answer = await call({ action: 'REPORT_BARRIER', description: 'Köp billiga klockor här nu.', website: 'https://spam.example' });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ reportId: null, received: true });
    expect((await db().select().from(accessibilityReports)).length).toBe(before);
  });

  it('marks a report handled once, audited with who did it; the list of open ones drops it', async () => {
    const { reports } = await list();
    const first = reports[0]!;
    const resolved = await call({ action: 'RESOLVE_BARRIER_REPORT', reportId: first.id }, admin);
    expect(resolved.status).toBe(200);
    const handledAt = (resolved.body.result as { handledAt: string }).handledAt;
    const again = await call({ action: 'RESOLVE_BARRIER_REPORT', reportId: first.id }, admin);
    expect((again.body.result as { handledAt: string }).handledAt).toBe(handledAt);
    expect((await list()).reports.map((report) => report.id)).not.toContain(first.id);
    expect((await list('all')).reports.find((report) => report.id === first.id)?.handledAt).toBe(handledAt);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'accessibilityReport'), eq(auditLog.entityId, String(first.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'RESOLVE_BARRIER_REPORT' });
    const missing = await call({ action: 'RESOLVE_BARRIER_REPORT', reportId: 999_999 }, admin);
    expect(missing.body.error?.status).toBe('NOT_FOUND');
  });

  it('takes at most five reports an hour from one address, with a Swedish RESOURCE_EXHAUSTED after that; other addresses are not held up', async () => {
    const before = (await db().select().from(accessibilityReports)).length;
    const from = (address: string) => async (i: number) => {
      const response = await connector(
        { action: 'REPORT_BARRIER', description: `Rapport nummer ${i} om samma brist.` },
        { 'x-klubban-client-address': address },
      );
      return { status: response.status, body: (await response.json()) as { error?: { status: string; message: string } } };
    };
    const flood = from('10.20.30.40');
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await flood(i));
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers.slice(5)) {
      expect(answer.status).toBe(429);
      expect(answer.body.error).toEqual({
        status: 'RESOURCE_EXHAUSTED',
        message: 'Du har skickat många rapporter på kort tid. Försök igen om en stund.',
      });
    }
    // The same /64 of IPv6 is one network: its addresses share the count.
    const v6 = [];
    for (const n of [1, 2, 3, 4, 5, 6]) v6.push((await from(`2001:db8:1:2::${n}`)(n)).status);
    expect(v6).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await from('10.20.30.41')(99)).status).toBe(200);
    expect((await db().select().from(accessibilityReports)).length).toBe(before + 11);
  });

  it('stops taking reports after a day’s worth and asks for an e-mail instead', async () => {
    const already = (await db().select().from(accessibilityReports)).length;
    await db()
      .insert(accessibilityReports)
      .values(Array.from({ length: BARRIER_REPORTS_PER_DAY - already }, (_, i) => ({ description: `Fylld rapport nummer ${i}` })));
    const refused = await call({ action: 'REPORT_BARRIER', description: 'En rapport för mycket i dag.' });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toContain('Mejla oss i stället');
    expect((await db().select().from(accessibilityReports)).length).toBe(BARRIER_REPORTS_PER_DAY);
  });
});
