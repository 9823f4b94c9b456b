import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { publishEvent } from '@/platform/realtime';
import { createLot, createSignedInUser } from '../setup/lots';
import { openSse } from '../setup/sse';
import { createPostgresDatabase } from '../setup/test-db';
import { launchChromium, startServer, type RunningServer } from './helpers';

/**
 * The realtime bus across processes: two app servers on one PostgreSQL database; an event
 * published by a third process (this test) reaches browsers connected to either server.
 */

const enabled = Boolean(process.env.TEST_DATABASE_URL);
let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let publisher: Database;
let serverA: RunningServer;
let serverB: RunningServer;
let browser: Browser;

beforeAll(async () => {
  if (!enabled) return;
  created = await createPostgresDatabase();
  publisher = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
  await migrateDatabase(publisher);
  const env = { DATABASE_URL: created.url, KLUBBAN_SEED_DEMO: 'false' };
  // A serves the API and streams on its fast lane, B through Next's route handlers (decision 0008).
  [serverA, serverB] = await Promise.all([startServer(env), startServer({ ...env, KLUBBAN_FAST_LANE: '0' })]);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([serverA?.stop(), serverB?.stop()]);
  await publisher?.close();
  await created?.drop();
});

async function listen(page: Page, url: string) {
  // A page of the site: a JSON answer opened as a document may connect nowhere (its policy is default-src none).
  await page.goto(`${url}/glomt-losenord`);
  await page.evaluate((src) => {
    const w = window as unknown as { received: unknown[]; ready: boolean };
    w.received = [];
    w.ready = false;
    const source = new EventSource(src);
    source.onopen = () => (w.ready = true);
    source.addEventListener('bid', (event) =>
      w.received.push({ id: (event as MessageEvent).lastEventId, data: JSON.parse((event as MessageEvent).data) }),
    );
  }, `${url}/api/events?auction=5`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { ready: boolean }).ready)).toBe(true);
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: { id: string; data: unknown }[] }).received);

/** Reads a stream's body until `text` has arrived (or `timeoutMs` passed); returns what came. */
async function readUntil(response: Response, text: string, timeoutMs = 5000): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let got = '';
  const deadline = setTimeout(() => void reader.cancel(), timeoutMs);
  try {
    while (!got.includes(text)) {
      const { done, value } = await reader.read();
      if (done) break;
      got += decoder.decode(value, { stream: true });
    }
  } finally {
    clearTimeout(deadline);
    await reader.cancel().catch(() => undefined);
  }
  return got;
}

describe.runIf(enabled)('realtime across processes (PostgreSQL)', () => {
  // Runs first, while neither server has listened yet: its first LISTEN takes a connection and a
  // round trip. A stream must not look open before it is subscribed, or an event published the
  // moment it opens is lost (EventSource fires "open" on the headers alone).
  it('opens a stream only once it is subscribed, even the first one a server opens', async () => {
    for (const server of [serverA, serverB]) {
      const response = await fetch(`${server.url}/api/events?auction=4`);
      expect(response.status).toBe(200);
      const event = await publishEvent(publisher.db, 'auction:4', 'bid', { currentPrice: 1500 });
      expect(await readUntil(response, `id: ${event.id}\n`)).toContain(`id: ${event.id}\nevent: bid\ndata: {"currentPrice":1500}`);
    }
  });

  it('delivers an event published in another process to browsers on both app servers', async () => {
    const pageA = await browser.newPage();
    const pageB = await browser.newPage();
    await listen(pageA, serverA.url);
    await listen(pageB, serverB.url);
    const started = Date.now();
    const event = await publishEvent(publisher.db, 'auction:5', 'bid', { currentPrice: 1600, bidCount: 4 });
    await expect
      .poll(() => received(pageA), { timeout: 5000 })
      .toEqual([{ id: String(event.id), data: { currentPrice: 1600, bidCount: 4 } }]);
    await expect.poll(() => received(pageB), { timeout: 5000 }).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5000);
    await pageA.close();
    await pageB.close();
  });

  it('catches a reconnecting client up from its last event id', async () => {
    const first = await publishEvent(publisher.db, 'auction:5', 'bid', { currentPrice: 1700 });
    await publishEvent(publisher.db, 'auction:5', 'bid', { currentPrice: 1800 });
    await publishEvent(publisher.db, 'auction:6', 'bid', { currentPrice: 1 });
    const page = await browser.newPage();
    await page.goto(`${serverB.url}/glomt-losenord`);
    const data = await page.evaluate(
      (src) =>
        new Promise<unknown[]>((resolve) => {
          const got: unknown[] = [];
          const source = new EventSource(src);
          source.addEventListener('bid', (event) => {
            got.push(JSON.parse((event as MessageEvent).data));
            if (got.length === 1) setTimeout(() => (source.close(), resolve(got)), 300);
          });
        }),
      `${serverB.url}/api/events?auction=5&lastEventId=${first.id}`,
    );
    expect(data).toEqual([{ currentPrice: 1800 }]);
    await page.close();
  });

  it('a bid placed through server A reaches SSE clients of server B: the lot stream and the outbid bidder’s own channel', async () => {
    const rival = await createSignedInUser(publisher.db, { firstName: 'Rut' });
    const bidder = await createSignedInUser(publisher.db, { firstName: 'Ada' });
    const lot = await createLot(publisher.db, { startPrice: 1000 });
    const lotOnB = openSse(`${serverB.url}/api/events?auction=${lot.id}`);
    const rivalOnB = openSse(`${serverB.url}/api/events?user=me`, { headers: rival.auth });
    await Promise.all([lotOnB.ready, rivalOnB.ready]);
    const bidOnA = async (user: typeof rival, amount: number) => {
      const response = await fetch(`${serverA.url}/api/functions/connector`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...user.auth },
        body: JSON.stringify({ data: { action: 'BID_ON_AUCTION', auctionId: lot.id, amount } }),
      });
      expect(response.status).toBe(200);
      return (await response.json()).result;
    };
    try {
      await bidOnA(rival, 1500);
      const sent = Date.now();
      const answer = await bidOnA(bidder, 2000);
      expect(answer).toMatchObject({ youLead: true, auction: { currentPrice: 1600, bidCount: 2 } });
      const update = await lotOnB.waitFor((e) => e.type === 'auction.updated' && (e.data as { bidCount: number }).bidCount === 2);
      expect(update.data).toEqual({ ...answer.auction, version: expect.any(Number) });
      expect(Number(update.id)).toBeGreaterThan(0);
      expect(lotOnB.events.filter((e) => e.type === 'auction.updated').map((e) => (e.data as { bidCount: number }).bidCount)).toEqual([
        1, 2,
      ]);
      const lead = await rivalOnB.waitFor((e) => e.type === 'auction.lead' && (e.data as { youLead: boolean }).youLead === false);
      expect(lead.data).toEqual({ auctionId: lot.id, youLead: false });
      const notice = await rivalOnB.waitFor((e) => e.type === 'notification.created');
      expect(notice.data).toMatchObject({ hasUnread: true, notification: { type: 'auction.outbid' } });
      expect(update.receivedAt - sent).toBeLessThan(2000);
    } finally {
      lotOnB.close();
      rivalOnB.close();
    }
  });

  it('answers a request without a lot with INVALID_ARGUMENT', async () => {
    const response = await fetch(`${serverA.url}/api/events`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.status).toBe('INVALID_ARGUMENT');
  });
});
