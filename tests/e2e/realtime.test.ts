import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { authAttempts } from '@/platform/tables';
import { migrateDatabase } from '@/db/migrate';
import { publishEvent } from '@/platform/realtime';
import { createLot, createSignedInUser } from '../setup/lots';
import { openSse } from '../setup/sse';
import { createPostgresDatabase } from '../setup/test-db';
import { freePort, launchChromium, startServer, type RunningServer } from './helpers';
import { startNginx, type RunningNginx } from './nginx';

/**
 * The realtime bus across processes: two app servers on one PostgreSQL database; an event
 * published by a third process (this test) reaches browsers connected to either server. The same
 * two servers also stand behind nginx with docs/deployment.md's configuration (deploy/nginx).
 */

const enabled = Boolean(process.env.TEST_DATABASE_URL);
let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let publisher: Database;
let serverA: RunningServer;
let serverB: RunningServer;
let browser: Browser;
let nginx: RunningNginx;
let nginxPrefix: string;

beforeAll(async () => {
  if (!enabled) return;
  created = await createPostgresDatabase();
  publisher = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
  await migrateDatabase(publisher);
  // Behind nginx on this machine, as docs/deployment.md sets the instances up: its X-Forwarded-For is believed.
  const env = { DATABASE_URL: created.url, KLUBBAN_SEED_DEMO: 'false', KLUBBAN_TRUSTED_PROXIES: '127.0.0.1, ::1' };
  // A serves the API and streams on its fast lane, B through Next's route handlers (decision 0008).
  // B is also the deployment guide's second instance: the scheduler runs only in A.
  [serverA, serverB] = await Promise.all([startServer(env), startServer({ ...env, KLUBBAN_FAST_LANE: '0', KLUBBAN_SCHEDULER: 'false' })]);
  browser = await launchChromium();
  nginxPrefix = mkdtempSync(path.join(os.tmpdir(), 'klubban-nginx-'));
  nginx = await startNginx({ prefix: nginxPrefix, listenPort: await freePort(), upstreamPorts: [serverA.port, serverB.port] });
});

