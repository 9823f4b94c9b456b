import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions } from '@/modules/accounts/tables';
import { auditLog } from '@/platform/tables';
import { valuations } from '@/modules/valuations/tables';
import { ensurePasswordUser } from '@/modules/accounts/commands/ensure-user';
import { placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { appFetch, connector, postJson, sessionOf } from '../setup/app-fetch';
import { createLot, type TestUser } from '../setup/lots';
import { getRealtimeBus } from '@/platform/realtime-server';
import { GET as eventsRoute } from '../../app/api/events/route';
import { call, sellLot, type Json } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * A user's page in the console: GET_USER answers the profile with the user's
 * sessions (never their tokens), bids (maximum and removal included), purchases, valuations and
 * the lots they sell; "Logga ut överallt" (REVOKE_USER_SESSIONS) and disabling end every session
 * at once — the next page request with the old cookie is signed out, an open page's next call fails.
 */

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const db = () => t.database.db;

afterAll(async () => {
  await (await getRealtimeBus()).close();
});

/** The user's own event stream as the header opens it (`/api/events?user=me`): its events' types, and whether it has ended. */
async function openUserStream(cookie: string) {
  const response = await eventsRoute(new Request('http://localhost:3000/api/events?user=me', { headers: { cookie } }));
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const state = { text: '', ended: false };
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      state.text += decoder.decode(value, { stream: true });
    }
    state.ended = true;
  })();
  await expect.poll(() => state.text.includes(': connected')).toBe(true);
  return state;
}

let ipCounter = 0;
/** A real sign-in through Better Auth: the session cookie a browser would hold. */
async function signedInBrowser(email: string) {
  await ensurePasswordUser(db(), { email, password: 'hemligt1', firstName: 'Kund', lastName: 'Kundsson' });
  const response = await postJson(
    '/api/auth/sign-in/email',
    { email, password: 'hemligt1' },
    { 'x-klubban-client-address': `10.9.0.${++ipCounter}`, 'user-agent': 'Mozilla/5.0 (iPhone) Testwebbläsare' },
  );
  expect(response.status).toBe(200);
  const { cookie } = sessionOf(response);
  const me = await (await appFetch('/api/account/me', { headers: { cookie } })).json();
  return { id: me.result.uid as string, cookie };
}

/** The page side: who the site thinks the cookie belongs to (Better Auth's getSession, as every page asks). */
const pageUser = async (cookie: string) => ((await (await appFetch('/api/account/me', { headers: { cookie } })).json()) as Json).result;
/** The open page's next call (the callable protocol with the same cookie, from this site). */
const nextCall = (cookie: string) => connector({ action: 'MARK_ALL_NOTIFICATIONS_READ' }, { cookie });

