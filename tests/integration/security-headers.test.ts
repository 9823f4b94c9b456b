import { describe, expect, it } from 'vitest';
// The headers server/serve.ts puts on every answer and the pages' policy (checked on a running
// server and in Chromium in tests/e2e/shell.test.ts).
import {
  contentSecurityPolicy,
  fillScriptHashes,
  inlineScriptHashes,
  NON_PAGE_POLICY,
  SCRIPT_HASHES_PLACEHOLDER,
  sha256Source,
} from '@/platform/http/content-security-policy';
import { securityHeaders } from '../../server/security-headers';
import { isCrossSiteCookieRequest, isStateChanging } from '@/platform/http/same-site';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? null;

describe('security headers', () => {
  it('forbid framing, sniffing and device features, and add HSTS only on https', () => {
    const plain = new Map(securityHeaders({ https: false }));
    expect(plain.get('Content-Security-Policy')).toBe(NON_PAGE_POLICY);
    expect(directive(NON_PAGE_POLICY, 'default-src')).toEqual(["'none'"]);
    expect(directive(NON_PAGE_POLICY, 'frame-ancestors')).toEqual(["'none'"]);
    expect(plain.get('X-Frame-Options')).toBe('DENY');
    expect(plain.get('X-Content-Type-Options')).toBe('nosniff');
    expect(plain.has('Strict-Transport-Security')).toBe(false);
    expect(new Map(securityHeaders({ https: true })).get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the pages’ Content-Security-Policy', () => {
  it('allows scripts by nonce or by hash only: never inline, never eval (but under next dev)', () => {
    const nonced = contentSecurityPolicy({ scripts: { nonce: 'abc123+/=' }, extraScriptHashes: ['sha256-boot'] });
    expect(directive(nonced, 'script-src')).toEqual(["'self'", "'nonce-abc123+/='", "'strict-dynamic'", "'sha256-boot'"]);
    const hashed = contentSecurityPolicy({ scripts: { hashes: 'placeholder' } });
    expect(directive(hashed, 'script-src')).toEqual(["'self'", SCRIPT_HASHES_PLACEHOLDER]);
    for (const policy of [nonced, hashed]) {
      expect(directive(policy, 'script-src')!.filter((source) => source.includes('unsafe'))).toEqual([]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
      expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    }
    expect(directive(contentSecurityPolicy({ scripts: { nonce: 'n' }, dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('names the configured integrations’ hosts, and no other', () => {
    const bare = contentSecurityPolicy({ scripts: { nonce: 'n' } });
    expect(directive(bare, 'connect-src')).toEqual(["'self'"]);
    const withAll = contentSecurityPolicy({
      scripts: { nonce: 'n' },
      integrations: { sentryDsn: 'https://key@o1.ingest.sentry.io/42', adTagScriptUrl: 'https://www.googletagmanager.com/gtag/js' },
    });
    expect(directive(withAll, 'connect-src')).toEqual(
      expect.arrayContaining(['https://o1.ingest.sentry.io', 'https://www.googletagmanager.com', 'https://*.google-analytics.com']),
    );
    expect(directive(withAll, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(withAll, 'img-src')).toContain('https://*.google-analytics.com');
    const ownTag = contentSecurityPolicy({ scripts: { nonce: 'n' }, integrations: { adTagScriptUrl: 'http://127.0.0.1:9999/gtag/js' } });
    expect(directive(ownTag, 'script-src')).toContain('http://127.0.0.1:9999');
    expect(ownTag).not.toContain('google');
  });

  it('hashes exactly the inline scripts a browser runs, as written between their tags', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script nonce="x" type="module">import("/x")</script>',
      '<SCRIPT>self.__next_f.push([1,"a"])</SCRIPT >',
      '<script>\n  multi\n  line\n</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256Source('self.__next_f.push([1,"a"])'),
      sha256Source('import("/x")'),
      sha256Source('\n  multi\n  line\n'),
    ]);
    // The SHA-256 of "alert(1)", base64, as a browser computes it.
    expect(sha256Source('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    const filled = fillScriptHashes(contentSecurityPolicy({ scripts: { hashes: 'placeholder' } }), ['sha256-a', 'sha256-b']);
    expect(directive(filled, 'script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(directive(fillScriptHashes(contentSecurityPolicy({ scripts: { hashes: 'placeholder' } }), []), 'script-src')).toEqual([
      "'self'",
    ]);
  });
});

describe('cross-site requests with the session cookie (CSRF)', () => {
  const request = (headers: Record<string, string>) => new Headers({ host: 'klubban.se', ...headers });

  it('refuses a cookie-bearing request from another origin, or marked cross-site without one', () => {
    expect(isCrossSiteCookieRequest(request({ cookie: 's=1', origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteCookieRequest(request({ cookie: 's=1', origin: 'null' }))).toBe(true);
    expect(isCrossSiteCookieRequest(request({ cookie: 's=1', origin: 'https://klubban.se.evil.example' }))).toBe(true);
    expect(isCrossSiteCookieRequest(request({ cookie: 's=1', 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteCookieRequest(new Headers({ cookie: 's=1', origin: 'https://klubban.se' }))).toBe(true); // no host to compare
  });

  it('lets the site itself, token callers and cookie-less requests through', () => {
    expect(isCrossSiteCookieRequest(request({ cookie: 's=1', origin: 'https://klubban.se' }))).toBe(false);
    expect(isCrossSiteCookieRequest(request({ cookie: 's=1', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSiteCookieRequest(request({ cookie: 's=1' }))).toBe(false); // curl, a server: no ambient browser authority
    expect(isCrossSiteCookieRequest(request({ cookie: 's=1', origin: 'https://evil.example', authorization: 'Bearer t' }))).toBe(false);
    expect(isCrossSiteCookieRequest(request({ origin: 'https://evil.example' }))).toBe(false);
    expect(
      isCrossSiteCookieRequest(
        request({ cookie: 's=1', origin: 'https://klubban.se', host: '127.0.0.1:3000', 'x-forwarded-host': 'klubban.se' }),
      ),
    ).toBe(false);
    expect(isCrossSiteCookieRequest(new Headers({ cookie: 's=1', origin: 'http://localhost:3000' }), 'localhost:3000')).toBe(false);
  });

  it('checks the methods that change state', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'post'].map(isStateChanging)).toEqual([true, true, true, true, true]);
    expect(['GET', 'HEAD', 'OPTIONS'].map(isStateChanging)).toEqual([false, false, false]);
  });
});
