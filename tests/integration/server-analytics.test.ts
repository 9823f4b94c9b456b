import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '@/modules/uploads/tables';
import { flushServerAnalytics, shutdownServerAnalytics } from '@/platform/analytics';
import { getLogger } from '@/platform/logger';
import { setProcessSingleton } from '@/platform/singleton';
import { createLot, createSignedInUser, type TestUser } from '../setup/lots';
import { ADDRESS, call, openCheckout, payAndConfirm, sellLot, sendEvent } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The server's analytics events through the real commands — a bid over the callable
 * handler, the end-of-lot command, a valuation request, a payment webhook through its route — sent
 * by the real posthog-node client to a stand-in PostHog host on 127.0.0.1 that records what
 * arrives at /batch/ (gzipped JSON, as posthog-node sends it). Each test awaits
 * flushServerAnalytics(), which resolves once posthog-node's request has been answered.
 */

interface Captured {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
}

interface Received {
  method: string;
  path: string;
  raw: string;
  batch: Captured[];
}

const received: Received[] = [];
/** What the stand-in answers: 200 as PostHog does, or 400 (a request PostHog refuses; not retried). */
let answerStatus = 200;
let host: Server;
let hostUrl: string;

const t = fileDatabase();
let buyer: TestUser;
let rival: TestUser;
let seller: TestUser;
const db = () => t.database.db;

const ENV_KEYS = ['NEXT_PUBLIC_POSTHOG_KEY', 'NEXT_PUBLIC_POSTHOG_HOST'] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

/** Sets the PostHog variables (undefined unsets) and starts from a fresh configuration and client. */
async function configure(values: { key?: string; host?: string }) {
  await shutdownServerAnalytics();
  for (const [name, value] of [
    ['NEXT_PUBLIC_POSTHOG_KEY', values.key],
    ['NEXT_PUBLIC_POSTHOG_HOST', values.host],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  setProcessSingleton('Env', undefined);
}

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Every event that reached the stand-in, in order. */
const captured = () => received.flatMap((request) => request.batch);
/** The events of one name filed under one distinct id. */
const eventsOf = (event: string, distinctId: string) => captured().filter((e) => e.event === event && e.distinct_id === distinctId);

async function readyUploads(owner: TestUser, count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, () => randomBytes(16).toString('hex'));
  await db()
    .insert(uploads)
    .values(
      keys.map((key) => ({
        key,
        ownerId: owner.id,
        status: 'ready' as const,
        fileName: 'vas.jpg',
        format: 'jpeg',
        width: 1200,
        height: 900,
      })),
    );
  return keys;
}

const valuationForm = (images: string[]) => ({
  action: 'SUBMIT_VALUATION_REQUEST',
  title: 'Vas, Satellit',
  description: 'Blått glas, signerad under foten.',
  category: 'VASER_KRUKOR',
  images,
  handover: 'dropoff',
});

beforeAll(async () => {
  host = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
      const parsed = JSON.parse(text || '{}') as { batch?: Captured[] };
      received.push({ method: request.method ?? '', path: request.url ?? '', raw: text, batch: parsed.batch ?? [] });
      response
        .writeHead(answerStatus, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: answerStatus === 200 ? 1 : 0 }));
    });
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;

  buyer = await createSignedInUser(db(), { firstName: 'Bertil' });
  rival = await createSignedInUser(db(), { firstName: 'Olle' });
  seller = await createSignedInUser(db(), { firstName: 'Sara' });
  await configure({ key: 'phc_klubban_test_key', host: hostUrl });
});

afterAll(async () => {
  await shutdownServerAnalytics();
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  setProcessSingleton('Env', undefined);
  await new Promise((resolve) => host?.close(resolve));
});

