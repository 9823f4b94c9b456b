import { eq } from 'drizzle-orm';
import type { AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '@/platform/tables';
import { sendEmail } from '@/modules/email/commands/send-email';
import { createMailer } from '@/platform/mailer';
import { getLogger } from '@/platform/logger';
import { startSmtpServer, type SmtpTestServer } from '../setup/smtp';
import { createTestDatabase, testEngine, type TestDatabase } from '../setup/test-db';

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((object) => object.value.map((entry) => entry.address ?? ''));
}

const FROM = 'Klubban <no-reply@klubban.test>';

let t: TestDatabase;
let smtp: SmtpTestServer;
let rejecting: SmtpTestServer;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpServer();
  rejecting = await startSmtpServer({
    onRcptTo(address, _session, callback) {
      callback(Object.assign(new Error(`Mottagaren ${address.address} finns inte`), { responseCode: 550 }));
    },
  });
});
afterAll(async () => {
  await smtp?.close();
  await rejecting?.close();
  await t?.cleanup();
});

async function outboxRow(id: number) {
  const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

describe(`mailer on ${testEngine}`, () => {
  it('sends a rendered template over SMTP and marks the outbox row as sent', async () => {
    const mailer = createMailer({ db: t.database.db, smtpUrl: smtp.url, from: FROM });
    const url = 'https://klubban.example/api/auth/verify-email?token=tok-123&callbackURL=%2Fkonto';
    const before = smtp.received.length;

    const result = await sendEmail(mailer, {
      template: 'VERIFY_EMAIL',
      to: 'astrid@example.se',
      props: { firstName: 'Astrid', url },
    });

    expect(result.status).toBe('sent');
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(addresses(mail.to)).toEqual(['astrid@example.se']);
    expect(mail.from?.value[0]).toMatchObject({ address: 'no-reply@klubban.test', name: 'Klubban' });
    expect(mail.subject).toBe('Bekräfta din e-postadress');
    expect(mail.html).toContain(url.replaceAll('&', '&amp;'));
    expect(mail.html).toContain('lang="sv"');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('Astrid');
    expect(mail.headers.get('x-klubban-template')).toBe('VERIFY_EMAIL');

    const row = await outboxRow(result.id);
    expect(row).toMatchObject({
      status: 'sent',
      template: 'VERIFY_EMAIL',
      toAddress: 'astrid@example.se',
      subject: 'Bekräfta din e-postadress',
      error: null,
      data: { firstName: 'Astrid', url },
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(Math.abs(row.sentAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row.text).toContain(url);
  });

  it('sends several messages concurrently through one mailer', async () => {
    const mailer = createMailer({ db: t.database.db, smtpUrl: smtp.url, from: FROM });
    const before = smtp.received.length;
    const results = await Promise.all(
      ['a@example.se', 'b@example.se'].map((to) =>
        sendEmail(mailer, { template: 'PASSWORD_RESET', to, props: { url: `https://klubban.example/r/${to}`, expiresMinutes: 60 } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(smtp.received).toHaveLength(before + 2);
    expect(
      smtp.received
        .slice(before)
        .map((m) => addresses(m.to)[0])
        .sort(),
    ).toEqual(['a@example.se', 'b@example.se']);
  });

  it('without SMTP keeps the e-mail in the outbox and contacts no server', async () => {
    const mailer = createMailer({ db: t.database.db, from: FROM });
    const connectionsBefore = smtp.connections + rejecting.connections;
    const receivedBefore = smtp.received.length;

    const result = await sendEmail(mailer, {
      template: 'PASSWORD_RESET',
      to: 'bjorn@example.se',
      props: { url: 'https://klubban.example/aterstall/xyz', expiresMinutes: 30 },
    });

    expect(result.status).toBe('outbox');
    const row = await outboxRow(result.id);
    expect(row).toMatchObject({ status: 'outbox', sentAt: null, error: null, subject: 'Återställ ditt lösenord' });
    expect(row.html).toContain('https://klubban.example/aterstall/xyz');
    expect(row.text).toContain('https://klubban.example/aterstall/xyz');
    expect(smtp.connections + rejecting.connections).toBe(connectionsBefore);
    expect(smtp.received).toHaveLength(receivedBefore);
  });

  it("writes a job's e-mail once however often the job runs (a job run again after a crash)", async () => {
    const email = { template: 'TEST_EMAIL', to: 'kerstin@example.se', subject: 'Test', html: '<p>x</p>', text: 'x' };
    const count = async (jobId: number) => (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.jobId, jobId))).length;

    // No SMTP: the outbox row is written whole (never left 'queued'), and once.
    const outbox = createMailer({ db: t.database.db, from: FROM });
    const first = await outbox.send({ ...email, jobId: 9_001 });
    expect(await outbox.send({ ...email, jobId: 9_001 })).toEqual(first);
    expect(first.status).toBe('outbox');
    expect(await count(9_001)).toBe(1);

    // SMTP: delivered once; the job's second run finds it sent and sends nothing.
    const mailer = createMailer({ db: t.database.db, smtpUrl: smtp.url, from: FROM });
    const received = smtp.received.length;
    const sent = await mailer.send({ ...email, jobId: 9_002 });
    expect(sent.status).toBe('sent');
    expect(await mailer.send({ ...email, jobId: 9_002 })).toEqual(sent);
    expect(smtp.received).toHaveLength(received + 1);
    expect(await count(9_002)).toBe(1);

    // A run killed between writing the row and sending: the next run sends it, on the same row.
    await t.database.db.insert(emailOutbox).values({ ...email, toAddress: email.to, status: 'queued', jobId: 9_003 });
    const resumed = await mailer.send({ ...email, jobId: 9_003 });
    expect(resumed.status).toBe('sent');
    expect(smtp.received).toHaveLength(received + 2);
    expect(await count(9_003)).toBe(1);
    expect(await outboxRow(resumed.id)).toMatchObject({ status: 'sent', jobId: 9_003 });
  });

  it('records a rejected recipient as failed without throwing', async () => {
    const logged = vi.spyOn(getLogger(), 'error');
    const mailer = createMailer({ db: t.database.db, smtpUrl: rejecting.url, from: FROM });

    const result = await mailer.send({
      template: 'TEST_EMAIL',
      to: 'finns-inte@example.se',
      subject: 'Testmejl från Klubban',
      html: '<p>Hej</p>',
      text: 'Hej',
    });

    expect(result.status).toBe('failed');
    expect(rejecting.received).toHaveLength(0);
    const row = await outboxRow(result.id);
    expect(row.status).toBe('failed');
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/550|finns inte|rejected/i);
    expect(row.data).toEqual({});
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('records an unreachable server as failed', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const mailer = createMailer({ db: t.database.db, smtpUrl: closed.url, from: FROM });
    const result = await mailer.send({ template: 'TEST_EMAIL', to: 'x@example.se', subject: 'Test', html: '<p>x</p>', text: 'x' });
    expect(result.status).toBe('failed');
    expect((await outboxRow(result.id)).error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('refuses a transaction as its database when SMTP is configured', async () => {
    await t.database.db.transaction(async (tx) => {
      expect(() => createMailer({ db: tx, smtpUrl: smtp.url, from: FROM })).toThrow(/transaction/);
      // Without SMTP nothing leaves the process, so queueing inside a transaction is fine.
      const result = await createMailer({ db: tx, from: FROM }).send({
        template: 'TEST_EMAIL',
        to: 'tx@example.se',
        subject: 'Test',
        html: '<p>x</p>',
        text: 'x',
      });
      expect(result.status).toBe('outbox');
    });
  });
});
