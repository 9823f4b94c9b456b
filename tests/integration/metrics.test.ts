import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, runDueJobs } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { createMailer } from '@/platform/mailer';
import { metricsExposition, observeRequest } from '@/platform/metrics';
import { getRealtimeBus } from '@/platform/realtime-server';
import { recordJobRun } from '@/platform/scheduled-jobs';
import { setProcessSingleton } from '@/platform/singleton';
import { clearOuterServerHooks, registerOuterServerHooks } from '@/server/outer-hooks';
import { jobHandlers } from '@/server/jobs';
import { serveLane } from '@/server/lanes';
import { runScheduledJob } from '@/server/scheduled-work';
import { GET as metricsRoute } from '../../app/api/metrics/route';
import { observeAnswer } from '../../server/request-observer';
import { createLot, type TestUser } from '../setup/lots';
import { startSmtpServer, type SmtpTestServer } from '../setup/smtp';
import { openSse } from '../setup/sse';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The Prometheus metrics moved by the real code: bids through the callable API
 * on the fast lane, event streams, background and scheduled jobs, e-mails over a real SMTP server,
 * the database pool; HTTP requests counted by the observer `npm start`'s server wraps every request
 * in (server/request-observer.ts, here around the same lanes as server/serve.ts, with a stand-in
 * for Next); and `/api/metrics` itself, off without a token and closed without the right one. The
 * registry is process-wide, so every check reads the counters before and after.
 */

const t = fileDatabase();
const seller = t.signedInUser({ firstName: 'Saljare' });
const anna = t.signedInUser({ firstName: 'Anna' });
const bertil = t.signedInUser({ firstName: 'Bertil' });
let smtp: SmtpTestServer;
let rejecting: SmtpTestServer;
let server: http.Server;
let base: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  rejecting = await startSmtpServer({
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('Mottagaren finns inte'), { responseCode: 550 }));
    },
  });
  // As server/serve.ts: every request observed first, then the lanes; the rest stands in for Next
  // (`/langsam` never answers, as a page the client gives up on).
  await registerOuterServerHooks({
    lane: serveLane,
    errorStatus: (status) => status,
    observeRequest,
    followPageChanges: async () => {},
  });
  server = http.createServer((req, res) => {
    observeAnswer(req, res);
    if (serveLane(req, res)) return;
    if (req.url?.startsWith('/langsam')) return;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Klubban</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  clearOuterServerHooks();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await smtp?.close();
  await rejecting?.close();
  await (await getRealtimeBus()).close();
});

const db = () => t.database.db;

// ---- Reading the registry's text ----------------------------------------------------------------

type Labels = Record<string, string>;
interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

/** The samples of a Prometheus text exposition. */
function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Labels = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const sameLabels = (a: Labels, b: Labels) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);

/** A snapshot of every sample: `value(name, labels)` is the sample with exactly those labels, 0 if absent. */
async function readMetrics() {
  const { text } = await metricsExposition();
  const samples = parseExposition(text);
  return {
    text,
    samples,
    value: (name: string, labels: Labels = {}) => samples.find((s) => s.name === name && sameLabels(s.labels, labels))?.value ?? 0,
  };
}

type Reading = Awaited<ReturnType<typeof readMetrics>>;
/** How much each named sample moved between two readings. */
const moved = (before: Reading, after: Reading, name: string, labels: Labels = {}) =>
  after.value(name, labels) - before.value(name, labels);

async function callOnLane(data: Record<string, unknown>, user: TestUser) {
  const response = await fetch(`${base}/api/functions/connector`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.auth },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as { error?: { details?: { reason?: string } } } };
}

