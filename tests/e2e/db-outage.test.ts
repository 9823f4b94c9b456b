import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import { queryRows } from '@/db/rows';
import { auctionTopic } from '@/modules/auctions';
import { createLot, createSignedInUser, eventsOn, lotRow, replayed, storedBids, type TestUser } from '../setup/lots';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from '../setup/private-postgres';
import { openSse, type SseClient } from '../setup/sse';
import { launchChromium, signedInContext, startServer, type RunningServer } from './helpers';

/**
 * PostgreSQL stops for 10 s under light load: a few clients bid, read through the
 * callable API, fetch pages and the health check, with event streams open, when the database
 * server is stopped (`pg_ctl stop -m immediate`, a crash-like stop) and started again 10 s later
 * on the same port. Meanwhile every call is answered 503 UNAVAILABLE with the Swedish message,
 * every page is a 503 with the Swedish error page (seen in Chromium), the health check says 503;
 * never a 500. After: the app is back by itself within seconds (no restart), the open event
 * streams go on and carry the next bid, the scheduler ends a lot whose time ran out during the
 * outage, and every bid is stored exactly when its bidder was told so (one in flight when the
 * database stopped was either stored whole or answered an error), with the lot as the engine's
 * replay of its bids and one event per bid.
 *
 * The database is a private PostgreSQL of this test's own (tests/setup/private-postgres.ts), never
 * the shared server the other tests use. Skipped where PostgreSQL's server programs are missing
 * (in CI, where .ci/run installs PostgreSQL, it always runs).
 */

const unavailable = privatePostgresUnavailable();
if (unavailable && process.env.CI) throw new Error(`the outage test must run in CI: ${unavailable}`);

const OUTAGE_MS = 10_000;
const UNAVAILABLE_BODY = { error: { status: 'UNAVAILABLE', message: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.' } };
const ADMIN = { email: 'admin.avbrott@example.se', password: 'Avbrott-i-databasen-2026' };
const ERROR_HEADING = 'Något gick fel';

let postgres: PrivatePostgres;
let server: RunningServer;
let writer: Database;
let browser: Browser;
let dataDir: string;
let bidders: TestUser[];
let lot: Awaited<ReturnType<typeof createLot>>;

beforeAll(async () => {
  if (unavailable) return;
  postgres = await startPrivatePostgres();
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE klubban_outage');
  await admin.end();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'klubban-e2e-outage-'));
  const url = postgres.url('klubban_outage');
  [server, browser] = await Promise.all([
    startServer({
      DATABASE_URL: url,
      KLUBBAN_DATA_DIR: dataDir,
      KLUBBAN_SEED_DEMO: 'false',
      KLUBBAN_ADMIN_EMAIL: ADMIN.email,
      KLUBBAN_ADMIN_PASSWORD: ADMIN.password,
    }),
    launchChromium(),
  ]);
  writer = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  lot = await createLot(writer.db, { title: 'Stolen som klarade avbrottet', startPrice: 1000 });
  bidders = [];
  for (let i = 0; i < 3; i++) bidders.push(await createSignedInUser(writer.db, { firstName: `Avbrott${i}` }));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await writer?.close();
  await postgres?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  kind: 'bid' | 'read' | 'json' | 'page' | 'list' | 'health';
  startedAt: number;
  endedAt: number;
  status: number;
  body: string;
  bidder?: string;
  amount?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ask(kind: Answer['kind'], url: string, init: RequestInit = {}, extra: Partial<Answer> = {}): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    return { kind, startedAt, endedAt: Date.now(), status: response.status, body: await response.text(), ...extra };
  } catch (error) {
    // No answer at all (the server gone, a reset): status 0, which the test refuses.
    return { kind, startedAt, endedAt: Date.now(), status: 0, body: String(error), ...extra };
  }
}

function call(bidder: TestUser, data: Record<string, unknown>, kind: Answer['kind'], extra: Partial<Answer> = {}) {
  return ask(
    kind,
    `${server.url}/api/functions/connector`,
    { method: 'POST', headers: { 'content-type': 'application/json', ...bidder.auth }, body: JSON.stringify({ data }) },
    extra,
  );
}

