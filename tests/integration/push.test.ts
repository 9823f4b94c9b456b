import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { lotPath } from '@/modules/catalog';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@/modules/notifications/tables';
import { jobs } from '@/platform/tables';
import { buyNowAuction, placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { deliverPush, queuePush, subscribePush } from '@/modules/notifications/server';
import { saleSettlement } from '@/modules/orders/server';
import { runWatchlistReminders } from '@/modules/watchlist/commands/reminders';
import { alertSavedSearches } from '@/modules/watchlist/server';
import { setProcessSingleton } from '@/platform/singleton';
import { PushEndpointRefused, sendWebPush, vapidKeys } from '@/platform/web-push';
import { GET as pushKeyRoute } from '../../app/api/push/key/route';
import { call, runJobs } from '../setup/orders';
import { createLot, createSignedInUser, type TestUser } from '../setup/lots';
import { browserKeys, decryptPush, startPushService, verifyVapid, type BrowserKeys, type PushServiceStandIn } from '../setup/push-service';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * Web push (docs/product.md §9 "Saved searches and push"), without the internet: the
 * server sends through the real `push.send` job to a push-service stand-in on 127.0.0.1 (the one
 * origin KLUBBAN_TEST_PUSH_ORIGIN lets through), and the test decrypts what arrived with the keys a
 * browser would hold. SUBSCRIBE_PUSH, UNSUBSCRIBE_PUSH and GET_PUSH_SUBSCRIPTION go through the real
 * connector route; the SSRF refusals through both the action and the sender.
 */

const t = fileDatabase();
const db = () => t.database.db;
let service: PushServiceStandIn;
const savedOrigin = process.env.KLUBBAN_TEST_PUSH_ORIGIN;

beforeAll(async () => {
  service = await startPushService();
  process.env.KLUBBAN_TEST_PUSH_ORIGIN = service.origin;
  setProcessSingleton('Env', undefined);
});
afterAll(async () => {
  if (savedOrigin === undefined) delete process.env.KLUBBAN_TEST_PUSH_ORIGIN;
  else process.env.KLUBBAN_TEST_PUSH_ORIGIN = savedOrigin;
  setProcessSingleton('Env', undefined);
  await service?.close();
});
beforeEach(() => {
  service.received.length = 0;
});

/** A browser with its own endpoint at the stand-in. */
function browser(): BrowserKeys & { endpoint: string; path: string } {
  const pathname = `/push/${randomBytes(12).toString('base64url')}`;
  return { ...browserKeys(), endpoint: `${service.origin}${pathname}`, path: pathname };
}

const subscribe = (user: TestUser, b: { endpoint: string; keys: { p256dh: string; auth: string } }, kinds?: string[]) =>
  call({ action: 'SUBSCRIBE_PUSH', subscription: { endpoint: b.endpoint, keys: b.keys }, ...(kinds ? { kinds } : {}) }, user);

const rowOf = async (endpoint: string) =>
  (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0] ?? null;
const pushJobs = () =>
  db()
    .select()
    .from(jobs)
    .where(eq(jobs.name, 'push.send'))
    .orderBy(jobs.id)
    .then((rows) => rows.map((row) => ({ ...row, payload: row.payload as Record<string, unknown> })));
const pushJobsFor = async (subscriptionId: number) => (await pushJobs()).filter((job) => job.payload.subscriptionId === subscriptionId);

describe(`push subscriptions on ${testEngine}`, () => {
  it('keeps a subscription with all five kinds by default, updates its kinds, and moves it to whoever signs in on that browser', async () => {
    const agnes = await createSignedInUser(db(), { firstName: 'Agnes' });
    const bengt = await createSignedInUser(db(), { firstName: 'Bengt' });
    const phone = browser();
    const first = await subscribe(agnes, phone);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toEqual({
      subscription: { endpoint: phone.endpoint, kinds: ['outbid', 'won', 'closing', 'saved-search', 'answer'] },
    });
    expect(await rowOf(phone.endpoint)).toMatchObject({ userId: agnes.id, p256dh: phone.keys.p256dh, auth: phone.keys.auth });

    // The same browser again: the same row, with the kinds chosen (repeats dropped, in the list's order).
    const again = await subscribe(agnes, phone, ['saved-search', 'outbid', 'outbid']);
    expect(again.body.result.subscription.kinds).toEqual(['outbid', 'saved-search']);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, agnes.id))).toHaveLength(1);
    expect((await call({ action: 'GET_PUSH_SUBSCRIPTION', endpoint: phone.endpoint }, agnes)).body.result).toEqual({
      subscription: { kinds: ['outbid', 'saved-search'] },
    });
    // No kinds at all is a choice too (every switch off, push still on).
    expect((await subscribe(agnes, phone, [])).body.result.subscription.kinds).toEqual([]);

    // Bengt signs in on Agnes's phone and turns push on: the browser's subscription is now his.
    expect((await call({ action: 'GET_PUSH_SUBSCRIPTION', endpoint: phone.endpoint }, bengt)).body.result).toEqual({ subscription: null });
    expect((await subscribe(bengt, phone, ['won'])).status).toBe(200);
    expect(await rowOf(phone.endpoint)).toMatchObject({ userId: bengt.id, kinds: ['won'] });
    expect((await call({ action: 'GET_PUSH_SUBSCRIPTION', endpoint: phone.endpoint }, agnes)).body.result).toEqual({ subscription: null });
  });

  it("unsubscribes the caller's own browser; another user's endpoint, or one already gone, answers NOT_FOUND and stays", async () => {
    const owner = await createSignedInUser(db());
    const other = await createSignedInUser(db());
    const phone = browser();
    const made = await subscribe(owner, phone);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const refused = await call({ action: 'UNSUBSCRIBE_PUSH', endpoint: phone.endpoint }, other);
    expect(refused.body.error).toEqual({ status: 'NOT_FOUND', message: 'Pushnotiserna är inte påslagna i den här webbläsaren.' });
    expect(await rowOf(phone.endpoint)).not.toBeNull();
    const done = await call({ action: 'UNSUBSCRIBE_PUSH', endpoint: phone.endpoint }, owner);
    expect(done.body.result).toEqual({ endpoint: phone.endpoint, unsubscribed: true });
    expect(await rowOf(phone.endpoint)).toBeNull();
    expect((await call({ action: 'UNSUBSCRIBE_PUSH', endpoint: phone.endpoint }, owner)).body.error?.status).toBe('NOT_FOUND');
    expect((await call({ action: 'UNSUBSCRIBE_PUSH', endpoint: phone.endpoint }, null)).body.error?.status).toBe('UNAUTHENTICATED');
  });

  it('refuses keys and kinds that are not a browser’s, with Swedish messages, and stores nothing', async () => {
    const user = await createSignedInUser(db());
    const phone = browser();
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Prenumerationen saknas.'],
      [{ subscription: { endpoint: phone.endpoint } }, 'Webbläsarens nycklar saknas.'],
      [
        { subscription: { endpoint: phone.endpoint, keys: { p256dh: 'kort', auth: phone.keys.auth } } },
        'Webbläsarens nyckel (p256dh) är ogiltig.',
      ],
      [
        { subscription: { endpoint: phone.endpoint, keys: { p256dh: notOnCurve, auth: phone.keys.auth } } },
        'Webbläsarens nyckel (p256dh) är ogiltig.',
      ],
      [
        { subscription: { endpoint: phone.endpoint, keys: { p256dh: phone.keys.p256dh, auth: 'a'.repeat(30) } } },
        'Webbläsarens hemlighet (auth) är ogiltig.',
      ],
      [{ subscription: { endpoint: '', keys: phone.keys } }, 'Pushtjänstens adress saknas.'],
      [{ subscription: { endpoint: `https://push.example/${'a'.repeat(2100)}`, keys: phone.keys } }, 'Pushtjänstens adress är för lång.'],
      [{ subscription: { endpoint: 'inte en adress', keys: phone.keys } }, 'Pushtjänstens adress är ingen giltig webbadress.'],
      [{ subscription: { endpoint: phone.endpoint, keys: phone.keys }, kinds: ['sms'] }, 'Okänd sorts pushnotis.'],
      [{ subscription: { endpoint: phone.endpoint, keys: phone.keys }, kinds: 'outbid' }, 'Sorterna måste vara en lista.'],
    ];
    for (const [input, message] of cases) {
      const answer = await call({ action: 'SUBSCRIBE_PUSH', ...input }, user);
      expect(answer.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
      expect(JSON.stringify(answer.body.error), JSON.stringify(input).slice(0, 80)).toContain(message);
    }
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });

  it('refuses an endpoint that is not https or points at a private address (no server-side request forgery)', async () => {
    const user = await createSignedInUser(db());
    const { keys } = browser();
    const port = new URL(service.origin).port;
    const refused: Array<[string, string]> = [
      ['http://push.example.com/send/1', 'Pushtjänstens adress måste börja med https://.'],
      ['ftp://push.example.com/1', 'Pushtjänstens adress måste börja med https://.'],
      ['https://127.0.0.1/send/1', 'pekar inte på internet'],
      ['https://127.1.2.3:8443/send/1', 'pekar inte på internet'],
      ['https://10.0.0.8/send/1', 'pekar inte på internet'],
      ['https://172.20.1.1/send/1', 'pekar inte på internet'],
      ['https://192.168.1.1/send/1', 'pekar inte på internet'],
      ['https://100.64.0.1/send/1', 'pekar inte på internet'],
      ['https://169.254.169.254/latest/meta-data', 'pekar inte på internet'],
      ['https://0.0.0.0/send/1', 'pekar inte på internet'],
      ['https://[::1]/send/1', 'pekar inte på internet'],
      ['https://[::ffff:10.0.0.1]/send/1', 'pekar inte på internet'],
      ['https://[::ffff:127.0.0.1]/send/1', 'pekar inte på internet'],
      ['https://[fd00::1]/send/1', 'pekar inte på internet'],
      ['https://[fe80::1]/send/1', 'pekar inte på internet'],
      ['https://2130706433/send/1', 'pekar inte på internet'], // 127.0.0.1 as one number
      ['https://0x7f.0.0.1/send/1', 'pekar inte på internet'], // and in hex
      // Host names are resolved, every address checked: localhost is loopback.
      ['https://localhost/send/1', 'pekar inte på internet'],
      ['https://localhost:8443/send/1', 'pekar inte på internet'],
      // The stand-in's origin only, not its host on another port or scheme.
      [`http://127.0.0.1:${Number(port) + 1}/push/1`, 'Pushtjänstens adress måste börja med https://.'],
      [`https://127.0.0.1:${port}/push/1`, 'pekar inte på internet'],
      ['https://user:secret@push.example.com/send/1', 'inloggningsuppgifter'],
    ];
    for (const [endpoint, message] of refused) {
      const answer = await call({ action: 'SUBSCRIBE_PUSH', subscription: { endpoint, keys } }, user);
      expect(answer.body.error?.status, endpoint).toBe('INVALID_ARGUMENT');
      expect(answer.body.error?.message, endpoint).toContain(message);
    }
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    expect(service.received).toEqual([]);
  });

  it('checks the address again at every send: a stored endpoint on a private address is refused, deleted and never called', async () => {
    const user = await createSignedInUser(db());
    const { keys } = browser();
    const payload = JSON.stringify({ title: 't', body: 'b', url: '/', tag: 't' });
    for (const endpoint of [
      `https://localhost:${new URL(service.origin).port}/push/x`,
      'https://127.0.0.1/push/x',
      'http://example.com/push/x',
    ]) {
      await expect(sendWebPush({ endpoint, keys }, payload, { ttlSeconds: 60 }), endpoint).rejects.toBeInstanceOf(PushEndpointRefused);
      // Written straight into the table, past SUBSCRIBE_PUSH's check: the job still refuses it, and lets it go.
      const [row] = await db()
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint, ...keys, kinds: ['outbid'] })
        .returning();
      const job = { subscriptionId: row!.id, userId: user.id, kind: 'outbid' as const, title: 't', body: 'b', url: '/', tag: 't' };
      expect(await deliverPush(db(), job)).toBe('refused');
      expect(await rowOf(endpoint)).toBeNull();
    }
    expect(service.received).toEqual([]);
  });
});