describe(`metrics on ${testEngine}`, () => {
  it('counts bids accepted and refused with their reason, and the calls on the callable lane by status', async () => {
    const lot = await createLot(db(), { startPrice: 1000, sellerId: seller.id });
    const before = await readMetrics();

    expect((await callOnLane({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 1500 }, anna)).status).toBe(200);
    const low = await callOnLane({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 500 }, bertil);
    expect([low.status, low.body.error?.details?.reason]).toEqual([400, 'BID_TOO_LOW']);
    const own = await callOnLane({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 5000 }, seller);
    expect([own.status, own.body.error?.details?.reason]).toEqual([403, 'OWN_ITEM']);
    expect((await callOnLane({ action: 'BID_ON_AUCTION', auctionId: 2_000_000_000, amount: 5000 }, bertil)).status).toBe(404);
    // Outbids Anna: her outbid e-mail is queued (sent by the job test below).
    expect((await callOnLane({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 2000 }, bertil)).status).toBe(200);

    // The observer reports when the answer's response closes, a moment after the client has it.
    await expect
      .poll(async () => moved(before, await readMetrics(), 'klubban_http_request_duration_seconds_count', { kind: 'callable' }))
      .toBe(5);
    const after = await readMetrics();
    expect(moved(before, after, 'klubban_bids_total', { outcome: 'accepted' })).toBe(2);
    expect(moved(before, after, 'klubban_bids_total', { outcome: 'refused', reason: 'BID_TOO_LOW' })).toBe(1);
    expect(moved(before, after, 'klubban_bids_total', { outcome: 'refused', reason: 'OWN_ITEM' })).toBe(1);
    expect(moved(before, after, 'klubban_bids_total', { outcome: 'refused', reason: 'NOT_FOUND' })).toBe(1);
    expect(moved(before, after, 'klubban_bids_total', { outcome: 'failed' })).toBe(0);
    const calls = (status: string) => moved(before, after, 'klubban_http_requests_total', { kind: 'callable', method: 'POST', status });
    expect([calls('200'), calls('400'), calls('403'), calls('404')]).toEqual([2, 1, 1, 1]);
    // Never a user, a lot or a path as a label.
    expect(after.text).not.toContain(anna.id);
    expect(after.text).not.toContain('/api/functions');
  });

  it('counts background jobs run, failed and unknown by name, and the e-mails they send', async () => {
    await enqueueJob(db(), [{ name: 'test.metrics-fails' }, { name: 'test.metrics-no-handler' }]);
    const before = await readMetrics();
    const handlers = {
      ...jobHandlers,
      'test.metrics-fails': async () => {
        throw new Error('avsiktligt fel');
      },
    };
    const result = await runDueJobs(db(), handlers, { workerId: 'metrics-test', logger: getLogger() });
    // Anna's outbid e-mail from the bids above, and the two that fail.
    expect(result).toEqual({ ran: 3, failed: 2 });
    const after = await readMetrics();
    expect(moved(before, after, 'klubban_job_runs_total', { job: 'email.send', outcome: 'ok' })).toBe(1);
    expect(moved(before, after, 'klubban_job_runs_total', { job: 'test.metrics-fails', outcome: 'failed' })).toBe(1);
    expect(moved(before, after, 'klubban_job_runs_total', { job: 'unknown', outcome: 'failed' })).toBe(1);
    expect(after.value('klubban_job_runs_total', { job: 'test.metrics-no-handler', outcome: 'failed' })).toBe(0);
    // No SMTP configured in the tests: the e-mail went to the outbox.
    expect(moved(before, after, 'klubban_emails_total', { outcome: 'outbox' })).toBe(1);
  });

  it('counts scheduled job runs by their name, ok or failed', async () => {
    const before = await readMetrics();
    await runScheduledJob(db(), 'open-auctions', { trigger: 'manual' });
    await expect(
      recordJobRun(db(), 'prune-events', async () => {
        throw new Error('avsiktligt fel');
      }),
    ).rejects.toThrow('avsiktligt fel');
    const after = await readMetrics();
    expect(moved(before, after, 'klubban_job_runs_total', { job: 'open-auctions', outcome: 'ok' })).toBe(1);
    expect(moved(before, after, 'klubban_job_runs_total', { job: 'prune-events', outcome: 'failed' })).toBe(1);
    expect(moved(before, after, 'klubban_job_runs_total', { job: 'prune-events', outcome: 'ok' })).toBe(0);
  });

  it('counts e-mails sent and failed over SMTP', async () => {
    const email = { template: 'TEST', to: 'astrid@example.se', subject: 'Hej', html: '<p>Hej</p>', text: 'Hej' };
    const before = await readMetrics();
    expect((await createMailer({ db: db(), smtpUrl: smtp.url, from: 'Klubban <no-reply@klubban.test>' }).send(email)).status).toBe('sent');
    expect((await createMailer({ db: db(), smtpUrl: rejecting.url, from: 'Klubban <no-reply@klubban.test>' }).send(email)).status).toBe(
      'failed',
    );
    const after = await readMetrics();
    expect(moved(before, after, 'klubban_emails_total', { outcome: 'sent' })).toBe(1);
    expect(moved(before, after, 'klubban_emails_total', { outcome: 'failed' })).toBe(1);
    expect(moved(before, after, 'klubban_emails_total', { outcome: 'outbox' })).toBe(0);
  });

  it('gauges open event streams (one per client, however many lots it follows) and counts them when they end', async () => {
    const [a, b] = [await createLot(db()), await createLot(db())];
    const before = await readMetrics();
    const one = openSse(`${base}/api/events?auction=${a.id}`);
    const both = openSse(`${base}/api/events?auctions=${a.id},${b.id}`);
    await Promise.all([one.ready, both.ready]);
    expect(moved(before, await readMetrics(), 'klubban_sse_clients')).toBe(2);
    one.close();
    both.close();
    await expect.poll(async () => moved(before, await readMetrics(), 'klubban_sse_clients')).toBe(0);
    await expect
      .poll(async () => moved(before, await readMetrics(), 'klubban_http_requests_total', { kind: 'events', method: 'GET', status: '200' }))
      .toBe(2);
    // A stream's length is how long a page stayed open, not a latency: not timed.
    expect(moved(before, await readMetrics(), 'klubban_http_request_duration_seconds_count', { kind: 'events' })).toBe(0);
  });

  it('counts and times the other requests by kind, and a request the client gave up on as 499', async () => {
    const before = await readMetrics();
    expect((await fetch(`${base}/auktioner?q=lampa`)).status).toBe(200);
    expect((await fetch(`${base}/media/items/1/a.jpg`, { method: 'HEAD' })).status).toBe(200);
    await new Promise<void>((resolve) => {
      const request = http.get(`${base}/langsam`);
      request.on('error', () => resolve());
      setTimeout(() => request.destroy(), 100);
    });
    await expect
      .poll(async () => moved(before, await readMetrics(), 'klubban_http_requests_total', { kind: 'page', method: 'GET', status: '499' }))
      .toBe(1);
    const after = await readMetrics();
    expect(moved(before, after, 'klubban_http_requests_total', { kind: 'page', method: 'GET', status: '200' })).toBe(1);
    expect(moved(before, after, 'klubban_http_requests_total', { kind: 'static', method: 'HEAD', status: '200' })).toBe(1);
    expect(moved(before, after, 'klubban_http_request_duration_seconds_count', { kind: 'page' })).toBe(2);
    expect(moved(before, after, 'klubban_http_request_duration_seconds_bucket', { kind: 'page', le: '+Inf' })).toBe(2);
    expect(after.text).not.toContain('lampa');
  });

  it('reports the PostgreSQL pool, and nothing for the embedded database', async () => {
    const { samples } = await readMetrics();
    const pool = samples.filter((s) => s.name === 'klubban_db_pool_connections');
    if (testEngine === 'pglite') {
      expect(pool).toEqual([]);
      return;
    }
    const state = (name: string) => pool.find((s) => s.labels.state === name)?.value;
    expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
    expect(state('total')).toBeGreaterThanOrEqual(1);
    expect(state('total')).toBeLessThanOrEqual(5);
    expect(state('idle')).toBeLessThanOrEqual(state('total')!);
    expect(state('waiting')).toBe(0);
  });

  it('includes the process metrics under the klubban_ prefix', async () => {
    const { text } = await readMetrics();
    expect(text).toContain('# TYPE klubban_process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE klubban_nodejs_heap_size_used_bytes gauge');
  });
});

