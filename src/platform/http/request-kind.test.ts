import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { methodLabel, REQUEST_KINDS, requestKind, statusLabel } from './request-kind';

describe('requestKind', () => {
  it('sorts each kind of request, with or without a query or fragment', () => {
    const cases: Array<[string, (typeof REQUEST_KINDS)[number]]> = [
      ['/', 'page'],
      ['/?ref=nyhetsbrev', 'page'],
      ['/auktioner', 'page'],
      ['/auktioner?q=lampa&sida=2', 'page'],
      ['/auktion/123-kosta-boda-vas', 'page'],
      ['/user/mina-bud', 'page'],
      ['/admin/jobb', 'page'],
      ['/robots.txt', 'page'],
      ['/apiary', 'page'],
      ['/mediabank', 'page'],
      ['/ingestion', 'page'],
      ['/api/functions/connector', 'callable'],
      ['/api/functions/connector?x=1', 'callable'],
      ['/api/events?auction=42', 'events'],
      ['/api/events?auctions=1,2,3', 'events'],
      ['/api/events', 'events'],
      ['/api/health', 'api'],
      ['/api', 'api'],
      ['/api/functions', 'api'],
      ['/api/eventsx', 'api'],
      ['/api/auth/sign-in/email', 'api'],
      ['/api/auctions/7?fields=all', 'api'],
      ['/api/metrics', 'api'],
      ['/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75', 'image'],
      ['/_next/static/chunks/app.js', 'static'],
      ['/_next/static/media/inter.woff2?v=1', 'static'],
      ['/media/items/1/a.jpg', 'static'],
      ['/icons/icon-192.png', 'static'],
      ['/favicon.ico', 'static'],
      ['/icon.png', 'static'],
      ['/manifest.webmanifest', 'static'],
      ['/ingest/e/?ip=1', 'ingest'],
      ['/ingest', 'ingest'],
      ['/_next/webpack-hmr', 'other'],
      ['/_next/data/x.json', 'other'],
      ['*', 'other'],
      ['', 'other'],
      ['http://example.com/auktioner', 'other'],
      ['//evil.example/x', 'other'],
    ];
    for (const [url, kind] of cases) expect(requestKind(url), url).toBe(kind);
  });

  it('answers one of the fixed kinds for any input whatever', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.webUrl(), fc.string({ unit: 'binary' })), (url) => {
        expect(REQUEST_KINDS).toContain(requestKind(url));
      }),
    );
  });

  it('does not let a query or fragment change the kind', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.webFragments(), (path, query, fragment) => {
        const kind = requestKind(path);
        expect(requestKind(`${path}?${query}`)).toBe(kind);
        expect(requestKind(`${path}#${fragment}`)).toBe(kind);
      }),
    );
  });
});

describe('methodLabel and statusLabel', () => {
  it('keep the usual methods and real statuses, and fold everything else into `other`', () => {
    expect(['get', 'HEAD', 'Post', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map(methodLabel)).toEqual([
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'OPTIONS',
    ]);
    for (const method of ['PROPFIND', 'BREW', '', undefined, 'GET /x']) expect(methodLabel(method)).toBe('other');
    expect([100, 200, 304, 404, 499, 599].map(statusLabel)).toEqual(['100', '200', '304', '404', '499', '599']);
    for (const status of [0, 99, 600, 200.5, Number.NaN, -1]) expect(statusLabel(status)).toBe('other');
  });

  it('give a bounded set of labels for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (method, status) => {
        expect(methodLabel(method)).toMatch(/^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|other)$/);
        expect(statusLabel(status)).toMatch(/^([1-5]\d\d|other)$/);
      }),
    );
  });
});
