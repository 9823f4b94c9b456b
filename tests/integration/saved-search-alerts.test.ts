import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { notifications } from '@/modules/notifications/tables';
import { emailOutbox } from '@/platform/tables';
import { savedSearchMatches } from '@/modules/watchlist/tables';
import { lotPath } from '@/modules/catalog';
import { searchAuctions, openDueAuctions } from '@/modules/auctions/server';
import { sendEmail } from '@/modules/email/server';
import type { TemplateProps } from '@/modules/email';
import { alertSavedSearches, sendSavedSearchMail } from '@/modules/watchlist/server';
import { createMailer } from '@/platform/mailer';
import { POST as oneClickPost, GET as oneClickGet } from '../../app/api/saved-searches/unsubscribe/[token]/route';
import { call, DAY_MS, runJobs } from '../setup/orders';
import { createLot, createSignedInUser, type TestUser } from '../setup/lots';
import { startSmtpServer } from '../setup/smtp';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * A lot that goes live alerts the users whose saved search it matches — in-app at
 * once, by e-mail at most once a day — matched by the auction list's own search, and the e-mail's
 * stop link works without signing in (a signed token, also as RFC 8058 one-click).
 */

const t = fileDatabase();
const db = () => t.database.db;
const admin = t.signedInUser({ admin: true, firstName: 'Studion' });

const save = async (user: TestUser, input: Record<string, unknown>) => {
  const answer = await call({ action: 'SAVE_SEARCH', ...input }, user);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
const publish = async (auctionId: number) => {
  const answer = await call({ action: 'PUBLISH_AUCTION', auctionId }, admin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.result.auction.status).toBe('live');
};
const draft = (title: string) => createLot(db(), { title, status: 'draft', endsAt: new Date(Date.now() + 5 * DAY_MS) });
const alertsOf = (user: TestUser) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'watchlist.saved-search')))
    .orderBy(asc(notifications.id));
const mailsTo = (user: TestUser) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.template, 'SAVED_SEARCH_MATCHES')))
    .orderBy(asc(emailOutbox.id));
type MailProps = TemplateProps['SAVED_SEARCH_MATCHES'];
const lotsIn = (props: MailProps) => props.searches.flatMap((search) => search.lots.map((lot) => lot.title));
const tokenOf = (props: MailProps) => props.unsubscribeUrl.split('/').at(-1)!;