describe('GET /api/metrics', () => {
  const TOKEN = 'prometheus-0123456789abcdef';
  const saved = process.env.KLUBBAN_METRICS_TOKEN;
  const useToken = (token: string | undefined) => {
    if (token === undefined) delete process.env.KLUBBAN_METRICS_TOKEN;
    else process.env.KLUBBAN_METRICS_TOKEN = token;
    setProcessSingleton('Env', undefined);
  };
  afterAll(() => useToken(saved));
  const scrape = (authorization?: string) =>
    metricsRoute(new Request('http://localhost:3000/api/metrics', { headers: authorization ? { authorization } : {} }));

  it('is not there (404) while no token is configured, even with a token', async () => {
    useToken(undefined);
    for (const response of [await scrape(), await scrape(`Bearer ${TOKEN}`)]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).not.toContain('klubban_');
    }
  });

  it('answers 401 with a Bearer challenge to a missing, wrong or other kind of credential', async () => {
    useToken(TOKEN);
    for (const authorization of [
      undefined,
      'Bearer fel-token-0123456789abcdef',
      `Bearer ${TOKEN}x`,
      `Basic ${btoa(`x:${TOKEN}`)}`,
      TOKEN,
    ]) {
      const response = await scrape(authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
      expect(text).not.toContain('klubban_');
    }
  });

  it('answers the registry as Prometheus text with the right token, never to be cached', async () => {
    useToken(TOKEN);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const name of [
      'klubban_http_requests_total',
      'klubban_http_request_duration_seconds',
      'klubban_bids_total',
      'klubban_sse_clients',
      'klubban_job_runs_total',
      'klubban_emails_total',
      'klubban_db_pool_connections',
    ]) {
      expect(text).toContain(`# HELP ${name} `);
    }
    expect(
      parseExposition(text).find((s) => s.name === 'klubban_bids_total' && s.labels.outcome === 'accepted')?.value,
    ).toBeGreaterThanOrEqual(2);
  });
});
