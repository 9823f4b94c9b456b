import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInput } from '@/modules/accounts/server';
import { signTestWebhook, TEST_SIGNATURE_HEADER } from '@/modules/payments/server';
import { setUploadStoresForTesting } from '@/modules/uploads/server';
import { setProcessSingleton } from '@/platform/singleton';
import { createLocalStorage } from '@/platform/storage';
import { getRealtimeBus } from '@/platform/realtime-server';
import { GET as auctionRoute } from '../../app/api/auctions/[id]/route';
import { GET as auctionsRoute } from '../../app/api/auctions/route';
import { GET as eventsRoute } from '../../app/api/events/route';
import { GET as jsonFeedRoute } from '../../app/api/feed/lots.json/route';
import { GET as xmlFeedRoute } from '../../app/api/feed/lots.xml/route';
import { GET as functionsGetRoute } from '../../app/api/functions/[name]/route';
import { GET as metricsRoute } from '../../app/api/metrics/route';
import { POST as testCheckoutRoute } from '../../app/api/payments/test/checkout/route';
import { POST as testOnboardingRoute } from '../../app/api/payments/test/onboarding/route';
import { POST as webhookRoute } from '../../app/api/payments/webhook/[provider]/route';
import { GET as ingestGet, POST as ingestPost } from '../../app/ingest/[...path]/route';
import { GET as mediaRoute } from '../../app/media/[...key]/route';
import { GET as documentRoute } from '../../app/dokument/[file]/route';
import { appFetch, BASE } from '../setup/app-fetch';
import {
  answerProblem,
  HOSTILE_EMAILS,
  hostileString,
  hostileValue,
  HTML_INJECTION,
  HUGE_STRING,
  objectFor,
  SQL_INJECTION,
  toJson,
  UNICODE_TRICKS,
} from '../setup/fuzz';
import { createLot, createSignedInUser, type TestUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';
import { uploadsFetch } from '../setup/tus';

/**
 * Hostile input to every endpoint outside the callable protocol: the account
 * forms (sign-up, the e-mail step), Better Auth's routes, the public JSON (lots, one lot, the feeds),
 * the event stream, metrics, the test provider's two HTML forms, the payment webhook, tus uploads
 * and their private variants, /media and the analytics relay — bodies, query strings, paths and
 * headers. Never a 5xx; a JSON refusal is `{error: {status, message}}` as in the callable protocol
 * (Better Auth's own routes answer `{code, message}`), a plain-text one says what was wrong.
 *
 * The one 5xx that is right: the webhook answers 503 when an event whose signature checks out
 * cannot be applied, so the provider delivers it again (a hostile sender cannot sign).
 */

const SEED = Number(process.env.KLUBBAN_FUZZ_SEED ?? 20_261_128);
const RUNS = Number(process.env.KLUBBAN_FUZZ_ENDPOINT_RUNS ?? 12);

const t = fileDatabase();
let root: string;
let user: TestUser;
let admin: TestUser;
/** Signed in for the /api/auth fuzz, which may sign them out. */
let authUser: TestUser;
let lotId: number;
let cases = 0;
const covered = new Set<string>();

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'klubban-fuzz-'));
  setUploadStoresForTesting({
    datastore: new FileStore({ directory: path.join(root, 'tus') }),
    storage: createLocalStorage(path.join(root, 'files')),
  });
  user = await createSignedInUser(t.database.db, { firstName: 'Vanlig' });
  admin = await createSignedInUser(t.database.db, { firstName: 'Chef', admin: true });
  authUser = await createSignedInUser(t.database.db, { firstName: 'Utloggad' });
  lotId = (await createLot(t.database.db)).id;
}, 120_000);

afterAll(async () => {
  console.log(`fuzz-endpoints on ${testEngine}: ${covered.size} endpoints, ${cases} hostile requests`);
  setUploadStoresForTesting(undefined);
  await (await getRealtimeBus()).close();
  rmSync(root, { recursive: true, force: true });
});

