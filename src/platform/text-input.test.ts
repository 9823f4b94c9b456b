import { describe, expect, it } from 'vitest';
import { shippingAddressSchema } from '@/modules/orders/schema';
import { bankAccountInput } from '@/modules/payments/schema';
import { isUnstorableTextError, NAME_CHARACTERS_MESSAGE, nameCharactersError, personName, singleLine } from './text-input';

describe('isUnstorableTextError', () => {
  it('recognises PostgreSQL refusing a character, also wrapped by the query builder', () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    expect(isUnstorableTextError(driver)).toBe(true);
    expect(isUnstorableTextError(new Error('Failed query', { cause: driver }))).toBe(true);
    expect(isUnstorableTextError(Object.assign(new Error('x'), { code: '22P05' }))).toBe(true);
  });

  it('recognises json refusing a lone surrogate (the one way JSON.stringify output is refused)', () => {
    const json = Object.assign(new Error('invalid input syntax for type json'), { code: '22P02' });
    expect(isUnstorableTextError(new Error('Failed query', { cause: json }))).toBe(true);
    // The same code for a number that is no number is a bug, not the user's text.
    expect(isUnstorableTextError(Object.assign(new Error('invalid input syntax for type integer: "x"'), { code: '22P02' }))).toBe(false);
  });

  it('leaves every other failure alone', () => {
    expect(isUnstorableTextError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isUnstorableTextError(new Error('boom'))).toBe(false);
    expect(isUnstorableTextError(null)).toBe(false);
    expect(isUnstorableTextError('22021')).toBe(false);
  });
});

describe('names', () => {
  const name = personName('Fyll i namn.', 20);
  const refused = [
    ...['\r', '\n', '\t', '\u0000', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'],
    ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'],
  ];

  it.each(refused.map((c) => [`U+${c.codePointAt(0)!.toString(16).padStart(4, '0')}`, c]))(
    'refuses %s with the one message',
    (_code, c) => {
      expect(nameCharactersError(`Sa${c}ra`)).toBe(NAME_CHARACTERS_MESSAGE);
      const parsed = name.safeParse(`Sa${c}ra`);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([NAME_CHARACTERS_MESSAGE]);
    },
  );

  it('keeps names from anywhere, trimmed, and still asks for one', () => {
    expect(name.parse('  Zoë-Åsa  Ngô ')).toBe('Zoë-Åsa Ngô');
    expect(name.parse("O'Brien")).toBe("O'Brien");
    expect(nameCharactersError('Åsa Öberg')).toBeNull();
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Fyll i namn.');
    expect(name.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('Högst 20 tecken.');
  });

  it('every name field of an input schema uses it (delivery name, account holder)', () => {
    const address = { name: 'Sara\r\nNilsson', street: 'Gatan 1', postalCode: '11821', city: 'Stockholm' };
    expect(shippingAddressSchema.safeParse(address).error?.issues[0]?.message).toBe(NAME_CHARACTERS_MESSAGE);
    const holder = bankAccountInput.safeParse({ holderName: 'Sara\u202eNilsson', bankAccount: '8327-9 123 456 789' });
    expect(holder.error?.issues.map((issue) => issue.message)).toContain(NAME_CHARACTERS_MESSAGE);
  });

  it('single-line fields refuse the bidi overrides and C1 controls too', () => {
    expect(singleLine('en rubrik', 50).safeParse('Vas\u202e').success).toBe(false);
    expect(singleLine('en rubrik', 50).safeParse('Vas\u0085').success).toBe(false);
  });
});
