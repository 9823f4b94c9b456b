import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnOrigin, siteOrigins, wwwTwin } from './site-origins';

const PUBLIC = 'https://klubban.se';
const allowed = siteOrigins({ publicUrl: PUBLIC, port: 3000 });
const back = (origin: string | null, host: string | null = null) => returnOrigin({ origin, host }, allowed, PUBLIC);

describe('the site’s origins', () => {
  it('are the public URL, its www twin and this port on the machine itself', () => {
    expect(allowed).toEqual(['https://klubban.se', 'https://www.klubban.se', 'http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(siteOrigins({ publicUrl: 'https://www.klubban.se/', port: 8080 })).toEqual([
      'https://www.klubban.se',
      'https://klubban.se',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
    // The zero-configuration start: localhost is its own public URL, with no twin.
    expect(siteOrigins({ publicUrl: 'http://localhost:3000', port: 3000 })).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('twin only a real host name, keeping scheme and port', () => {
    expect(wwwTwin('https://klubban.se:8443')).toBe('https://www.klubban.se:8443');
    expect(wwwTwin('https://www.klubban.se')).toBe('https://klubban.se');
    expect(wwwTwin('http://localhost:3000')).toBeNull();
    expect(wwwTwin('http://127.0.0.1:3000')).toBeNull();
    expect(wwwTwin('http://[::1]:3000')).toBeNull();
    expect(wwwTwin('https://www.se')).toBeNull();
    expect(wwwTwin('not a url')).toBeNull();
  });
});

describe('where a buyer returns from a payment page', () => {
  it('is the origin the checkout started from, when the site answers on it', () => {
    expect(back('https://klubban.se')).toBe('https://klubban.se');
    expect(back('https://www.klubban.se')).toBe('https://www.klubban.se');
    expect(back('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(back('http://localhost:3000')).toBe('http://localhost:3000');
    // An Origin is scheme, host and port; anything after it is ignored.
    expect(back('https://www.klubban.se/')).toBe('https://www.klubban.se');
  });

  it('falls back to the public URL for any other origin: another site, port or scheme', () => {
    expect(back('https://evil.example')).toBe(PUBLIC);
    expect(back('https://klubban.se.evil.example')).toBe(PUBLIC);
    expect(back('https://evilklubban.se')).toBe(PUBLIC);
    expect(back('https://shop.klubban.se')).toBe(PUBLIC);
    expect(back('http://127.0.0.1:3001')).toBe(PUBLIC);
    expect(back('https://klubban.se:8443')).toBe(PUBLIC);
    // A downgrade to http is not the https site.
    expect(back('http://klubban.se')).toBe(PUBLIC);
    expect(back('https://127.0.0.1:3000')).toBe(PUBLIC);
    // A sandboxed frame's "null", or garbage.
    expect(back('null')).toBe(PUBLIC);
    expect(back('klubban.se')).toBe(PUBLIC);
  });

  it('never trusts a Host the site does not answer on, nor a Host against the Origin', () => {
    // Without an Origin (a script, an app), the host alone picks an allowed origin with that host.
    expect(back(null, 'www.klubban.se')).toBe('https://www.klubban.se');
    expect(back(null, 'KLUBBAN.SE')).toBe('https://klubban.se');
    expect(back(null, '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(back(null, 'evil.example')).toBe(PUBLIC);
    expect(back(null, 'klubban.se:3000')).toBe(PUBLIC);
    expect(back(null, null)).toBe(PUBLIC);
    // A spoofed Host never overrides the Origin, which decides (and one outside the list falls back).
    expect(back('https://evil.example', 'klubban.se')).toBe(PUBLIC);
    expect(back('https://www.klubban.se', 'evil.example')).toBe('https://www.klubban.se');
  });

  it('answers an allowed origin or the public URL, whatever a request claims', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.webUrl(), fc.string())), fc.option(fc.oneof(fc.domain(), fc.string())), (origin, host) => {
        const chosen = back(origin, host);
        return chosen === PUBLIC || allowed.includes(chosen);
      }),
    );
  });
});
