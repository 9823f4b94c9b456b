import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makerKey, makerKeyOfSlug, makerPath, makerSlug } from './maker-key';

const letters = 'abcdefghijklmnopqrstuvwxyzåäöéèüøæ'.split('');
const word = fc.array(fc.constantFrom(...letters), { minLength: 2, maxLength: 10 }).map((chars) => chars.join(''));

describe('makerKey', () => {
  it('makes one maker of the ways a name is written', () => {
    for (const written of [
      'Bertil Vallien',
      'Vallien, Bertil',
      'BERTIL  VALLIEN',
      'Bertil Vallièn',
      '  Bertil Vallien  ',
      'bertil vallien',
    ])
      expect(makerKey(written)).toBe('bertil vallien');
  });
  it('keeps companies as they are, folded', () => {
    expect(makerKey('Kosta Boda')).toBe('kosta boda');
    expect(makerKey('Gustavsberg')).toBe('gustavsberg');
    expect(makerKey('Rörstrand')).toBe('rorstrand');
    expect(makerKey('Märta Måås-Fjetterström')).toBe('marta maas fjetterstrom');
  });
  it('does not swap a name and a company', () => {
    expect(makerKey('Bertil Vallien, Kosta Boda')).toBe('bertil vallien kosta boda');
  });
  it('has no key for no maker or an unknown one', () => {
    for (const unknown of [null, undefined, '', '   ', '---', 'Okänd', 'Okänd konstnär', 'OKÄND FORMGIVARE', 'Anonym', 'okänd, 1800-tal'])
      expect(makerKey(unknown)).toBeNull();
  });
  it('is idempotent, trimmed and made only of a–z, 0–9 and single spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const key = makerKey(raw);
        if (key === null) return;
        expect(key).toMatch(/^[a-z0-9]+(?: [a-z0-9]+)*$/);
        expect(makerKey(key)).toBe(key);
      }),
    );
  });
  it('ignores case, spacing and the surname-first form', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 1, max: 3 }), (first, last, spaces) => {
        const key = makerKey(`${first} ${last}`);
        expect(makerKey(`${last}, ${first}`)).toBe(key);
        expect(makerKey(`${first.toUpperCase()}${' '.repeat(spaces)}${last}`)).toBe(key);
        expect(makerKey(` ${first} ${last} `)).toBe(key);
      }),
    );
  });
  it('round-trips a key through its slug', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const key = makerKey(raw);
        if (key === null) return;
        expect(makerKeyOfSlug(makerSlug(key))).toBe(key);
      }),
    );
    expect(makerPath('bertil vallien')).toBe('/formgivare/bertil-vallien');
    expect(makerKeyOfSlug('Bertil-Vallien')).toBeNull();
    expect(makerKeyOfSlug('bertil--vallien')).toBeNull();
  });
});
