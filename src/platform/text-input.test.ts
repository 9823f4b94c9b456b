import { describe, expect, it } from 'vitest';
import { isUnstorableTextError } from './text-input';

describe('isUnstorableTextError', () => {
  it('recognises PostgreSQL refusing a character, also wrapped by the query builder', () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    expect(isUnstorableTextError(driver)).toBe(true);
    expect(isUnstorableTextError(new Error('Failed query', { cause: driver }))).toBe(true);
    expect(isUnstorableTextError(Object.assign(new Error('x'), { code: '22P05' }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isUnstorableTextError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isUnstorableTextError(new Error('boom'))).toBe(false);
    expect(isUnstorableTextError(null)).toBe(false);
    expect(isUnstorableTextError('22021')).toBe(false);
  });
});