/** A JSON endpoint's answer: never a 5xx; a refusal in the protocol's shape (or Better Auth's `{code, message}`). */
async function jsonProblem(endpoint: string, response: Response, options: { betterAuth?: boolean } = {}): Promise<string | null> {
  cases++;
  covered.add(endpoint);
  const text = await response.text();
  if (response.status >= 500) return `${endpoint}: answered ${response.status}: ${text.slice(0, 300)}`;
  if (response.status < 400) return null;
  if (options.betterAuth) {
    if (!text) return null;
    const body = JSON.parse(text) as { code?: unknown; message?: unknown; error?: unknown };
    if (body.error) return answerProblem(response.status, text) && `${endpoint}: ${answerProblem(response.status, text)}`;
    return typeof body.message === 'string' && body.message.length > 0
      ? null
      : `${endpoint}: refusal without a message: ${text.slice(0, 200)}`;
  }
  // 405 (a method the endpoint does not take) carries INVALID_ARGUMENT's body: checked as that.
  const problem = answerProblem(response.status === 405 ? 400 : response.status, text);
  return problem && `${endpoint}: ${problem}`;
}

/** A plain-text or redirect endpoint's answer: never a 5xx; a refusal says something (no stack, no English exception). */
async function textProblem(endpoint: string, response: Response): Promise<string | null> {
  cases++;
  covered.add(endpoint);
  const text = await response.text().catch(() => '');
  if (response.status >= 500) return `${endpoint}: answered ${response.status}: ${text.slice(0, 300)}`;
  if (response.status >= 400 && response.status !== 405 && response.status !== 404 && text.trim().length === 0) {
    return `${endpoint}: ${response.status} with an empty body`;
  }
  if (/\bat [\w.<>]+ \(|TypeError|RangeError|SyntaxError/.test(text))
    return `${endpoint}: a stack or exception in the answer: ${text.slice(0, 200)}`;
  return null;
}

const run = <T>(arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, runs = RUNS) =>
  fc.assert(fc.asyncProperty(arbitrary, predicate), { seed: SEED, numRuns: runs, endOnFailure: true });

const expectNone = (problem: string | null) => expect(problem).toBeNull();

/** Lone surrogates as U+FFFD, as a browser encodes them (URLSearchParams and headers cannot carry them). */
const wellFormed = (value: string) => value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A query value: hostile text, or a number out of any range. */
const queryValue = fc.oneof(
  hostileString,
  fc.constantFrom('-1', '0', '1.5', 'NaN', 'Infinity', '1e308', '99999999999999999999', '9007199254740993', '', '%', '%00'),
);
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'search',
          'q',
          'category',
          'sort',
          'page',
          'status',
          'auction',
          'auctions',
          'user',
          'lastEventId',
          'maxPrice',
          'minPrice',
          'view',
        ),
        fc.string({ maxLength: 8 }),
      ),
      queryValue,
    ),
    { maxLength: 5 },
  )
  .map((pairs) => {
    const params = new URLSearchParams();
    // URLSearchParams cannot carry a lone surrogate; replace them as a browser would.
    for (const [key, value] of pairs) params.append(key, wellFormed(value));
    return params.toString();
  });

/** Headers a client controls, with hostile values (a header value cannot hold NUL or line breaks: they are dropped). */
const headerValue = fc.oneof(
  hostileString,
  fc.constantFrom(
    'Bearer ',
    'Bearer x',
    `Bearer ${'a'.repeat(10_000)}`,
    'Basic Og==',
    '*',
    'W/"x"',
    'Thu, 01 Jan 1970 00:00:00 GMT',
    'not a date',
  ),
);
const safeHeader = (value: string) =>
  wellFormed(value.replace(/[\u0000-\u001f\u007f]/g, ''))
    .replace(/[^\u0000-\u00ff]/g, '?')
    .slice(0, 16_000);

