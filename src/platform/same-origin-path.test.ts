import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const ORIGIN = 'https://klubban.example';

describe('sameOriginPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(sameOriginPath('/user#utbetalningar', ORIGIN)).toBe('/user#utbetalningar');
    expect(sameOriginPath('/user/kop/7?betalning=klar', ORIGIN)).toBe('/user/kop/7?betalning=klar');
    expect(sameOriginPath('/', ORIGIN)).toBe('/');
  });

  it.each([
    ['a backslash that browsers read as a slash', '/\\evil.example/steal'],
    ['two backslashes', '\\\\evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash in lower case', '/%5cevil.example'],
    ['a tab the URL parser drops (/<tab>/evil → //evil)', '/\t/evil.example'],
    ['a newline the URL parser drops', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['an encoded control character', '/%09/evil.example'],
    ['a NUL', '/user\u0000'],
    ['DEL', '/user\u007f'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a leading space', ' /user'],
    ['an absolute address of another site', 'https://evil.example/'],
    ['an absolute address of this site (only paths are taken)', 'https://klubban.example/user'],
    ['a relative path', 'user'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['nothing', ''],
  ])('refuses %s', (_name, path) => {
    expect(sameOriginPath(path, ORIGIN)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(sameOriginPath(undefined, ORIGIN)).toBeNull();
    expect(sameOriginPath(['/user'], ORIGIN)).toBeNull();
  });
});