describe(`saved-search alerts on ${testEngine}`, () => {
  it('tells exactly the users whose search finds the new lot on /auktioner, once per lot, and e-mails them', async () => {
    const anna = await createSignedInUser(db(), { firstName: 'Anna' });
    const bertil = await createSignedInUser(db(), { firstName: 'Bertil' });
    const cecilia = await createSignedInUser(db(), { firstName: 'Cecilia' });
    await save(anna, { search: 'vas' });
    await save(anna, { search: 'kosta' }); // two of Anna's searches match: still one notification
    await save(bertil, { categories: ['OVRIGT'] });
    await save(cecilia, { search: 'stol' });
    await save(cecilia, { search: 'vas', categories: ['MOBLER'] }); // the right word, the wrong category

    const lot = await draft('Vas, Kosta Boda');
    await publish(lot.id);
    expect(await alertsOf(anna)).toHaveLength(0); // the news travels as a job, after the publication commits
    expect((await runJobs(db())).failed).toBe(0);

    // One query path: every saved search matched the lot exactly when the list's search finds it.
    for (const [search, categories, expected] of [
      ['vas', [], true],
      ['kosta', [], true],
      ['', ['OVRIGT'], true],
      ['stol', [], false],
      ['vas', ['MOBLER'], false],
    ] as const) {
      const listed = await searchAuctions(db(), { search, categories: [...categories], pageSize: 100 });
      expect(
        listed.items.some((item) => item.id === lot.id),
        `${search} ${categories.join()}`,
      ).toBe(expected);
    }

    const [annaAlert, ...moreForAnna] = await alertsOf(anna);
    expect(moreForAnna).toHaveLength(0);
    expect(annaAlert).toMatchObject({ href: lotPath(lot), data: { auctionId: lot.id } });
    expect(annaAlert!.title).toMatch(/^Ny träff för ”(vas|kosta)”: ”Vas, Kosta Boda”$/);
    expect(await alertsOf(bertil)).toHaveLength(1);
    expect((await alertsOf(bertil))[0]!.title).toBe('Ny träff för ”Övrigt”: ”Vas, Kosta Boda”');
    expect(await alertsOf(cecilia)).toHaveLength(0);

    const [annaMail] = await mailsTo(anna);
    // Listed once, although two of Anna's searches match it.
    expect(lotsIn(annaMail!.data as unknown as MailProps)).toEqual(['Vas, Kosta Boda']);
    expect((await mailsTo(bertil)).map((mail) => mail.subject)).toEqual(['Ny träff för ”Övrigt”']);
    expect(await mailsTo(cecilia)).toHaveLength(0);

    // The same news again (a job run twice after a crash) alerts no one a second time.
    expect(await alertSavedSearches(db(), [lot.id])).toEqual({ matches: 0 });
    expect(await alertsOf(anna)).toHaveLength(1);
    expect(await mailsTo(anna)).toHaveLength(1);
  });

  it('e-mails at most once a day: later matches wait for the next day and go in one e-mail', async () => {
    const dora = await createSignedInUser(db(), { firstName: 'Dora' });
    await save(dora, { search: 'lampett' });
    const first = await draft('Lampett, mässing');
    await publish(first.id);
    await runJobs(db());
    expect(await mailsTo(dora)).toHaveLength(1);

    const second = await draft('Lampett, Hans-Agne Jakobsson');
    const third = await draft('Lampett, opal');
    await publish(second.id);
    await publish(third.id);
    await runJobs(db());
    expect(await alertsOf(dora)).toHaveLength(3); // in-app at once, every time
    expect(await mailsTo(dora)).toHaveLength(1);
    expect(await sendSavedSearchMail(db(), { now: new Date(Date.now() + DAY_MS / 2) })).toEqual({ sent: 0 });

    // A lot withdrawn meanwhile is left out of the e-mail.
    await db().update(auctions).set({ status: 'cancelled' }).where(eq(auctions.id, third.id));
    const nextDay = new Date(Date.now() + DAY_MS + 60_000);
    expect((await sendSavedSearchMail(db(), { now: nextDay })).sent).toBeGreaterThanOrEqual(1);
    await runJobs(db());
    const mails = await mailsTo(dora);
    expect(mails).toHaveLength(2);
    expect(lotsIn(mails[1]!.data as unknown as MailProps)).toEqual(['Lampett, Hans-Agne Jakobsson']);
    expect(mails[1]!.subject).toBe('Ny träff för ”lampett”');
    // Nothing is left waiting to be e-mailed.
    const waiting = await db().select().from(savedSearchMatches).where(eq(savedSearchMatches.userId, dora.id));
    expect(waiting.every((match) => match.emailedAt !== null)).toBe(true);
  });

  it('alerts for a scheduled lot when it opens, not when it is published', async () => {
    const erik = await createSignedInUser(db(), { firstName: 'Erik' });
    await save(erik, { search: 'ljusstake' });
    const lot = await createLot(db(), {
      title: 'Ljusstake, tenn',
      status: 'scheduled',
      startsAt: new Date(Date.now() - 1000),
      endsAt: new Date(Date.now() + 3 * DAY_MS),
    });
    await runJobs(db());
    expect(await alertsOf(erik)).toHaveLength(0);
    expect(await openDueAuctions(db())).toBeGreaterThanOrEqual(1);
    await runJobs(db());
    expect((await alertsOf(erik)).map((alert) => alert.href)).toEqual([lotPath(lot)]);
  });

  it('stops the e-mails by the signed link without signing in; a forged link changes nothing; /user turns them on again', async () => {
    const frida = await createSignedInUser(db(), { firstName: 'Frida' });
    await save(frida, { search: 'karaff' });
    await publish((await draft('Karaff, Orrefors')).id);
    await runJobs(db());
    const [mail] = await mailsTo(frida);
    const props = mail!.data as unknown as MailProps;
    const token = tokenOf(props);
    expect(props.oneClickUnsubscribeUrl).toBe(`/api/saved-searches/unsubscribe/${token}`);
    const onePost = (value: string) =>
      oneClickPost(
        new Request(`http://localhost:3000/api/saved-searches/unsubscribe/${value}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
        { params: Promise.resolve({ token: value }) },
      );

    // Forged: another user's id with Frida's signature, a made-up signature, no signature.
    const other = await createSignedInUser(db());
    const signature = token.slice(token.lastIndexOf('~') + 1);
    for (const forged of [`${other.id}~${signature}`, `${frida.id}~${'A'.repeat(43)}`, frida.id, `${frida.id}.${signature}`]) {
      const refused = await onePost(forged);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.status).toBe('INVALID_ARGUMENT');
    }
    const forgedCall = await call({ action: 'STOP_SAVED_SEARCH_MAIL', token: `${frida.id}~x` });
    expect(forgedCall.body.error?.status).toBe('INVALID_ARGUMENT');
    expect((await call({ action: 'LIST_SAVED_SEARCHES' }, frida)).body.result.emailAlerts).toBe(true);

    // A GET (a person, or a mail scanner) is sent to the page with the button and changes nothing.
    const opened = await oneClickGet(new Request(`http://localhost:3000/api/saved-searches/unsubscribe/${token}`), {
      params: Promise.resolve({ token }),
    });
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get('location')!).pathname).toBe(`/bevakningar/avsluta/${token}`);
    expect((await call({ action: 'LIST_SAVED_SEARCHES' }, frida)).body.result.emailAlerts).toBe(true);

    // The one-click POST stops them.
    const stopped = await onePost(token);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ result: { stopped: true } });
    expect((await call({ action: 'LIST_SAVED_SEARCHES' }, frida)).body.result).toMatchObject({ emailAlerts: false });

    // New matches still notify in-app, but no e-mail comes, not even the next day.
    await publish((await draft('Karaff, Kosta')).id);
    await runJobs(db());
    expect(await alertsOf(frida)).toHaveLength(2);
    await sendSavedSearchMail(db(), { now: new Date(Date.now() + 2 * DAY_MS) });
    await runJobs(db());
    expect(await mailsTo(frida)).toHaveLength(1);

    // The same through the page's action, and /user's switch turns them on again.
    expect((await call({ action: 'STOP_SAVED_SEARCH_MAIL', token })).body.result).toEqual({ stopped: true });
    expect((await call({ action: 'SET_SAVED_SEARCH_MAIL', enabled: true }, frida)).body.result).toEqual({ emailAlerts: true });
    await publish((await draft('Karaff, Reijmyre')).id);
    await runJobs(db());
    await sendSavedSearchMail(db(), { now: new Date(Date.now() + 2 * DAY_MS) });
    await runJobs(db());
    const mails = await mailsTo(frida);
    expect(mails).toHaveLength(2);
    // Only what matched after the e-mail was on again: the stop let go of what waited.
    expect(lotsIn(mails[1]!.data as unknown as MailProps)).toEqual(['Karaff, Reijmyre']);
  });

  it('sends the e-mail over SMTP with List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const gustav = await createSignedInUser(db(), { firstName: 'Gustav' });
    await save(gustav, { search: 'matta' });
    await publish((await draft('Matta, rya')).id);
    await runJobs(db());
    const [stored] = await mailsTo(gustav);
    const props = stored!.data as unknown as MailProps;
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ db: db(), smtpUrl: smtp.url, from: 'Klubban <no-reply@klubban.se>' });
      expect((await sendEmail(mailer, { template: 'SAVED_SEARCH_MATCHES', to: gustav.email, props })).status).toBe('sent');
      const [received] = smtp.received;
      // Header lines as sent, unfolded (a long header is folded onto a second line, RFC 5322).
      const lines = new Map(received!.headerLines.map((line) => [line.key, line.line.replace(/\r?\n\s+/g, ' ')]));
      expect(lines.get('list-unsubscribe')).toBe(`List-Unsubscribe: <${props.siteUrl}/api/saved-searches/unsubscribe/${tokenOf(props)}>`);
      expect(lines.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(received!.subject).toBe('Ny träff för ”matta”');
    } finally {
      await smtp.close();
    }
  });
});
