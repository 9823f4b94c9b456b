import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './helpers';
import { dataFolder } from './data-folders';

/**
 * `npm start` answers the callable API and the event streams on a lane past Next's pipeline
 * (src/server/lanes.ts, docs/decisions/0008). Both ways must give the same protocol: the
 * same status and body for good calls, refusals and malformed requests, and the same streams.
 */

let lane: RunningServer;
let route: RunningServer;
const dirs: string[] = [];

beforeAll(async () => {
  const start = (flag: string) => {
    const dataDir = dataFolder('empty', 'lane');
    dirs.push(dataDir);
    return startServer({ KLUBBAN_DATA_DIR: dataDir, DATABASE_URL: '', KLUBBAN_SEED_DEMO: 'false', KLUBBAN_FAST_LANE: flag });
  };
  [lane, route] = await Promise.all([start('1'), start('0')]);
});
afterAll(async () => {
  await Promise.all([lane?.stop(), route?.stop()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const calls: [string, string, RequestInit][] = [
  ['a subscription', 'connector', { method: 'POST', body: JSON.stringify({ data: { action: 'SUBSCRIBE', email: 'lane@example.se' } }) }],
  [
    'a bid without a session',
    'connector',
    { method: 'POST', body: JSON.stringify({ data: { action: 'BID_ON_AUCTION', auctionId: 1, amount: 100 } }) },
  ],
  [
    'a bid with an unknown token',
    'connector',
    {
      method: 'POST',
      body: JSON.stringify({ data: { action: 'BID_ON_AUCTION', auctionId: 1, amount: 100 } }),
      headers: { authorization: 'Bearer okand' },
    },
  ],
  ['an unknown action', 'connector', { method: 'POST', body: JSON.stringify({ data: { action: 'FINNS_INTE' } }) }],
  ['bad input', 'connector', { method: 'POST', body: JSON.stringify({ data: { action: 'SUBSCRIBE', email: 'inte en adress' } }) }],
  ['malformed JSON', 'connector', { method: 'POST', body: '{"data": ' }],
  ['no data field', 'connector', { method: 'POST', body: '{}' }],
  [
    'a body over 1 MB',
    'connector',
    { method: 'POST', body: JSON.stringify({ data: { action: 'SUBSCRIBE', email: 'x'.repeat(1_100_000) } }) },
  ],
  ['an unknown function', 'finnsInte', { method: 'POST', body: JSON.stringify({ data: {} }) }],
  ['a password reset', 'requestPasswordReset', { method: 'POST', body: JSON.stringify({ data: { email: 'ingen@example.se' } }) }],
  ['GET', 'connector', { method: 'GET' }],
];

async function answer(server: RunningServer, name: string, init: RequestInit) {
  const response = await fetch(`${server.url}/api/functions/${name}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      'x-request-id': 'lane-test-0001',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    requestId: response.headers.get('x-request-id'),
    body: await response.json(),
  };
}

describe('the fast lane', () => {
  it.each(calls)('answers %s exactly as the route handler does', async (_label, name, init) => {
    const [viaLane, viaRoute] = await Promise.all([answer(lane, name, init), answer(route, name, init)]);
    expect(viaLane).toEqual(viaRoute);
    expect(viaLane.status).not.toBe(500);
    if (init.method === 'POST') expect(viaLane.requestId).toBe('lane-test-0001');
  });

  it('refuses a cookie call from another site', async () => {
    const init = {
      method: 'POST',
      body: JSON.stringify({ data: { action: 'MARK_ALL_NOTIFICATIONS_READ' } }),
      headers: { cookie: 'better-auth.session_token=x.y', origin: 'https://elak.example' },
    };
    const [viaLane, viaRoute] = await Promise.all([answer(lane, 'connector', init), answer(route, 'connector', init)]);
    expect(viaLane).toEqual(viaRoute);
    expect(viaLane.status).toBe(403);
  });

  it.each([
    ['no lot', '/api/events'],
    ['a malformed list', '/api/events?auctions=1,x'],
    ['the user channel without a session', '/api/events?user=me'],
  ])('answers an event stream request with %s exactly as the route handler does', async (_label, path) => {
    const get = async (server: RunningServer) => {
      const response = await fetch(server.url + path);
      return { status: response.status, body: await response.json() };
    };
    const [viaLane, viaRoute] = await Promise.all([get(lane), get(route)]);
    expect(viaLane).toEqual(viaRoute);
    expect(viaLane.status).toBeGreaterThanOrEqual(400);
  });

  it('opens an event stream as the route handler does: headers, then the retry and connected lines', async () => {
    const open = async (server: RunningServer) => {
      const abort = new AbortController();
      const response = await fetch(`${server.url}/api/events?auction=1`, { signal: abort.signal });
      const reader = response.body!.getReader();
      const { value } = await reader.read();
      abort.abort();
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        first: new TextDecoder().decode(value),
      };
    };
    const [viaLane, viaRoute] = await Promise.all([open(lane), open(route)]);
    expect(viaLane).toEqual(viaRoute);
    expect(viaLane).toEqual({
      status: 200,
      type: 'text/event-stream; charset=utf-8',
      cache: 'no-cache, no-transform',
      first: 'retry: 2000\n: connected\n\n',
    });
  });

  it.each([
    ['a search', '/api/auctions?search=vas&sort=nyast&page=2'],
    ['categories and ended lots', '/api/auctions?category=GLAS&category=MOBLER&includeEnded=true'],
    ['hostile values, clamped', '/api/auctions?page=-4&pageSize=99999&sort=%00&search=%27%3B%20drop'],
  ])('answers GET /api/auctions with %s exactly as the route handler does, compressed alike', async (_label, path) => {
    const get = async (server: RunningServer) => {
      // fetch takes gzip and inflates it; the headers say whether it came compressed.
      const response = await fetch(server.url + path, { headers: { 'accept-encoding': 'gzip' } });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        encoding: response.headers.get('content-encoding'),
        vary: /accept-encoding/i.test(response.headers.get('vary') ?? ''),
        body: await response.json(),
      };
    };
    const [viaLane, viaRoute] = await Promise.all([get(lane), get(route)]);
    expect(viaLane).toEqual(viaRoute);
    expect(viaLane).toMatchObject({ status: 200, type: 'application/json', encoding: 'gzip', vary: true });
    expect(viaLane.body).toMatchObject({ items: [], total: 0 });
  });

  it('answers GET /api/auctions uncompressed, as the route handler does, to a client that refuses gzip', async () => {
    const get = async (server: RunningServer) => {
      const response = await fetch(`${server.url}/api/auctions?search=vas`, { headers: { 'accept-encoding': 'gzip;q=0, deflate;q=0' } });
      return { status: response.status, encoding: response.headers.get('content-encoding'), body: await response.json() };
    };
    const [viaLane, viaRoute] = await Promise.all([get(lane), get(route)]);
    expect(viaLane).toEqual(viaRoute);
    expect(viaLane).toMatchObject({ status: 200, encoding: null });
  });

  it('serves the calls past Next: its proxy never saw them (no request log line), while the route went through it', () => {
    const seen = (server: RunningServer, method: string, path: string) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes(`"path":"${path}"`) && line.includes(`"method":"${method}"`)).length;
    expect(seen(lane, 'POST', '/api/functions/connector')).toBe(0);
    expect(seen(route, 'POST', '/api/functions/connector')).toBeGreaterThan(5);
    expect(seen(lane, 'GET', '/api/events')).toBe(0);
    expect(seen(route, 'GET', '/api/events')).toBeGreaterThan(2);
    expect(seen(lane, 'GET', '/api/auctions')).toBe(0);
    expect(seen(route, 'GET', '/api/auctions')).toBe(4);
  });
});
