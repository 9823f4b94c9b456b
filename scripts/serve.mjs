#!/usr/bin/env node
// @ts-check
// The production server (`npm start` runs it after building): Next's own request handler behind
// one HTTP server, with the busiest public list pages served through a one-second shared page
// cache (scripts/microcache.mjs). Everything else — migrations, the demo seed, shutdown — happens
// inside Next's instrumentation as with `next start`.
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { createMicrocache } from './microcache.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const port = Number(process.env.PORT || 3000);
// KLUBBAN_PAGE_CACHE_MS=0 turns the page cache off (the render benchmark measures both ways).
const ttlMs = Number(process.env.KLUBBAN_PAGE_CACHE_MS ?? 1000);

const app = next({ dev: false, dir: root, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const cache = ttlMs > 0 ? createMicrocache({ ttlMs, paths: ['/', '/auktioner'] }) : null;
const server = http.createServer((req, res) => {
  const render = () => handle(req, res);
  void (cache ? cache.handle(req, res, render) : render());
});
server.keepAliveTimeout = 65_000;
server.listen(port, () => {
  console.log(`Klubban körs på http://localhost:${port}`);
});
