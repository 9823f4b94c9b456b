import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_HTTP_STATUS, isErrorCode } from './errors';

describe('AppError', () => {
  it('maps every code to the canonical HTTP status docs/product.md §4 lists, and no other', () => {
    // "INVALID_ARGUMENT, FAILED_PRECONDITION, OUT_OF_RANGE 400; UNAUTHENTICATED 401; …": each group of codes, then its status.
    const docs = readFileSync(path.join(process.cwd(), 'docs/product.md'), 'utf8').replace(/\s+/g, ' ');
    const list = /with the canonical HTTP status: (.*?)\. A message/.exec(docs)?.[1];
    expect(list).toBeDefined();
    const documented: Record<string, number> = {};
    for (const group of list!.split(';')) {
      const [, codes, status] = /^\s*(.*) (\d{3})\s*$/.exec(group)!;
      for (const code of codes!.split(',')) documented[code.trim()] = Number(status);
    }
    expect(Object.keys(documented)).toHaveLength(14);
    expect(ERROR_HTTP_STATUS).toEqual(documented);
  });

  it('serialises to the protocol error shape with a Swedish default message', () => {
    const error = new AppError('NOT_FOUND');
    expect(error.httpStatus).toBe(404);
    expect(error.toJSON()).toEqual({ status: 'NOT_FOUND', message: 'Hittades inte.' });
    expect(new AppError('INVALID_ARGUMENT', 'Fel belopp', { field: 'amount' }).toJSON()).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Fel belopp',
      details: { field: 'amount' },
    });
  });

  it('recognises codes', () => {
    expect(isErrorCode('ABORTED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