const lotPath = () => `/auktioner/${lot.id}-${lot.slug}`;

/** One bid at `amount`; the lowest next bid it learned (from the answer), or null. */
async function bid(bidder: TestUser, amount: number, answers: Answer[]): Promise<number | null> {
  const answer = await call(bidder, { action: 'BID_ON_AUCTION', auctionId: lot.id, amount }, 'bid', { bidder: bidder.id, amount });
  answers.push(answer);
  try {
    const body = JSON.parse(answer.body) as {
      result?: { auction: { nextMinimumBid: number } };
      error?: { details?: { minimumBid?: number } };
    };
    return body.result?.auction.nextMinimumBid ?? body.error?.details?.minimumBid ?? null;
  } catch {
    return null;
  }
}

/** A light load until `stop.done`: each client bids, reads through the API, and fetches pages and the health check. */
async function loadClient(bidder: TestUser, answers: Answer[], stop: { done: boolean }, shared: { minimum: number }) {
  while (!stop.done) {
    const learned = await bid(bidder, shared.minimum + Math.floor(Math.random() * 3) * 100, answers);
    if (learned) shared.minimum = Math.max(shared.minimum, learned);
    answers.push(await call(bidder, { action: 'LIST_MY_ORDERS' }, 'read'));
    answers.push(await ask('json', `${server.url}/api/auctions/${lot.id}`, { headers: bidder.auth }));
    answers.push(await ask('page', `${server.url}${lotPath()}`));
    answers.push(await ask('list', `${server.url}/auktioner`));
    answers.push(await ask('health', `${server.url}/api/health`));
    await sleep(100);
  }
}

/** A page in Chromium with raw EventSources on the lot's stream, recording each event and each open. */
async function watchStream(page: Page, name: string) {
  await page.evaluate(
    ({ src, name }) => {
      const w = window as unknown as { streams?: Record<string, { opens: number; errors: number; counts: number[] }> };
      w.streams ??= {};
      const record = (w.streams[name] = { opens: 0, errors: 0, counts: [] as number[] });
      const source = new EventSource(src);
      source.onopen = () => record.opens++;
      source.onerror = () => record.errors++;
      source.addEventListener('auction.updated', (event) =>
        record.counts.push((JSON.parse((event as MessageEvent).data) as { bidCount: number }).bidCount),
      );
    },
    { src: `${server.url}/api/events?auction=${lot.id}`, name },
  );
}

const streamRecord = (page: Page, name: string) =>
  page.evaluate(
    (name) => (window as unknown as { streams: Record<string, { opens: number; errors: number; counts: number[] }> }).streams[name]!,
    name,
  );