describe(`server analytics with a PostHog key, on ${testEngine}`, () => {
  it('an accepted bid sends "bid placed" once, after it committed; a refused one sends nothing', async () => {
    const lot = await createLot(db(), { startPrice: 1000 });
    expect((await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 1500 }, buyer)).status).toBe(200);
    // Below the lowest bid: refused, and nothing is sent for it.
    const refused = await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 500 }, rival);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details?.reason).toBe('BID_TOO_LOW');
    // The leader raises their own maximum: a bid, but the price stays.
    expect((await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 3000 }, buyer)).status).toBe(200);
    await flushServerAnalytics();

    expect(eventsOf('bid placed', `lot:${lot.id}`).map((e) => e.properties)).toEqual([
      expect.objectContaining({ lot_id: lot.id, category: 'OVRIGT', price_sek: 1000, bid_count: 1, raised_price: true }),
      expect.objectContaining({ lot_id: lot.id, category: 'OVRIGT', price_sek: 1000, bid_count: 2, raised_price: false }),
    ]);
  });

  it('a lot whose every bid is refused sends nothing', async () => {
    const lot = await createLot(db(), { startPrice: 1000 });
    const before = captured().length;
    expect((await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 999 }, buyer)).status).toBe(400);
    expect((await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 0 }, rival)).status).toBe(400);
    const own = await createLot(db(), { startPrice: 1000, sellerId: seller.id });
    expect((await call({ action: 'BID_ON_AUCTION', auctionId: own.id, amount: 1000 }, seller)).status).toBe(403);
    await flushServerAnalytics();
    expect(captured().slice(before)).toEqual([]);
  });

  it('the end-of-lot command sends "lot sold" with the hammer price, at the end time and by buy now', async () => {
    const order = await sellLot(db(), { buyer, hammer: 2400 });
    const bought = await createLot(db(), { startPrice: 1000, buyNowPrice: 5000 });
    const buyNow = await call({ action: 'BUY_NOW', auctionId: bought.id }, rival);
    expect(buyNow.status).toBe(200);
    await flushServerAnalytics();

    expect(eventsOf('lot sold', `lot:${order.auctionId}`).map((e) => e.properties)).toEqual([
      expect.objectContaining({ lot_id: order.auctionId, category: 'OVRIGT', hammer_price_sek: 2400, bid_count: 1, via_buy_now: false }),
    ]);
    expect(eventsOf('lot sold', `lot:${bought.id}`).map((e) => e.properties)).toEqual([
      expect.objectContaining({ lot_id: bought.id, category: 'OVRIGT', hammer_price_sek: 5000, bid_count: 0, via_buy_now: true }),
    ]);
  });

  it('a valuation request sends "valuation submitted" with its category and number of photos; a refused one nothing', async () => {
    const keys = await readyUploads(seller, 2);
    const submitted = await call(valuationForm(keys), seller);
    expect(submitted.status).toBe(200);
    const valuationId: number = submitted.body.result.valuation.id;
    const before = captured().length;
    // Another user's photo: NOT_FOUND, nothing stored, nothing sent.
    const [othersKey] = await readyUploads(buyer, 1);
    expect((await call(valuationForm([othersKey!]), seller)).status).toBe(404);
    await flushServerAnalytics();

    expect(eventsOf('valuation submitted', `valuation:${valuationId}`).map((e) => e.properties)).toEqual([
      expect.objectContaining({ valuation_id: valuationId, category: 'VASER_KRUKOR', image_count: 2 }),
    ]);
    expect(
      captured()
        .slice(before)
        .filter((e) => e.event === 'valuation submitted'),
    ).toEqual([expect.objectContaining({ distinct_id: `valuation:${valuationId}` })]);
  });

  it('a paid order sends "order paid" with the total in öre once, however often the webhook arrives', async () => {
    const order = await sellLot(db(), { buyer, hammer: 1000, sellerId: seller.id });
    const sessionId = await openCheckout(buyer, order.id, 'shipping');
    const event = await payAndConfirm(db(), order.id, sessionId, 'swish');
    // The provider delivers the same event again: a duplicate, nothing sent.
    expect(await sendEvent(event)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    await flushServerAnalytics();

    // 1 000 kr + 20 % premium + 149 kr shipping (docs/product.md §2), in öre.
    expect(eventsOf('order paid', `order:${order.id}`).map((e) => e.properties)).toEqual([
      expect.objectContaining({ order_id: order.id, total_ore: 134_900, payment_method: 'swish' }),
    ]);
  });

  it("every event went to the host's /batch/ with no person, no GeoIP and no personal data", async () => {
    await flushServerAnalytics();
    expect(received.length).toBeGreaterThan(0);
    expect(new Set(received.map((r) => `${r.method} ${r.path}`))).toEqual(new Set(['POST /batch/']));
    const events = captured();
    expect(new Set(events.map((e) => e.event))).toEqual(new Set(['bid placed', 'lot sold', 'valuation submitted', 'order paid']));
    for (const event of events) {
      expect(event.distinct_id).toMatch(/^(lot|order|valuation):\d+$/);
      expect(event.properties).toMatchObject({ $process_person_profile: false, $geoip_disable: true });
      expect(event.properties).not.toHaveProperty('$ip');
    }
    const everything = received.map((r) => r.raw).join('\n');
    for (const user of [buyer, rival, seller]) {
      expect(everything).not.toContain(user.id);
      expect(everything).not.toContain(user.email);
      expect(everything).not.toContain(user.token);
    }
    for (const personal of ['Bertil', 'Olle', 'Sara', ADDRESS.street, ADDRESS.postalCode, 'Drottninggatan']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('a host that refuses the events costs the command nothing: the bid is accepted, the failure is a warning', async () => {
    const warn = vi.spyOn(getLogger(), 'warn');
    answerStatus = 400;
    try {
      const lot = await createLot(db(), { startPrice: 1000 });
      expect((await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 1000 }, buyer)).status).toBe(200);
      await expect(flushServerAnalytics()).resolves.toBeUndefined();
      expect(received.at(-1)!.batch.map((e) => e.distinct_id)).toEqual([`lot:${lot.id}`]);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), expect.stringMatching(/^analytics: /));
    } finally {
      answerStatus = 200;
      warn.mockRestore();
    }
  });
});

describe(`server analytics without a key, on ${testEngine}`, () => {
  it('sends nothing at all: the stand-in host, though configured, receives no request', async () => {
    await configure({ host: hostUrl });
    const before = received.length;

    const lot = await createLot(db(), { startPrice: 1000 });
    expect((await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 1000 }, buyer)).status).toBe(200);
    const order = await sellLot(db(), { buyer, hammer: 1000 });
    await payAndConfirm(db(), order.id, await openCheckout(buyer, order.id, 'pickup'));
    expect((await call(valuationForm(await readyUploads(seller, 1)), seller)).status).toBe(200);
    await flushServerAnalytics();
    await shutdownServerAnalytics();
    expect(received.length).toBe(before);

    // The same stand-in does receive an event once the key is back: the silence above was the missing key.
    await configure({ key: 'phc_klubban_test_key', host: hostUrl });
    const next = await createLot(db(), { startPrice: 1000 });
    expect((await call({ action: 'BID_ON_AUCTION', auctionId: next.id, amount: 1000 }, buyer)).status).toBe(200);
    await flushServerAnalytics();
    expect(received.slice(before).flatMap((r) => r.batch.map((e) => `${e.event} ${e.distinct_id}`))).toEqual([`bid placed lot:${next.id}`]);
  });
});