afterAll(async () => {
  await nginx?.stop();
  if (nginxPrefix) rmSync(nginxPrefix, { recursive: true, force: true });
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

/** The Vary Next sends with every page and RSC payload (the stand-in below copies it; checked against the real servers). */
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

interface RawAnswer {
  status: number;
  type: string;
  encoding: string;
  cacheStatus: string;
  body: string;
}

/** A GET with exactly these headers (fetch would add Accept-Encoding and undo the compression). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? ''),
            encoding: String(response.headers['content-encoding'] ?? ''),
            cacheStatus: String(response.headers['x-cache-status'] ?? ''),
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe.runIf(enabled)('behind nginx, configured as docs/deployment.md says (deploy/nginx/klubban.conf)', () => {
  it('serves a page from the instances, and caches it only when the app says a shared cache may', async () => {
    const first = await rawGet(`${nginx.url}/glomt-losenord`);
    const second = await rawGet(`${nginx.url}/glomt-losenord`);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.body).toContain('<html lang="sv"');
    }
    const response = await fetch(`${nginx.url}/glomt-losenord`);
    expect(response.headers.get('vary')).toBe(NEXT_VARY);
    const shareable = /public/.test(response.headers.get('cache-control') ?? '') && !response.headers.has('set-cookie');
    expect(first.cacheStatus).toBe('MISS');
    expect(second.cacheStatus).toBe(shareable ? 'HIT' : 'MISS');
  });

  it('streams the event of a bid on the second instance through nginx within a second', async () => {
    const bidder = await createSignedInUser(publisher.db, { firstName: 'Nils' });
    const lot = await createLot(publisher.db, { startPrice: 1000 });
    const stream = openSse(`${nginx.url}/api/events?auction=${lot.id}`);
    await stream.ready;
    try {
      const response = await fetch(`${serverB.url}/api/functions/connector`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bidder.auth },
        body: JSON.stringify({ data: { action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 1200 } }),
      });
      expect(response.status).toBe(200);
      const answered = Date.now();
      const update = await stream.waitFor((e) => e.type === 'auction.updated' && (e.data as { bidCount: number }).bidCount === 1);
      expect(update.receivedAt - answered).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });

  it('counts a visitor by the address nginx saw, never by an X-Forwarded-For the client sent', async () => {
    const lookup = (url: string, forwardedFor: string) =>
      fetch(`${url}/api/account/sign-in-methods`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, 'x-real-ip': forwardedFor },
        body: JSON.stringify({ data: { email: 'ingen.alls@example.se' } }),
      });
    // Straight to an instance from a trusted proxy's address the header is believed (that is why
    // the instances listen on the loopback address alone, docs/deployment.md) …
    expect((await lookup(serverA.url, '198.51.100.9')).status).toBe(200);
    // … through nginx, a forged one is replaced by the address nginx saw.
    expect((await lookup(nginx.url, '203.0.113.7, 198.51.100.1')).status).toBe(200);
    const keys = (await publisher.db.select({ key: authAttempts.key }).from(authAttempts)).map((row) => row.key);
    expect(keys).toContain('lookup:ip:198.51.100.9');
    expect(keys).toContain('lookup:ip:127.0.0.1');
    expect(keys.filter((key) => key.includes('203.0.113'))).toEqual([]);
  });

  it('keeps variants apart by the app’s Vary: an RSC payload never answers an HTML request, gzip never a plain one', async () => {
    // An instance as Next answers once a page is public (s-maxage with
    // stale-while-revalidate), behind the same configuration: the real pages here still say private.
    let upstreamRequests = 0;
    const standIn = http.createServer((request, response) => {
      upstreamRequests++;
      const rsc = request.headers.rsc === '1';
      const body = rsc
        ? request.headers['next-router-prefetch'] === '1'
          ? 'PREFETCH-PAYLOAD'
          : 'RSC-PAYLOAD'
        : '<!doctype html><p>HTML</p>';
      const headers: Record<string, string> = {
        vary: NEXT_VARY,
        'content-type': rsc ? 'text/x-component' : 'text/html; charset=utf-8',
        'cache-control':
          request.url === '/privat'
            ? 'private, no-cache, no-store, max-age=0, must-revalidate'
            : 'public, s-maxage=60, stale-while-revalidate=60',
      };
      if (request.url === '/kaka') headers['set-cookie'] = 'session=x; Path=/; HttpOnly';
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      if (gzip) headers['content-encoding'] = 'gzip';
      response.writeHead(200, headers).end(gzip ? gzipSync(body) : body);
    });
    const standInPort = await freePort();
    await new Promise<void>((resolve) => standIn.listen(standInPort, '127.0.0.1', resolve));
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'klubban-nginx-vary-'));
    const cached = await startNginx({ prefix, listenPort: await freePort(), upstreamPorts: [standInPort] });
    try {
      const page = `${cached.url}/auktioner/vas`;
      expect(await rawGet(page)).toMatchObject({ body: '<!doctype html><p>HTML</p>', cacheStatus: 'MISS' });
      expect(await rawGet(page)).toMatchObject({ body: '<!doctype html><p>HTML</p>', cacheStatus: 'HIT' });
      expect(await rawGet(page, { rsc: '1' })).toMatchObject({ type: 'text/x-component', body: 'RSC-PAYLOAD', cacheStatus: 'MISS' });
      expect(await rawGet(page, { rsc: '1' })).toMatchObject({ body: 'RSC-PAYLOAD', cacheStatus: 'HIT' });
      expect(await rawGet(page)).toMatchObject({
        type: 'text/html; charset=utf-8',
        body: '<!doctype html><p>HTML</p>',
        cacheStatus: 'HIT',
      });
      // A header in the Vary but not in the cache key: nginx itself tells the variants apart.
      expect(await rawGet(page, { rsc: '1', 'next-router-prefetch': '1' })).toMatchObject({
        body: 'PREFETCH-PAYLOAD',
        cacheStatus: 'MISS',
      });
      expect((await rawGet(page, { rsc: '1' })).body).toBe('RSC-PAYLOAD');
      expect((await rawGet(page, { rsc: '1', 'next-router-prefetch': '1' })).body).toBe('PREFETCH-PAYLOAD');
      // Compressed for a client that asked, plain for one that did not.
      const gzipped = await rawGet(page, { 'accept-encoding': 'gzip' });
      expect(gzipped.encoding).toBe('gzip');
      expect((await rawGet(page, { 'accept-encoding': 'gzip' })).encoding).toBe('gzip');
      expect(await rawGet(page)).toMatchObject({ encoding: '', body: '<!doctype html><p>HTML</p>' });
      // Never kept: a private answer, and any answer that sets a cookie.
      for (const kept of ['/privat', '/kaka']) {
        const before = upstreamRequests;
        expect((await rawGet(`${cached.url}${kept}`)).cacheStatus).toBe('MISS');
        expect((await rawGet(`${cached.url}${kept}`)).cacheStatus).toBe('MISS');
        expect(upstreamRequests - before).toBe(2);
      }
    } finally {
      await cached.stop();
      await new Promise((resolve) => standIn.close(resolve));
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