/** A page during the outage in Chromium: its status, and whether the Swedish error page is what shows. */
async function pageDuringOutage(context: BrowserContext, pathname: string) {
  const page = await context.newPage();
  try {
    const response = await page.goto(`${server.url}${pathname}`, { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { name: ERROR_HEADING });
    await heading.waitFor({ state: 'visible', timeout: 5000 });
    const text = await page.locator('body').innerText();
    return { pathname, status: response?.status() ?? 0, visible: await heading.isVisible(), text };
  } finally {
    await page.close();
  }
}

describe.runIf(!unavailable)('a 10 s PostgreSQL outage under load', () => {
  it('answers UNAVAILABLE and the Swedish error page meanwhile, never a 500, and recovers by itself', { timeout: 120_000 }, async () => {
    // Before: a bid, seen on an open stream (Node) and on the lot's page in Chromium.
    const answers: Answer[] = [];
    const sse: SseClient = openSse(`${server.url}/api/events?auction=${lot.id}`);
    await sse.ready;
    const lotPage = await browser.newPage();
    await lotPage.goto(`${server.url}${lotPath()}`);
    await lotPage.getByTestId('bid-count').waitFor();
    const probe = await browser.newPage();
    // A page of the site: a JSON answer opened as a document may connect nowhere (its policy is default-src none).
    await probe.goto(`${server.url}/glomt-losenord`);
    await watchStream(probe, 'before');
    await expect.poll(async () => (await streamRecord(probe, 'before')).opens).toBe(1);
    const { context: signedIn } = await signedInContext(browser, server.url, ADMIN, 1280);

    const shared = { minimum: (await bid(bidders[0]!, 1000, answers)) ?? 1100 };
    expect(answers[0]!.status).toBe(200);
    await sse.waitFor((event) => event.type === 'auction.updated');

    // Load, then the stop.
    const stop = { done: false };
    const load = bidders.map((bidder) => loadClient(bidder, answers, stop, shared));
    const health: { at: number; status: number }[] = [];
    const healthPoll = (async () => {
      while (!stop.done) {
        const answer = await ask('health', `${server.url}/api/health`);
        health.push({ at: answer.endedAt, status: answer.status });
        await sleep(100);
      }
    })();
    await sleep(1500);
    // A lot whose time runs out during the outage: the scheduler must end it once the database is back.
    const ending = await createLot(writer.db, { title: 'Slutar under avbrottet', endsAt: new Date(Date.now() + 4000) });
    // Bids in flight when the database stops: the lot's row held by another transaction, so the
    // clients' next bids wait on it inside their own transactions.
    const holder = new pg.Client({ connectionString: postgres.url('klubban_outage') });
    holder.on('error', () => {}); // the stop ends it
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM auctions WHERE id = $1 FOR UPDATE', [lot.id]);
    await expect
      .poll(async () => {
        const [row] = await queryRows<{ n: number }>(
          writer.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return row?.n ?? 0;
      })
      .toBeGreaterThan(0);
    const stoppedAt = Date.now();
    await postgres.stop('immediate');
    const downAt = Date.now();
    await holder.end().catch(() => undefined);

    // During: pages in Chromium (anonymous, and a signed-in account page).
    const pages = [];
    await sleep(1000);
    // Pages that must be rendered now, with no fresh copy to hand out: not /auktioner itself (the
    // load keeps re-rendering it, and meanwhile the page cache hands out its last copy), nor the
    // lot page's own address (kept until its lot changes): the lot page under an address of its own.
    for (const pathname of [`${lotPath()}?under=outage`, '/auktioner?q=stol', '/', '/user'])
      pages.push(await pageDuringOutage(signedIn, pathname));
    // A stream opened during the outage (a page's EventSource reconnecting).
    await watchStream(probe, 'during');

    await sleep(Math.max(0, stoppedAt + OUTAGE_MS - Date.now()));
    const startingAt = Date.now();
    await postgres.start();
    const upAt = Date.now();

    // After: health, a read, a page and the public JSON, each OK, polled with a deadline.
    let recoveredAt = 0;
    for (const deadline = upAt + 15_000; Date.now() < deadline; await sleep(100)) {
      const round = await Promise.all([
        ask('health', `${server.url}/api/health`),
        call(bidders[0]!, { action: 'LIST_MY_ORDERS' }, 'read'),
        ask('page', `${server.url}${lotPath()}`),
        ask('json', `${server.url}/api/auctions/${lot.id}`),
      ]);
      answers.push(...round.slice(1));
      if (round.every((answer) => answer.status === 200)) {
        recoveredAt = Math.max(...round.map((answer) => answer.endedAt));
        break;
      }
    }
    expect(recoveredAt, 'the app did not recover within 15 s of the database returning').toBeGreaterThan(0);
    await sleep(1000);
    stop.done = true;
    await Promise.all([...load, healthPoll]);

    // A bid after: on the stream that stayed open through the outage, in Chromium's streams and on the lot's page.
    const view = (await (await fetch(`${server.url}/api/auctions/${lot.id}`)).json()) as { nextMinimumBid: number };
    const amount = view.nextMinimumBid + 1000;
    const last = await call(bidders[1]!, { action: 'BID_ON_AUCTION', auctionId: lot.id, amount }, 'bid', {
      bidder: bidders[1]!.id,
      amount,
    });
    answers.push(last);
    expect(last.status, last.body).toBe(200);
    const lastCount = (JSON.parse(last.body) as { result: { auction: { bidCount: number } } }).result.auction.bidCount;
    const seen = await sse.waitFor((event) => (event.data as { bidCount?: number }).bidCount === lastCount, 10_000);
    const streamLatency = Math.round(seen.receivedAt - last.endedAt);
    for (const name of ['before', 'during']) {
      await expect.poll(async () => (await streamRecord(probe, name)).counts, { timeout: 10_000 }).toContain(lastCount);
    }
    await expect.poll(() => lotPage.getByTestId('bid-count').innerText(), { timeout: 10_000 }).toBe(`${lastCount} bud`);

    // Figures.
    const inOutage = (answer: Answer) => answer.startedAt > downAt && answer.endedAt < startingAt;
    const duringOutage = answers.filter(inOutage);
    const unavailableCalls = duringOutage.filter((answer) => (answer.kind === 'bid' || answer.kind === 'read') && answer.status === 503);
    const serverErrors = answers.filter((answer) => answer.status >= 500 && answer.status !== 503);
    const firstStreamEventAfter = sse.events.find((event) => event.receivedAt > upAt);
    const inFlight = answers.filter((answer) => answer.kind === 'bid' && answer.startedAt < stoppedAt && answer.endedAt > downAt);
    const streamOpens = await streamRecord(probe, 'before');
    const report = {
      stopMs: downAt - stoppedAt,
      outageMs: upAt - stoppedAt,
      recoveredMsAfterDatabaseReturned: recoveredAt - upAt,
      healthyAgainMs: (health.find((h) => h.at > upAt && h.status === 200)?.at ?? NaN) - upAt,
      unhealthyAfterStopMs: (health.find((h) => h.at > downAt && h.status === 503)?.at ?? NaN) - downAt,
      answers: answers.length,
      answersDuringOutage: duringOutage.length,
      unavailableCallsDuringOutage: unavailableCalls.length,
      bidsInFlightAtStop: inFlight.map((answer) => answer.status),
      serverErrors: serverErrors.length,
      noAnswer: answers.filter((answer) => answer.status === 0).length,
      pagesDuringOutage: pages.map((page) => `${page.pathname} ${page.status}`),
      firstStreamEventAfterReturnMs: firstStreamEventAfter ? Math.round(firstStreamEventAfter.receivedAt - upAt) : null,
      bidToStreamMs: streamLatency,
      browserStreamOpens: streamOpens.opens,
      browserStreamErrors: streamOpens.errors,
    };
    console.log(`[db outage] ${JSON.stringify(report)}`);

    // Never a 500, never no answer.
    expect(serverErrors.map((answer) => `${answer.kind} ${answer.status} ${answer.body.slice(0, 200)}`)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 0).map((answer) => `${answer.kind}: ${answer.body}`)).toEqual([]);

    // During: every call UNAVAILABLE in Swedish (exactly that body: no stack, no driver message),
    // every page and JSON read a 503, the health check 503.
    expect(unavailableCalls.length).toBeGreaterThan(0);
    for (const answer of duringOutage) {
      if (answer.kind === 'bid' || answer.kind === 'read' || answer.kind === 'json') {
        expect({ kind: answer.kind, status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
          kind: answer.kind,
          status: 503,
          body: UNAVAILABLE_BODY,
        });
      } else if (answer.kind === 'health') {
        expect(answer.status).toBe(503);
      } else {
        // A page: 503 with Next's error document, which draws app/error.tsx's Swedish page in the
        // browser (checked in Chromium below), naming no cause — or, for the list and the lot page,
        // the page cache's last copy (a lot page's until a minute has passed).
        if (answer.status === 200 && (answer.kind === 'list' || answer.kind === 'page')) continue;
        expect(answer.status, `${answer.kind} during the outage`).toBe(503);
        expect(answer.body).toContain('id="__next_error__"');
        expect(answer.body).not.toMatch(/ECONNREFUSED|Connection terminated|Failed query|5432|\bat .*\.js:\d+/);
      }
    }
    expect(health.some((h) => h.at > downAt && h.at < startingAt && h.status === 503)).toBe(true);
    // The browser's stream stayed open through it all (the server keeps streams while the database is away).
    expect(streamOpens).toMatchObject({ opens: 1, errors: 0 });
    for (const page of pages) {
      expect(page.visible, `${page.pathname}: the Swedish error page`).toBe(true);
      expect(page.status, `${page.pathname}'s status`).toBe(503);
      expect(page.text).toContain('Försök igen om en stund');
      expect(page.text).not.toMatch(/\bat .*\.(js|ts):\d+|Error:|Application error/);
    }

    // After: back within seconds, the health check too.
    expect(recoveredAt - upAt).toBeLessThan(5000);
    expect(health.at(-1)?.status).toBe(200);

    // The scheduler did not die: the lot whose time ran out during the outage is ended.
    await expect.poll(async () => (await lotRow(writer.db, ending.id)).status, { timeout: 10_000 }).toBe('ended');
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toMatch(/scheduler tick failed|scheduled job failed/);
    // The outage told by its turns in the log, not per probe or per tick: "unreachable" and
    // "reachable again" alternate, first and last. A connection that got through while the server
    // was still stopping is a real turn (seen on a loaded machine) and may add one more pair; a line
    // per probe would be twenty.
    const turns = server.output().match(/"msg":"database (unreachable|reachable again)"/g) ?? [];
    expect(turns.length % 2, turns.join(', ')).toBe(0);
    expect(turns.length, turns.join(', ')).toBeGreaterThanOrEqual(2);
    expect(turns.length, turns.join(', ')).toBeLessThanOrEqual(4);
    turns.forEach((turn, index) => expect(turn).toContain(index % 2 === 0 ? 'unreachable' : 'reachable again'));
    // Every failure was someone's to handle: no error event or rejection left for the process to catch.
    expect(server.output()).not.toMatch(/^(unhandledRejection|uncaughtException|Error: |AggregateError)/m);

    // The bids waiting on the lot when the database stopped: cut off, and told so.
    expect(inFlight.length).toBeGreaterThan(0);
    for (const answer of inFlight)
      expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({ status: 503, body: UNAVAILABLE_BODY });

    // Nothing half-written: every bid stored exactly when its bidder was told so; a bid the outage
    // cut off is stored whole (and then answered 503) or not at all.
    const bids = answers.filter((answer) => answer.kind === 'bid');
    const stored = await storedBids(writer.db, lot.id);
    const acknowledged = bids.filter((answer) => answer.status === 200);
    const unmatched = [...stored];
    for (const answer of acknowledged) {
      const count = (JSON.parse(answer.body) as { result: { auction: { bidCount: number } } }).result.auction.bidCount;
      const storedBid = stored[count - 1];
      expect(storedBid && { bidder: storedBid.bidderId, amount: storedBid.maxAmount }, `acknowledged bid #${count}`).toEqual({
        bidder: answer.bidder,
        amount: answer.amount,
      });
      unmatched.splice(unmatched.indexOf(storedBid!), 1);
    }
    for (const storedBid of unmatched) {
      const cutOff = bids.some(
        (answer) => answer.status === 503 && answer.bidder === storedBid.bidderId && answer.amount === storedBid.maxAmount,
      );
      expect(cutOff, `stored bid ${storedBid.id} was answered neither OK nor UNAVAILABLE`).toBe(true);
    }
    expect(stored.every((storedBid) => storedBid.status === 'accepted')).toBe(true);
    const { row, state } = await replayed(writer.db, lot.id);
    expect({ price: row.currentPrice, leader: row.leaderId, count: row.bidCount, endsAt: row.endsAt.toISOString() }).toEqual({
      price: state.currentPrice,
      leader: state.leaderId,
      count: state.bidCount,
      endsAt: state.endsAt.toISOString(),
    });
    expect(row.bidCount).toBe(stored.length);
    const updates = await eventsOn(writer.db, auctionTopic(lot.id), 'auction.updated');
    expect(updates.map((event) => (event.payload as { bidCount: number }).bidCount)).toEqual(stored.map((_, i) => i + 1));
    // The stream open through it all carried every bid's event, once each, none lost in the outage.
    const onStream = sse.events
      .filter((event) => event.type === 'auction.updated')
      .map((event) => (event.data as { bidCount: number }).bidCount);
    expect(onStream).toEqual(stored.map((_, i) => i + 1));

    sse.close();
    await lotPage.close();
    await probe.close();
    await signedIn.close();
  });
});
