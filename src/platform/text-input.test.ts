import { describe, expect, it } from 'vitest';
import { isUnstorableTextError } from './text-input';

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
