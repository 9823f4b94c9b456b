import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearerTokenMatches } from './bearer';

const TOKEN = 'm3tr1cs-t0ken-0123456789abcdef';

describe('bearerTokenMatches', () => {
  it('accepts exactly `Bearer <token>`, the scheme in any case', () => {
    expect(bearerTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`BEARER  ${TOKEN} `, TOKEN)).toBe(true);
  });

  it('refuses a missing header, another scheme, a wrong, shorter, longer or differently cased token', () => {
    for (const header of [
      null,
      undefined,
      '',
      'Bearer',
      'Bearer ',
      TOKEN,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      `Token ${TOKEN}`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.toUpperCase()}`,
      `Bearer ${TOKEN} ${TOKEN}`,
      `Bearer ${TOKEN}\nX-Other: 1`,
    ]) {
      expect(bearerTokenMatches(header, TOKEN), String(header)).toBe(false);
    }
  });

  it('never matches an empty configured token', () => {
    expect(bearerTokenMatches('Bearer ', '')).toBe(false);
    expect(bearerTokenMatches('Bearer x', '')).toBe(false);
  });

  it('matches a header only when it holds the very token', () => {
    const tokens = fc.stringMatching(/^[A-Za-z0-9._~+/-]{16,64}$/);
    fc.assert(
      fc.property(tokens, tokens, (given, token) => {
        expect(bearerTokenMatches(`Bearer ${given}`, token)).toBe(given === token);
      }),
    );
    fc.assert(
      fc.property(tokens, fc.string(), (token, header) => {
        fc.pre(!header.includes(token));
        expect(bearerTokenMatches(header, token)).toBe(false);
      }),
    );
  });
});
