import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '@/modules/newsletter/tables';
import { emailOutbox } from '@/platform/tables';
import { runDueJobs } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { jobHandlers } from '@/server/jobs';
import { connector } from '../setup/app-fetch';
import { createSignedInUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The newsletter by double opt-in (docs/decisions/0029; a security review found that anyone could
 * subscribe any address, again and again): a sign-up records a pending address and sends one
 * confirmation; only the link's button subscribes it; the answer never tells what the address was.
 */

const t = fileDatabase();
const db = () => t.database.db;

let counter = 0;
const freshAddress = () => `10.77.${Math.floor(++counter / 250)}.${counter % 250}`;
const subscribe = async (email: string, address: string | null = freshAddress(), auth: Record<string, string> = {}) => {
  const response = await connector(
    { action: 'SUBSCRIBE', email },
    { ...(address ? { 'x-klubban-client-address': address } : {}), ...auth },
  );
  return { status: response.status, body: await response.json() };
};
const confirm = async (token: string) => (await connector({ action: 'NEWSLETTER_CONFIRM', token })).json();
const rowOf = async (email: string) => (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const subscribed = async (email: string) => {
  const row = await rowOf(email);
  return Boolean(row?.confirmedAt && !row.unsubscribedAt);
};
/** The confirmation e-mails to an address, oldest first (the jobs that send them run first). */
async function confirmations(email: string) {
  await runDueJobs(db(), jobHandlers, { workerId: 'newsletter-test', logger: getLogger(), limit: 100 });
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'NEWSLETTER_CONFIRM')))
    .orderBy(emailOutbox.id);
}
const tokenIn = async (email: string) => {
  const mails = await confirmations(email);
  const text = mails.at(-1)?.text ?? '';
  return decodeURIComponent(/\/nyhetsbrev\/bekrafta\/([^\s"<>)]+)/.exec(text)?.[1] ?? '');
};

describe(`newsletter double opt-in on ${testEngine}`, () => {
  it('records a sign-up as pending and sends one confirmation; only the button subscribes, with the consent recorded', async () => {
    const answer = await subscribe('  Ny@Example.SE ');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ email: 'ny@example.se', subscribed: true, needsConfirmation: true });
    expect(await subscribed('ny@example.se')).toBe(false);
    const mails = await confirmations('ny@example.se');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Bekräfta din prenumeration på Klubbans nyhetsbrev');
    const token = await tokenIn('ny@example.se');
    expect(token).toMatch(/~/);

    // The page only reads the token (a mail scanner's GET changes nothing); the button's POST confirms.
    expect(await subscribed('ny@example.se')).toBe(false);
    expect((await confirm(token)).result).toEqual({ outcome: 'confirmed' });
    const row = await rowOf('ny@example.se');
    expect(row).toMatchObject({ confirmedBy: 'link', confirmationRequestedAt: null, unsubscribedAt: null });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    // Which request the consent came from: the instant the link was signed for.
    expect(row!.consentRequestedAt?.getTime()).toBe(parseInt(token.split('~')[1]!, 36));
    expect((await confirm(token)).result).toEqual({ outcome: 'already' });
  });

  it('answers the same for an address already subscribed and sends it nothing', async () => {
    const fresh = await subscribe('annan@example.se');
    const again = await subscribe('ny@example.se');
    expect(again).toEqual({ status: 200, body: { result: { email: 'ny@example.se', subscribed: true, needsConfirmation: true } } });
    expect(fresh.body.result).toEqual({ email: 'annan@example.se', subscribed: true, needsConfirmation: true });
    expect(await confirmations('ny@example.se')).toHaveLength(1);
  });

  it('sends at most one confirmation an hour to an address, answering the same; the first link still works', async () => {
    await subscribe('upprepad@example.se');
    const first = await tokenIn('upprepad@example.se');
    for (let i = 0; i < 4; i++) expect((await subscribe('upprepad@example.se')).body.result.needsConfirmation).toBe(true);
    expect(await confirmations('upprepad@example.se')).toHaveLength(1);
    expect((await confirm(first)).result).toEqual({ outcome: 'confirmed' });
  });

  it('refuses more than five sign-ups an hour from one address with a Swedish RESOURCE_EXHAUSTED, and sends nothing for them', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await subscribe(`massa${i}@example.se`, address)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await subscribe('massa9@example.se', address);
    expect(refused.body.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: 'Du har anmält många adresser på kort tid. Försök igen om en stund.',
    });
    expect(await confirmations('massa6@example.se')).toHaveLength(0);
  });

  it('a forged, altered or expired link changes nothing', async () => {
    await subscribe('falsk@example.se');
    const token = await tokenIn('falsk@example.se');
    const [email, at, signature] = token.split('~') as [string, string, string];
    const other = Buffer.from('annan@example.se').toString('base64url');
    for (const forged of [
      `${other}~${at}~${signature}`,
      `${email}~${at}~${signature.slice(0, -2)}xx`,
      'ingen-sadan-lank-alls-här',
      `${email}~zz~${signature}`,
    ]) {
      expect((await confirm(forged)).result?.outcome ?? 'refused', forged).toMatch(/invalid|refused/);
    }
    expect(await subscribed('falsk@example.se')).toBe(false);
    expect(await subscribed('annan@example.se')).toBe(false);
    // Expired: the request was made eight days ago.
    const old = new Date(Date.now() - 8 * 86_400_000);
    await db()
      .update(newsletterSubscribers)
      .set({ confirmationRequestedAt: old })
      .where(eq(newsletterSubscribers.email, 'falsk@example.se'));
    const { newsletterConfirmToken } = await import('@/modules/newsletter/confirm-token');
    expect((await confirm(newsletterConfirmToken('falsk@example.se', old))).result).toEqual({ outcome: 'expired' });
    expect(await subscribed('falsk@example.se')).toBe(false);
  });

  it('an unsubscribed address needs a new confirmation; its old link no longer works', async () => {
    const user = await createSignedInUser(db(), { firstName: 'Verifierad' });
    const own = await subscribe(user.email, freshAddress(), user.auth);
    // A signed-in user's own verified address is subscribed at once (the account verified it).
    expect(own.body.result).toEqual({ email: user.email, subscribed: true, needsConfirmation: false });
    expect(await rowOf(user.email)).toMatchObject({ confirmedBy: 'account' });
    expect((await connector({ action: 'NEWSLETTER_UNSUBSCRIBE' }, user.auth)).status).toBe(200);
    expect(await subscribed(user.email)).toBe(false);
    // Someone else puts the address forward again: pending, and the owner is asked.
    expect((await subscribe(user.email)).body.result.needsConfirmation).toBe(true);
    expect(await subscribed(user.email)).toBe(false);
    const token = await tokenIn(user.email);
    expect(token).not.toBe('');
    // The user unsubscribes before following it: the link is dead.
    await connector({ action: 'NEWSLETTER_UNSUBSCRIBE' }, user.auth);
    expect((await confirm(token)).result).toEqual({ outcome: 'invalid' });
    expect(await subscribed(user.email)).toBe(false);
  });

  it("another signed-in user cannot subscribe someone else's address at once", async () => {
    const user = await createSignedInUser(db(), { firstName: 'Annan' });
    const answer = await subscribe('tredje@example.se', freshAddress(), user.auth);
    expect(answer.body.result).toEqual({ email: 'tredje@example.se', subscribed: true, needsConfirmation: true });
    expect(await subscribed('tredje@example.se')).toBe(false);
    expect((await rowOf('tredje@example.se'))?.userId).toBeNull();
  });
});
