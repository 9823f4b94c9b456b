import { describe, expect, it } from 'vitest';
// The headers scripts/serve.mjs puts on every answer (checked on a running server in tests/e2e/shell.test.ts).
import { securityHeaders } from '../../scripts/security-headers.mjs';

describe('security headers', () => {
  it('forbid framing, sniffing and device features, and add HSTS only on https', () => {
    const plain = new Map(securityHeaders({ https: false }));
    expect(plain.get('Content-Security-Policy')).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
    expect(plain.get('X-Frame-Options')).toBe('DENY');
    expect(plain.get('X-Content-Type-Options')).toBe('nosniff');
    expect(plain.has('Strict-Transport-Security')).toBe(false);
    expect(new Map(securityHeaders({ https: true })).get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});
