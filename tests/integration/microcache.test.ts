import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// The production server's page cache (server/microcache.ts), tested over a real HTTP server.
import { contentSecurityPolicy, HASH_MODE_HEADER, sha256Source } from '@/platform/http/content-security-policy';
import { CACHED_PAGE_PATHS, createMicrocache, defaultRoutes } from '../../server/microcache';
import { CONTENT_PAGES } from '@/modules/content/pages';

interface Harness {
  url: string;
  renders: () => number;
  setNow: (ms: number) => void;
  invalidate: ReturnType<typeof createMicrocache>['invalidate'];
  close: () => Promise<void>;
}

const servers: Harness[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

type Renderer = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void | Promise<void>;

const htmlPage: Renderer = async (req, res, n) => {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.write(`<p>render ${n} of ${req.url}`);
  await new Promise((resolve) => setTimeout(resolve, 30)); // streamed in two parts, like Next does
  res.end(` enc=${req.headers['accept-encoding'] ?? ''}</p>`);
};

async function start(renderer: Renderer = htmlPage, ttlMs = 1000): Promise<Harness> {
  let clock = 1_000_000;
  let count = 0;
  const cache = createMicrocache({ routes: defaultRoutes(ttlMs), now: () => clock });
  const server = http.createServer((req, res) => {
    void cache.handle(req, res, () => renderer(req, res, ++count));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const harness: Harness = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    renders: () => count,
    setNow: (ms) => (clock = ms),
    invalidate: cache.invalidate,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  servers.push(harness);
  return harness;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  return {
    status: response.status,
    cache: response.headers.get('x-klubban-cache'),
    body: await response.text(),
    headers: response.headers,
  };
}

describe('page microcache', () => {
  it('renders a listed page once and serves the copy, headers and all, until it is a second old', async () => {
    const app = await start();
    const first = await get(`${app.url}/auktioner?search=vas`);
    const second = await get(`${app.url}/auktioner?search=vas`);
    expect(first).toMatchObject({ status: 200, cache: 'MISS', body: '<p>render 1 of /auktioner?search=vas enc=identity</p>' });
    expect(second).toMatchObject({ status: 200, cache: 'HIT', body: first.body });
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('x-request-id')).toMatch(/^[\da-f-]{36}$/);
    expect(app.renders()).toBe(1);

    // A different query string is a different page.
    expect((await get(`${app.url}/auktioner?search=stol`)).body).toContain('render 2');
    // And a different Accept-Encoding a different copy (a gzip body must never reach a client that cannot read it).
    expect((await get(`${app.url}/auktioner?search=vas`, { 'accept-encoding': 'gzip' })).body).toContain('render 3');
  });

  it('after the time to live, the next request renders again while others get the previous copy', async () => {
    // The second render waits for the test to let it finish, so "meanwhile" is a fact, not a race.
    let finish = () => {};
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const app = await start(async (req, res, n) => {
      if (n === 2) await gate;
      await htmlPage(req, res, n);
    }, 1000);
    await get(`${app.url}/`);
    app.setNow(1_000_000 + 1500);
    const renewing = get(`${app.url}/`);
    await expect.poll(() => app.renders()).toBe(2);
    const meanwhile = await get(`${app.url}/`);
    finish();
    expect(await renewing).toMatchObject({ cache: 'MISS', body: expect.stringContaining('render 2') });
    expect(meanwhile).toMatchObject({ cache: 'STALE', body: expect.stringContaining('render 1') });
    expect((await get(`${app.url}/`)).body).toContain('render 2');
    expect(app.renders()).toBe(2);
  });

  it('coalesces concurrent first requests into one render', async () => {
    const app = await start();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${app.url}/auktioner`)));
    expect(app.renders()).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.cache === 'MISS')).toHaveLength(1);
  });

  it('keeps nothing that is not a plain 200 page for everyone', async () => {
    const failing = await start((_req, res) => {
      res.statusCode = 500;
      res.end('fel');
    });
    await get(`${failing.url}/`);
    await get(`${failing.url}/`);
    expect(failing.renders()).toBe(2);

    const withCookie = await start((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('set-cookie', 'a=1');
      res.end('<p>personal</p>');
    });
    await get(`${withCookie.url}/`);
    expect((await get(`${withCookie.url}/`)).cache).toBe('MISS');
    expect(withCookie.renders()).toBe(2);

    const json = await start((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await get(`${json.url}/`);
    await get(`${json.url}/`);
    expect(json.renders()).toBe(2);
  });

  it('passes every request of an admin in edit mode by, and keeps serving others the copy', async () => {
    const app = await start();
    await get(`${app.url}/`);
    const editing = await get(`${app.url}/`, { cookie: 'other=1; klubban-redigera=1' });
    expect(editing.cache).toBeNull();
    expect(editing.body).toContain('render 2 of /');
    expect((await get(`${app.url}/`, { cookie: 'klubban-redigera=0' })).cache).toBe('HIT');
    expect(app.renders()).toBe(2);
  });

  it('caches every page built from content blocks, and the edit-mode cookie passes each of them by', async () => {
    for (const { pageId } of CONTENT_PAGES) expect(CACHED_PAGE_PATHS).toContain(pageId);
    const app = await start();
    await get(`${app.url}/om-oss`);
    expect((await get(`${app.url}/om-oss`)).cache).toBe('HIT');
    const editing = await get(`${app.url}/om-oss?blockId=b1`, { cookie: 'klubban-redigera=1' });
    expect(editing.cache).toBeNull();
    expect(editing.body).toContain('render 2 of /om-oss?blockId=b1');
  });

  it('leaves other paths and methods alone', async () => {
    const app = await start();
    for (const other of ['/auktioner/12', '/auktioner/12-Vas', '/auktioner/vas', '/user', '/auktioner/12-vas/x']) {
      await get(`${app.url}${other}`);
      expect((await get(`${app.url}${other}`)).cache, other).toBeNull();
    }
    await fetch(`${app.url}/auktioner`, { method: 'POST', body: 'x' });
    await fetch(`${app.url}/auktioner`, { method: 'POST', body: 'x' });
    expect(app.renders()).toBe(12);
  });

  it('keeps a lot page until its lot changes (a minute at most), whatever the slug it was changed under', async () => {
    const app = await start();
    await get(`${app.url}/auktioner/12-vas`);
    app.setNow(1_000_000 + 50_000);
    expect(await get(`${app.url}/auktioner/12-vas`)).toMatchObject({ cache: 'HIT', body: expect.stringContaining('render 1') });
    // Another lot's change, or a content page's, leaves it.
    app.invalidate({ lotId: 13 });
    app.invalidate({ path: '/om-oss' });
    expect((await get(`${app.url}/auktioner/12-vas`)).cache).toBe('HIT');
    // Its own lot's change drops it at once, by id (the event names no slug), and by its path.
    app.invalidate({ lotId: 12 });
    expect(await get(`${app.url}/auktioner/12-vas`)).toMatchObject({ cache: 'MISS', body: expect.stringContaining('render 2') });
    app.invalidate({ path: '/auktioner/12-annan-titel' });
    expect(await get(`${app.url}/auktioner/12-vas`)).toMatchObject({ cache: 'MISS', body: expect.stringContaining('render 3') });
    // Past a minute it renders again even with no change heard.
    app.setNow(1_000_000 + 50_000 + 60_000);
    expect((await get(`${app.url}/auktioner/12-vas`)).body).toContain('render 4');
  });

  it('keeps a content page until it is published anew; a list page only a second; a gap in the events drops all', async () => {
    const app = await start();
    await get(`${app.url}/om-oss`);
    await get(`${app.url}/auktioner`);
    app.setNow(1_000_000 + 30_000);
    expect((await get(`${app.url}/om-oss`)).cache).toBe('HIT');
    expect((await get(`${app.url}/auktioner`)).cache).toBe('MISS');
    app.invalidate({ path: '/om-oss' });
    expect((await get(`${app.url}/om-oss`)).cache).toBe('MISS');
    await get(`${app.url}/auktioner/7-stol`);
    app.invalidate({ all: true });
    for (const page of ['/om-oss', '/auktioner', '/auktioner/7-stol']) expect((await get(`${app.url}${page}`)).cache, page).toBe('MISS');
  });

  it('does not keep a render that began before its page changed, nor make later requests wait for it', async () => {
    // The first render reads the lot, then a bid changes it while the render is still under way.
    let finish = () => {};
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const app = await start(async (req, res, n) => {
      if (n === 1) await gate;
      await htmlPage(req, res, n);
    });
    const before = get(`${app.url}/auktioner/12-vas`);
    await expect.poll(() => app.renders()).toBe(1);
    app.invalidate({ lotId: 12 });
    // A request after the change does not wait for the old render: it renders anew.
    expect(await get(`${app.url}/auktioner/12-vas`)).toMatchObject({ cache: 'MISS', body: expect.stringContaining('render 2') });
    finish();
    expect((await before).body).toContain('render 1');
    // What is kept is the render begun after the change, never the one begun before.
    expect(await get(`${app.url}/auktioner/12-vas`)).toMatchObject({ cache: 'HIT', body: expect.stringContaining('render 2') });
    expect(app.renders()).toBe(2);
  });

  it('lets a shared cache in front keep a page it keeps (briefly), never a payload or an answer it does not', async () => {
    const app = await start();
    const lot = await get(`${app.url}/auktioner/12-vas`);
    expect(lot.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect((await get(`${app.url}/auktioner/12-vas`)).headers.get('cache-control')).toBe(lot.headers.get('cache-control'));
    expect((await get(`${app.url}/auktioner`)).headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=10',
    );
    expect((await get(`${app.url}/om-oss`)).headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=300',
    );
    expect((await get(`${app.url}/`)).headers.get('age')).toBeNull();

    const personal = await start((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader('set-cookie', 'a=1');
      res.end('<p>personal</p>');
    });
    expect((await get(`${personal.url}/auktioner/12-vas`)).headers.get('cache-control')).toBe('private, no-store');
    const payload = await start((_req, res) => {
      res.setHeader('content-type', 'text/x-component');
      res.setHeader('cache-control', 'private, no-store');
      res.end('0:{}');
    });
    expect((await get(`${payload.url}/auktioner/12-vas`, { rsc: '1' })).headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps headers given to writeHead', async () => {
    const app = await start((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'x-extra': 'ja' });
      res.end('<p>ok</p>');
    });
    await get(`${app.url}/`);
    const hit = await get(`${app.url}/`);
    expect(hit).toMatchObject({ cache: 'HIT', body: '<p>ok</p>' });
    expect(hit.headers.get('x-extra')).toBe('ja');
  });

  it('renders a page it keeps without a nonce, and sends it with the hashes of its inline scripts (gzip too)', async () => {
    const seen: Array<string | undefined> = [];
    const page = '<html><script>self.__next_f.push([1])</script><script src="/a.js"></script><p>hej</p></html>';
    const app = await start(async (req, res) => {
      seen.push(req.headers[HASH_MODE_HEADER] as string | undefined);
      // What proxy.ts does for a page the cache keeps: a policy waiting for its hashes.
      res.setHeader('content-security-policy', contentSecurityPolicy({ scripts: { hashes: 'placeholder' } }));
      res.setHeader('content-type', 'text/html; charset=utf-8');
      const gzip = String(req.headers['accept-encoding']).includes('gzip');
      if (gzip) res.setHeader('content-encoding', 'gzip');
      const body = gzip ? gzipSync(page) : Buffer.from(page);
      res.writeHead(200);
      res.write(body.subarray(0, 10)); // streamed in parts: nothing may reach the client before the policy is complete
      await new Promise((resolve) => setTimeout(resolve, 20));
      res.end(body.subarray(10));
    });
    const expected = `script-src 'self' '${sha256Source('self.__next_f.push([1])')}'`;
    const first = await get(`${app.url}/`);
    const hit = await get(`${app.url}/`);
    expect(first).toMatchObject({ cache: 'MISS', body: page });
    expect(hit).toMatchObject({ cache: 'HIT', body: page });
    for (const answer of [first, hit]) expect(answer.headers.get('content-security-policy')).toContain(expected);
    const zipped = await fetch(`${app.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await zipped.text()).toBe(page); // fetch unzips
    expect(zipped.headers.get('content-security-policy')).toContain(expected);
    // A client navigation's RSC payload is no page: rendered as it comes, nothing to hash.
    await get(`${app.url}/`, { rsc: '1' });
    expect(seen).toEqual(['hash', 'hash', undefined]);
  });
});