describe(`hostile input to every endpoint outside the callable protocol on ${testEngine}`, () => {
  it('POST /api/account/sign-up: hostile fields, wrong types, raw bodies', async () => {
    const shape = (signUpInput as unknown as { shape: Parameters<typeof objectFor>[0] }).shape;
    let n = 0;
    await run(
      objectFor(shape, { email: ['ny@example.se'], password: ['hemligt1'], confirmPassword: ['hemligt1'], phone: ['070-123 45 67'] }),
      async (data) => {
        const response = await appFetch('/api/account/sign-up', {
          method: 'POST',
          body: toJson({ data }),
          headers: { 'content-type': 'application/json', origin: BASE, 'x-klubban-client-address': `10.1.${++n % 250}.1` },
        });
        expectNone(await jsonProblem('POST /api/account/sign-up', response));
      },
    );
    for (const body of ['', 'x', '[]', 'null', '{"data":[]}', `{"data":{"email":${JSON.stringify(HUGE_STRING)}}}`]) {
      const response = await appFetch('/api/account/sign-up', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', origin: BASE },
      });
      expectNone(await jsonProblem('POST /api/account/sign-up', response));
    }
  });

  it('POST /api/account/sign-in-methods: hostile e-mails and bodies', async () => {
    let n = 0;
    await run(fc.oneof(hostileValue, fc.emailAddress(), fc.constantFrom(...HOSTILE_EMAILS)), async (email) => {
      const response = await appFetch('/api/account/sign-in-methods', {
        method: 'POST',
        body: toJson({ data: { email } }),
        headers: { 'content-type': 'application/json', 'x-klubban-client-address': `10.2.${++n % 250}.1` },
      });
      expectNone(await jsonProblem('POST /api/account/sign-in-methods', response));
    });
  });

  it('GET /api/account/me: hostile credentials', async () => {
    await run(fc.tuple(headerValue, headerValue), async ([authorization, cookie]) => {
      const response = await appFetch('/api/account/me', {
        headers: { authorization: safeHeader(authorization), cookie: `better-auth.session_token=${safeHeader(cookie)}` },
      });
      expectNone(await jsonProblem('GET /api/account/me', response));
    });
  });

  it('/api/auth/*: sign-in, reset, sign-up, session and unknown paths with hostile bodies', async () => {
    const paths = [
      '/sign-in/email',
      '/sign-up/email',
      '/request-password-reset',
      '/reset-password',
      '/change-password',
      '/update-user',
      '/sign-out',
      '/verify-email',
      '/unknown-route',
      '/sign-in/social',
    ];
    let n = 0;
    await run(
      fc.tuple(
        fc.constantFrom(...paths),
        fc
          .record({ email: fc.oneof(hostileValue, fc.constantFrom(...HOSTILE_EMAILS)) })
          .chain((base) =>
            fc
              .dictionary(fc.constantFrom('password', 'token', 'newPassword', 'name', 'callbackURL', 'image'), hostileValue, { maxKeys: 3 })
              .map((rest) => ({ ...base, ...rest })),
          ),
      ),
      async ([route, body]) => {
        const response = await appFetch(`/api/auth${route}`, {
          method: 'POST',
          body: toJson(body),
          headers: {
            'content-type': 'application/json',
            origin: BASE,
            'x-klubban-client-address': `10.3.${++n % 250}.1`,
            ...(n % 2 ? authUser.auth : {}),
          },
        });
        expectNone(
          await jsonProblem(`POST /api/auth${route.split('/')[1] ? `/${route.split('/')[1]}` : ''}`, response, { betterAuth: true }),
        );
      },
      RUNS * 3,
    );
    for (const route of [
      '/get-session',
      '/verify-email?token=%00',
      `/reset-password/${encodeURIComponent('<script>')}?callbackURL=javascript:alert(1)`,
      '/ok',
    ]) {
      const response = await appFetch(`/api/auth${route}`, { headers: { authorization: 'Bearer <script>' } });
      expectNone(
        await jsonProblem(`GET /api/auth${route.split('?')[0]!.split('/').slice(0, 2).join('/')}`, response, { betterAuth: true }),
      );
    }
    // Every nearly-right address on the three routes that look one up or store a limiter key for it.
    for (const email of HOSTILE_EMAILS) {
      for (const route of ['/api/auth/sign-in/email', '/api/auth/request-password-reset', '/api/account/sign-in-methods']) {
        const body = route.startsWith('/api/account') ? { data: { email } } : { email, password: 'hemligt1' };
        const response = await appFetch(route, {
          method: 'POST',
          body: toJson(body),
          headers: { 'content-type': 'application/json', origin: BASE, 'x-klubban-client-address': `10.4.${++n % 250}.1` },
        });
        expectNone(await jsonProblem(`POST ${route}`, response, { betterAuth: route.startsWith('/api/auth') }));
      }
    }
    for (const body of ['', 'not json', '[]', `{"email":${JSON.stringify(HUGE_STRING)},"password":"x"}`]) {
      const response = await appFetch('/api/auth/sign-in/email', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', origin: BASE },
      });
      expectNone(await jsonProblem('POST /api/auth/sign-in', response, { betterAuth: true }));
    }
  });

  it('GET /api/auctions and /api/auctions/{id}: hostile query strings and ids', async () => {
    await run(queryString, async (query) => {
      expectNone(await jsonProblem('GET /api/auctions', await auctionsRoute(new Request(`${BASE}/api/auctions?${query}`))));
    });
    for (const id of [
      String(lotId),
      '0',
      '-1',
      '1.5',
      '2147483648',
      '9999999999',
      '99999999999999999999',
      'abc',
      '%00',
      '..',
      '1e3',
      ' 1',
      ...SQL_INJECTION,
    ]) {
      const response = await auctionRoute(new Request(`${BASE}/api/auctions/${encodeURIComponent(id)}`, { headers: user.auth }), {
        params: Promise.resolve({ id }),
      });
      expectNone(await jsonProblem('GET /api/auctions/{id}', response));
    }
  });

  it('GET /api/events: hostile lots, users and Last-Event-ID', async () => {
    const lastIds = fc.constantFrom('0', '-1', '1.5', '999999999999999999', '99999999999999999999', 'abc', '');
    await run(fc.tuple(queryString, lastIds, fc.boolean()), async ([query, lastId, signedIn]) => {
      const abort = new AbortController();
      const response = await eventsRoute(
        new Request(`${BASE}/api/events?${query}`, {
          headers: { 'last-event-id': lastId, ...(signedIn ? user.auth : {}) },
          signal: abort.signal,
        }),
      );
      abort.abort();
      if (response.status === 200) {
        await response.body?.cancel().catch(() => undefined);
        cases++;
        covered.add('GET /api/events');
        return;
      }
      expectNone(await jsonProblem('GET /api/events', response));
    });
    for (const query of [
      'auction=2147483648',
      'auction=9999999999',
      `auctions=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
      'auctions=1,,2',
      'auctions=',
      'user=me',
      'user=you',
    ]) {
      const abort = new AbortController();
      const response = await eventsRoute(
        new Request(`${BASE}/api/events?${query}`, { headers: { 'last-event-id': '99999999999999999999' }, signal: abort.signal }),
      );
      abort.abort();
      if (response.status === 200) await response.body?.cancel().catch(() => undefined);
      else expectNone(await jsonProblem('GET /api/events', response));
    }
  });

  it('GET /api/feed/lots.{json,xml}: hostile validators and query strings', async () => {
    await run(fc.tuple(queryString, headerValue, headerValue, fc.boolean()), async ([query, ifNoneMatch, ifModifiedSince, json]) => {
      const request = new Request(`${BASE}/api/feed/lots.${json ? 'json' : 'xml'}?${query}`, {
        headers: { 'if-none-match': safeHeader(ifNoneMatch), 'if-modified-since': safeHeader(ifModifiedSince) },
      });
      const response = await (json ? jsonFeedRoute : xmlFeedRoute)(request);
      expectNone(await textProblem(`GET /api/feed/lots.${json ? 'json' : 'xml'}`, response));
    });
  });

  it('GET /api/metrics: hostile credentials, off and on', async () => {
    const saved = process.env.KLUBBAN_METRICS_TOKEN;
    try {
      for (const token of [undefined, 'prometheus-0123456789abcdef']) {
        if (token === undefined) delete process.env.KLUBBAN_METRICS_TOKEN;
        else process.env.KLUBBAN_METRICS_TOKEN = token;
        setProcessSingleton('Env', undefined);
        await run(headerValue, async (authorization) => {
          const response = await metricsRoute(
            new Request(`${BASE}/api/metrics`, { headers: { authorization: safeHeader(authorization) } }),
          );
          expectNone(await jsonProblem('GET /api/metrics', response));
        });
      }
    } finally {
      if (saved === undefined) delete process.env.KLUBBAN_METRICS_TOKEN;
      else process.env.KLUBBAN_METRICS_TOKEN = saved;
      setProcessSingleton('Env', undefined);
    }
  });

  it('GET /api/functions/{name}: only POST, answered precisely', async () => {
    for (const name of ['connector', '<script>', '__proto__']) {
      expectNone(await jsonProblem('GET /api/functions/{name}', await functionsGetRoute()));
      void name;
    }
  });

  it('POST /api/payments/test/{checkout,onboarding}: hostile form fields and bodies that are no form', async () => {
    const field = fc.oneof(
      hostileString,
      fc.constantFrom('cs_test_x', 'acct_test_x', 'card', 'swish', 'cancel', 'pay', '/user', '//evil.example', '/\\evil.example'),
    );
    const form = fc.dictionary(
      fc.constantFrom('sessionId', 'accountId', 'action', 'method', 'holderName', 'bankAccount', 'utgar', 'tillbaka', 'ny', 'sig'),
      field,
      { maxKeys: 6 },
    );
    const rawBodies: Array<[string | null, string]> = [
      ['application/json', '{"sessionId":"x"}'],
      ['multipart/form-data; boundary=x', 'garbage'],
      ['multipart/form-data', '--x\r\n'],
      [null, 'sessionId=x'],
      ['text/plain', HUGE_STRING],
      ['application/x-www-form-urlencoded', 'sessionId=%00&action=cancel'],
      ['application/x-www-form-urlencoded', 'sessionId=%ED%A0%80&method=card'],
      ['application/x-www-form-urlencoded', '%zz=%&&=='],
    ];
    for (const [name, route] of [
      ['POST /api/payments/test/checkout', testCheckoutRoute],
      ['POST /api/payments/test/onboarding', testOnboardingRoute],
    ] as const) {
      await run(form, async (fields) => {
        const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, wellFormed(value)]));
        const response = await route(new Request(`${BASE}${name.split(' ')[1]}`, { method: 'POST', body }));
        expectNone(await textProblem(name, response));
        // A redirect goes back into this site, whatever the fields said.
        const location = response.headers.get('location');
        if (location) expect(new URL(location, BASE).origin).toBe(BASE);
      });
      for (const [type, body] of rawBodies) {
        const response = await route(
          new Request(`${BASE}${name.split(' ')[1]}`, { method: 'POST', body, headers: type ? { 'content-type': type } : {} }),
        );
        expectNone(await textProblem(name, response));
      }
    }
  });

  it('POST /api/payments/webhook/{provider}: hostile providers, bodies and signatures', async () => {
    const webhook = (provider: string, body: string, signature: string | null) =>
      webhookRoute(
        new Request(`${BASE}/api/payments/webhook/${encodeURIComponent(wellFormed(provider))}`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [TEST_SIGNATURE_HEADER]: signature }) },
        }),
        { params: Promise.resolve({ provider }) },
      );
    await run(
      fc.tuple(
        fc.oneof(fc.constant('test'), fc.constant('stripe'), hostileString),
        fc.oneof(
          hostileValue.map((value) => toJson(value)),
          fc.constant('{'),
        ),
        fc.option(headerValue),
      ),
      async ([provider, body, signature]) => {
        const response = await webhook(provider, body, signature === null ? null : safeHeader(signature));
        expectNone(await jsonProblem('POST /api/payments/webhook/{provider}', response));
      },
      RUNS * 2,
    );
    // Signed events with hostile fields: only the provider can send these; none may be a 500.
    await run(
      fc.record({
        id: fc.oneof(fc.constant('evt_test_fuzz'), hostileValue),
        type: fc.oneof(fc.constantFrom('checkout.session.completed', 'checkout.session.expired', 'account.updated'), hostileValue),
        created: fc.oneof(fc.constant(Math.floor(Date.now() / 1000)), hostileValue),
        data: fc.oneof(
          fc.record({
            sessionId: hostileValue,
            orderId: hostileValue,
            amountOre: hostileValue,
            method: hostileValue,
            paymentRef: hostileValue,
          }),
          hostileValue,
        ),
      }),
      async (event) => {
        const body = toJson(event);
        const response = await webhook('test', body, signTestWebhook(body, new Date()));
        cases++;
        covered.add('POST /api/payments/webhook/{provider}');
        // 503 is the provider's cue to deliver again (an event it signed that could not be applied now).
        expect([200, 400, 503]).toContain(response.status);
        if (response.status !== 200)
          expect(((await response.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
      },
    );
  });

  it('/api/uploads (tus): hostile Upload-Length, Upload-Metadata, Tus-Resumable, offsets, keys and variants', async () => {
    const length = fc.oneof(
      fc.constantFrom('-1', '0', '1.5', 'NaN', '1e308', '99999999999999999999', '', 'abc', String(50 * 1024 * 1024)),
      fc.integer({ min: 1, max: 1_000_000 }).map(String),
    );
    const metadata = fc.oneof(
      fc.constant('filename Zm90by5qcGc='),
      hostileString.map((name) => `filename ${Buffer.from(name).toString('base64')}`),
      hostileString.map(safeHeader),
      fc.constantFrom('filename', 'filename !!!notbase64', `filename ${Buffer.from('../../etc/passwd').toString('base64')}`, 'a b,c d,e'),
    );
    await run(
      fc.record({ length, metadata, version: fc.constantFrom('1.0.0', '0.2.2', '', 'x'), defer: fc.boolean(), signedIn: fc.boolean() }),
      async ({ length, metadata, version, defer, signedIn }) => {
        const headers: Record<string, string> = { 'Tus-Resumable': version, 'Upload-Metadata': metadata };
        if (defer) headers['Upload-Defer-Length'] = '1';
        else headers['Upload-Length'] = length;
        const response = await uploadsFetch('/api/uploads', { method: 'POST', headers: { ...headers, ...(signedIn ? user.auth : {}) } });
        expectNone(await textProblem('POST /api/uploads', response));
      },
    );
    const created = await uploadsFetch('/api/uploads', {
      method: 'POST',
      headers: { ...user.auth, 'Tus-Resumable': '1.0.0', 'Upload-Length': '100', 'Upload-Metadata': 'filename Zm90by5qcGc=' },
    });
    expect(created.status).toBe(201);
    const key = created.headers.get('location')!.split('/').pop()!;
    await run(
      fc.record({
        target: fc.oneof(
          fc.constant(key),
          fc.constantFrom(
            '..',
            '%2e%2e',
            '0'.repeat(32),
            'a'.repeat(5000),
            `${key}/..`,
            `${key}/thumb`,
            `${key}/full`,
            `${key}/../../x`,
            '<script>',
          ),
        ),
        method: fc.constantFrom('PATCH', 'HEAD', 'DELETE', 'GET', 'PUT', 'OPTIONS'),
        offset: fc.constantFrom('0', '-1', '1.5', '100', '101', '99999999999999999999', 'x'),
        contentType: fc.constantFrom('application/offset+octet-stream', 'application/json', 'text/plain'),
        body: fc.oneof(fc.uint8Array({ maxLength: 200 }), fc.constant(new Uint8Array(0))),
        as: fc.constantFrom(user.auth, admin.auth, {}),
      }),
      async ({ target, method, offset, contentType, body, as }) => {
        const init: RequestInit & { duplex?: 'half' } = {
          method,
          headers: { ...as, 'Tus-Resumable': '1.0.0', 'Upload-Offset': offset, 'Content-Type': contentType },
        };
        if (method === 'PATCH' || method === 'PUT') Object.assign(init, { body, duplex: 'half' });
        const response = await uploadsFetch(`/api/uploads/${target}`, init);
        expectNone(await textProblem(`${method} /api/uploads/{key}`, response));
      },
      RUNS * 3,
    );
  });

  it('GET /media/{key}: path traversal, encodings and junk keys', async () => {
    const keys = [
      ['..', '..', 'etc', 'passwd'],
      ['..%2f..%2fetc%2fpasswd'],
      ['uploads', 'x', 'full.jpg'],
      ['auctions', '..', '..', 'package.json'],
      ['%00'],
      ['a\u0000b.jpg'],
      ['.', 'x.jpg'],
      ['C:\\Windows\\win.ini'],
      ['x'.repeat(5000)],
      ['test', 'lot-1.jpg'],
      ['<script>.jpg'],
      [...UNICODE_TRICKS.slice(0, 3)],
      ['\uD800.jpg'],
    ];
    for (const key of keys) {
      const response = await mediaRoute(new Request(`${BASE}/media/x`), { params: Promise.resolve({ key }) });
      expectNone(await textProblem('GET /media/{key}', response));
      expect(response.status).toBe(404);
    }
  });

  it('/dokument/{number}.pdf: hostile names and headers answer NOT_FOUND as JSON, never a document or a 5xx', async () => {
    const files = [
      '2026-00001.pdf',
      'A2026-00001.pdf',
      '..%2F..%2Fetc%2Fpasswd',
      '%00.pdf',
      '2026-00001.pdf%00',
      SQL_INJECTION[0]!,
      HTML_INJECTION[0]!,
      HUGE_STRING,
      '%E0%A4%A.pdf',
    ];
    for (const file of files) {
      const headerSets: Record<string, string>[] = [
        {},
        user.auth,
        { cookie: 'better-auth.session_token=forged.sig' },
        { authorization: `Bearer ${HUGE_STRING}` },
      ];
      for (const headers of headerSets) {
        const response = await documentRoute(new Request(`${BASE}/dokument/x`, { headers }), { params: Promise.resolve({ file }) });
        expectNone(await jsonProblem('GET /dokument/{file}', response));
        expect(response.status).toBe(404);
      }
    }
  });

  it('/ingest/*: without an analytics host, every path is a plain 404', async () => {
    for (const pathParts of [['e'], ['..', '..', 'api', 'metrics'], ['static', 'array.js'], [HTML_INJECTION[0]!]]) {
      for (const handler of [ingestGet, ingestPost]) {
        const response = await handler(
          new Request(`${BASE}/ingest/x`, {
            method: handler === ingestPost ? 'POST' : 'GET',
            body: handler === ingestPost ? 'x' : undefined,
            headers: { 'content-length': '99999999999' },
          }),
          {
            params: Promise.resolve({ path: pathParts }),
          },
        );
        expectNone(await textProblem('/ingest/*', response));
        expect(response.status).toBe(404);
      }
    }
  });
});