describe(`a user's page in the console on ${testEngine}`, () => {
  it("GET_USER answers the profile with the user's sessions, bids, purchases, valuations and lots", async () => {
    const browser = await signedInBrowser('kund.en@example.se');
    const buyer: TestUser = { id: browser.id, email: 'kund.en@example.se', token: '', auth: { authorization: '' } };
    const order = await sellLot(db(), { buyer, hammer: 1200, title: 'Bordslampa i mässing' });
    const open = await createLot(db(), { title: 'Karaff i glas', startPrice: 500 });
    await placeBidOnAuction(db(), { userId: browser.id, auctionId: open.id, amount: 900 });
    const sold = await createLot(db(), { title: 'Fåtölj', sellerId: browser.id });
    const [valuation] = await db()
      .insert(valuations)
      .values({ sellerId: browser.id, title: 'Silverskål', description: '', category: 'OVRIGT', images: [] })
      .returning();

    const answer = await call({ action: 'GET_USER', userId: browser.id }, admin);
    expect(answer.status).toBe(200);
    const user = answer.body.result;
    expect(user).toMatchObject({ id: browser.id, email: 'kund.en@example.se', admin: false, disabled: false, disabledReason: null });
    expect(user.sessions).toHaveLength(1);
    expect(user.sessions[0]).toMatchObject({ expired: false, userAgent: 'Mozilla/5.0 (iPhone) Testwebbläsare' });
    expect(Object.keys(user.sessions[0]).sort()).toEqual([
      'createdAt',
      'expired',
      'expiresAt',
      'id',
      'ipAddress',
      'lastActiveAt',
      'userAgent',
    ]);
    const [stored] = await db().select().from(sessions).where(eq(sessions.userId, browser.id));
    expect(JSON.stringify(user)).not.toContain(stored!.token);
    expect(user.bids.map((bid: Json) => [bid.title, bid.maxAmount, bid.removed])).toEqual([
      ['Karaff i glas', 900, false],
      ['Bordslampa i mässing', 1200, false],
    ]);
    expect(user.orders).toEqual([expect.objectContaining({ id: order.id, title: 'Bordslampa i mässing', paymentStatus: 'pending' })]);
    expect(user.valuations).toEqual([expect.objectContaining({ id: valuation!.id, title: 'Silverskål', status: 'pending' })]);
    expect(user.lots).toEqual([expect.objectContaining({ id: sold.id, title: 'Fåtölj', status: 'live' })]);

    expect((await call({ action: 'GET_USER', userId: 'finns-inte' }, admin)).status).toBe(404);
    expect((await connector({ action: 'GET_USER', userId: browser.id }, { cookie: browser.cookie })).status).toBe(403);
  });

  it('"Logga ut överallt" ends every session at once, audited, and the user can sign in again', async () => {
    const first = await signedInBrowser('kund.tva@example.se');
    const second = await signedInBrowser('kund.tva@example.se');
    expect((await pageUser(first.cookie))?.email).toBe('kund.tva@example.se');
    const revoked = await call({ action: 'REVOKE_USER_SESSIONS', userId: first.id }, admin);
    expect(revoked.body.result).toEqual({ userId: first.id, revoked: 2 });
    for (const browser of [first, second]) {
      expect(await pageUser(browser.cookie)).toBeNull();
      expect((await nextCall(browser.cookie)).status).toBe(401);
    }
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'REVOKE_USER_SESSIONS'));
    expect(audit).toMatchObject({ actorId: admin.id, entityId: first.id, before: { sessions: 2 }, after: { sessions: 0 } });
    expect((await signedInBrowser('kund.tva@example.se')).id).toBe(first.id);
    expect((await call({ action: 'REVOKE_USER_SESSIONS', userId: 'finns-inte' }, admin)).status).toBe(404);
  });

  it('disabling signs the user out at once: the old cookie is signed out on the next page and the next call', async () => {
    const browser = await signedInBrowser('kund.tre@example.se');
    expect((await nextCall(browser.cookie)).status).toBe(200);
    const stream = await openUserStream(browser.cookie);
    const disabled = await call({ action: 'SET_USER_DISABLED', userId: browser.id, disabled: true, reason: 'Obetalda köp' }, admin);
    expect(disabled.status).toBe(200);
    expect(await pageUser(browser.cookie)).toBeNull();
    expect((await nextCall(browser.cookie)).status).toBe(401);
    // The open page's own stream says so and ends; opening it again is refused.
    await expect.poll(() => stream.ended, { timeout: 5_000 }).toBe(true);
    expect(stream.text).toContain('event: account.signed-out');
    expect(
      (await eventsRoute(new Request('http://localhost:3000/api/events?user=me', { headers: { cookie: browser.cookie } }))).status,
    ).toBe(401);
    const user = (await call({ action: 'GET_USER', userId: browser.id }, admin)).body.result;
    expect(user).toMatchObject({ disabled: true, disabledReason: 'Obetalda köp', sessions: [] });
    const control = await call({ action: 'SET_USER_DISABLED', userId: browser.id, disabled: true, reason: 'nul\u0000tecken' }, admin);
    expect(control.body.error?.status).toBe('INVALID_ARGUMENT');
  });
});