describe(`push delivery on ${testEngine}`, () => {
  it('an outbid sends one encrypted, VAPID-signed push that the browser decrypts to the lot; nothing is queued for users without a subscription', async () => {
    const agnes = await createSignedInUser(db(), { firstName: 'Agnes' });
    const bengt = await createSignedInUser(db(), { firstName: 'Bengt' });
    const phone = browser();
    expect((await subscribe(agnes, phone)).status).toBe(200);
    const row = (await rowOf(phone.endpoint))!;
    const lot = await createLot(db(), { title: 'Vas, Kosta Boda', startPrice: 1000 });
    const before = (await pushJobs()).length;

    await placeBidOnAuction(db(), { userId: agnes.id, auctionId: lot.id, amount: 1500 });
    // Bengt leads nobody out of nothing; Agnes was not outbid: no push for anyone yet.
    expect((await pushJobs()).length).toBe(before);
    await placeBidOnAuction(db(), { userId: bengt.id, auctionId: lot.id, amount: 3000 });
    // Agnes outbid: one push for her one browser. Bengt (no browser) gets none when Agnes bids back.
    expect(await pushJobsFor(row.id)).toHaveLength(1);
    await placeBidOnAuction(db(), { userId: agnes.id, auctionId: lot.id, amount: 5000 });
    expect((await pushJobs()).length).toBe(before + 1);

    await runJobs(db());
    expect(service.received).toHaveLength(1);
    const [push] = service.received as [(typeof service.received)[number]];
    expect(push.path).toBe(phone.path);
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '3600', urgency: 'high', topic: `outbid-${lot.id}` });
    expect(decryptPush(push, phone)).toEqual({
      title: 'Du har blivit överbjuden på ”Vas, Kosta Boda”',
      body: expect.stringContaining('Priset är nu'),
      url: `/auktioner/${lot.id}-${lot.slug}`,
      tag: `outbid:${lot.id}`,
    });
    // Another browser's keys cannot read it.
    expect(() => decryptPush(push, browser())).toThrow();

    // The VAPID header: signed by the key /api/push/key hands browsers, for this push service, not for long.
    const { publicKey, claims } = verifyVapid(push.headers.authorization);
    expect(publicKey).toBe(((await (await pushKeyRoute()).json()) as { publicKey: string }).publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    expect((await rowOf(phone.endpoint))!.lastSentAt).not.toBeNull();
  });

  it('sends each kind only to the browsers that want it', async () => {
    const user = await createSignedInUser(db());
    const rival = await createSignedInUser(db());
    const wantsOutbid = browser();
    const wantsWon = browser();
    await subscribe(user, wantsOutbid, ['outbid']);
    await subscribe(user, wantsWon, ['won', 'closing']);
    const lot = await createLot(db());
    await placeBidOnAuction(db(), { userId: user.id, auctionId: lot.id, amount: 1000 });
    await placeBidOnAuction(db(), { userId: rival.id, auctionId: lot.id, amount: 2000 });
    expect(await pushJobsFor((await rowOf(wantsOutbid.endpoint))!.id)).toHaveLength(1);
    expect(await pushJobsFor((await rowOf(wantsWon.endpoint))!.id)).toHaveLength(0);
    await runJobs(db());
    expect(service.received.map((push) => push.path)).toEqual([wantsOutbid.path]);
  });

  it('tells the winner of a buy-now by push, once, opening the lot', async () => {
    const buyer = await createSignedInUser(db());
    const phone = browser();
    await subscribe(buyer, phone, ['won']);
    const lot = await createLot(db(), { title: 'Stig Lindberg fat', buyNowPrice: 2500 });
    await buyNowAuction(db(), { userId: buyer.id, auctionId: lot.id, settlement: saleSettlement() });
    await runJobs(db());
    expect(service.received).toHaveLength(1);
    expect(decryptPush(service.received[0]!, phone)).toEqual({
      title: 'Grattis! Du vann ”Stig Lindberg fat”',
      body: expect.stringContaining('Klubbat för'),
      url: lotPath(lot),
      tag: `won:${lot.id}`,
    });
    expect(service.received[0]!.headers.ttl).toBe(String(7 * 24 * 3600));
  });

  it('pushes to watchers whose lot ends within 15 minutes, once each, and only to browsers that want it', async () => {
    // Other tests' watched lots would be reminded too.
    await db().execute(sql`delete from watchlist`);
    const watcher = await createSignedInUser(db());
    const quiet = await createSignedInUser(db());
    const phone = browser();
    const quietPhone = browser();
    await subscribe(watcher, phone, ['closing']);
    await subscribe(quiet, quietPhone, ['outbid', 'won', 'saved-search']);
    const soon = await createLot(db(), { title: 'Lisa Larson katt', endsAt: new Date(Date.now() + 10 * 60_000) });
    const later = await createLot(db(), { endsAt: new Date(Date.now() + 40 * 60_000) });
    for (const user of [watcher, quiet]) {
      for (const lot of [soon, later]) expect((await call({ action: 'ADD_TO_WATCHLIST', auctionId: lot.id }, user)).status).toBe(200);
    }
    // Watched since the lots were published (a day ago): a reminder whose window had begun when
    // someone started watching is not sent (decision 0037).
    await db().execute(sql`update watchlist set created_at = now() - interval '1 day'`);
    expect(await runWatchlistReminders(db())).toEqual({ reminded24h: 0, reminded1h: 4, closing15m: 2 });
    expect(await runWatchlistReminders(db())).toEqual({ reminded24h: 0, reminded1h: 0, closing15m: 0 });
    await runJobs(db());
    expect(service.received.map((push) => push.path)).toEqual([phone.path]);
    expect(decryptPush(service.received[0]!, phone)).toEqual({
      title: '”Lisa Larson katt” avslutas om 15 minuter',
      body: expect.stringContaining('Inga bud ännu'),
      url: `/auktioner/${soon.id}-${soon.slug}`,
      tag: `closing:${soon.id}`,
    });
    expect(service.received[0]!.headers).toMatchObject({ ttl: '900', urgency: 'high' });
  });

  it('pushes a new match of a saved search to the browsers that want it, once per lot', async () => {
    const user = await createSignedInUser(db());
    const phone = browser();
    await subscribe(user, phone, ['saved-search']);
    expect((await call({ action: 'SAVE_SEARCH', categories: ['OVRIGT'] }, user)).status).toBe(200);
    const lot = await createLot(db(), { title: 'Karaff, Orrefors' });
    expect(await alertSavedSearches(db(), [lot.id])).toEqual({ matches: 1 });
    expect(await alertSavedSearches(db(), [lot.id])).toEqual({ matches: 0 });
    await runJobs(db());
    const pushes = service.received.filter((push) => push.path === phone.path);
    expect(pushes).toHaveLength(1);
    expect(decryptPush(pushes[0]!, phone)).toEqual({
      title: 'Ny träff för ”Övrigt”: ”Karaff, Orrefors”',
      body: expect.stringContaining('Startpris'),
      url: `/auktioner/${lot.id}-${lot.slug}`,
      tag: `saved-search:/auktioner/${lot.id}-${lot.slug}`,
    });
    expect(pushes[0]!.headers).toMatchObject({ urgency: 'low', ttl: String(24 * 3600) });
  });

  it('queuePush (the saved-search matches use it) queues once per key and subscription, and nothing for a user without push', async () => {
    const user = await createSignedInUser(db());
    const nobody = await createSignedInUser(db());
    const phone = browser();
    await subscribe(user, phone);
    const message = {
      kind: 'saved-search' as const,
      title: 'Nytt för ”vas”',
      body: 'Vas, Kosta Boda',
      url: '/auktioner?q=vas',
      tag: 'saved-search:1',
    };
    await db().transaction(async (tx) => {
      await queuePush(tx, { ...message, userId: user.id, dedupeKey: 'search-1:lot-7' });
      await queuePush(tx, { ...message, userId: user.id, dedupeKey: 'search-1:lot-7' });
      await queuePush(tx, { ...message, userId: nobody.id, dedupeKey: 'search-1:lot-7' });
    });
    const id = (await rowOf(phone.endpoint))!.id;
    expect((await pushJobsFor(id)).map((job) => job.payload)).toEqual([{ subscriptionId: id, userId: user.id, ...message }]);
    expect((await pushJobs()).filter((job) => job.payload.userId === nobody.id)).toEqual([]);
    await expect(db().transaction((tx) => queuePush(tx, { ...message, userId: user.id, url: '//evil.example/' }))).rejects.toThrow(
      /path on this site/,
    );
    await runJobs(db());
    expect(decryptPush(service.received[0]!, phone)).toMatchObject({ title: 'Nytt för ”vas”', url: '/auktioner?q=vas' });
    expect(service.received[0]!.headers.urgency).toBe('low');
  });

  it('deletes a subscription the push service answers 404 or 410 for; keeps it and retries on 500', async () => {
    const user = await createSignedInUser(db());
    const rival = await createSignedInUser(db());
    const gone = browser();
    const expired = browser();
    const failing = browser();
    for (const b of [gone, expired, failing]) await subscribe(user, b, ['outbid']);
    service.answer(gone.path, 410);
    service.answer(expired.path, 404);
    service.answer(failing.path, 500);
    const failingId = (await rowOf(failing.endpoint))!.id;
    const lot = await createLot(db());
    await placeBidOnAuction(db(), { userId: user.id, auctionId: lot.id, amount: 1000 });
    await placeBidOnAuction(db(), { userId: rival.id, auctionId: lot.id, amount: 2000 });
    const result = await runJobs(db());
    expect(result.failed).toBe(1);
    expect(service.received.map((push) => push.path).sort()).toEqual([gone.path, expired.path, failing.path].sort());
    expect(await rowOf(gone.endpoint)).toBeNull();
    expect(await rowOf(expired.endpoint)).toBeNull();
    expect(await rowOf(failing.endpoint)).toMatchObject({ lastSentAt: null });
    const [retry] = await pushJobsFor(failingId);
    expect(retry).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('push service answered 500') });
  });

  it('does not send one user’s news to a browser that has since moved to another user or turned that kind off', async () => {
    const first = await createSignedInUser(db());
    const second = await createSignedInUser(db());
    const rival = await createSignedInUser(db());
    const phone = browser();
    await subscribe(first, phone, ['outbid']);
    const lot = await createLot(db());
    await placeBidOnAuction(db(), { userId: first.id, auctionId: lot.id, amount: 1000 });
    await placeBidOnAuction(db(), { userId: rival.id, auctionId: lot.id, amount: 2000 });
    // Before the job runs, the second user signs in on that browser and turns push on.
    await subscribe(second, phone, ['outbid']);
    const other = browser();
    await subscribe(first, other, ['outbid']);
    await placeBidOnAuction(db(), { userId: first.id, auctionId: lot.id, amount: 3000 });
    await placeBidOnAuction(db(), { userId: rival.id, auctionId: lot.id, amount: 4000 });
    await subscribe(first, other, ['won']);
    await runJobs(db());
    expect(service.received).toEqual([]);
    const done = await db()
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.name, 'push.send'), sql`${jobs.payload} ->> 'userId' = ${first.id}`));
    expect(done.map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('subscribePush refuses a private endpoint before touching the database', async () => {
    const user = await createSignedInUser(db());
    await expect(
      subscribePush(db(), user.id, { subscription: { endpoint: 'https://[::1]:443/x', keys: browser().keys }, kinds: ['won'] }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
  });
});

describe('the VAPID key pair', () => {
  const saved = { dir: process.env.KLUBBAN_DATA_DIR, pub: process.env.VAPID_PUBLIC_KEY, priv: process.env.VAPID_PRIVATE_KEY };
  const restore = () => {
    for (const [name, value] of [
      ['KLUBBAN_DATA_DIR', saved.dir],
      ['VAPID_PUBLIC_KEY', saved.pub],
      ['VAPID_PRIVATE_KEY', saved.priv],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    setProcessSingleton('Env', undefined);
    setProcessSingleton('VapidKeys', undefined);
  };
  afterAll(restore);

  it('is generated once into the data folder (mode 0600) and read back by the next process; the environment’s wins', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'klubban-vapid-'));
    try {
      process.env.KLUBBAN_DATA_DIR = dir;
      delete process.env.VAPID_PUBLIC_KEY;
      delete process.env.VAPID_PRIVATE_KEY;
      setProcessSingleton('Env', undefined);
      setProcessSingleton('VapidKeys', undefined);
      const made = vapidKeys();
      expect(made.publicKey).toMatch(/^B[\w-]{86}$/);
      const file = path.join(dir, 'vapid-keys.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(made);
      // Written under a name of its own and linked into place: nothing else is left behind.
      expect(readdirSync(dir)).toEqual(['vapid-keys.json']);
      // Another process (the slot emptied) reads the same pair instead of making a second.
      setProcessSingleton('VapidKeys', undefined);
      expect(vapidKeys()).toEqual(made);

      const configured = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'C'.repeat(43) };
      process.env.VAPID_PUBLIC_KEY = configured.publicKey;
      process.env.VAPID_PRIVATE_KEY = configured.privateKey;
      setProcessSingleton('Env', undefined);
      setProcessSingleton('VapidKeys', undefined);
      expect(vapidKeys()).toEqual(configured);
    } finally {
      restore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
