import { describe, expect, it } from 'vitest';
import { AppError, ERROR_HTTP_STATUS, isErrorCode } from './errors';

describe('AppError', () => {
  it('maps every code to the canonical HTTP status of docs/product.md §4', () => {
    expect(ERROR_HTTP_STATUS).toEqual({
      INVALID_ARGUMENT: 400,
      FAILED_PRECONDITION: 400,
      OUT_OF_RANGE: 400,
      UNAUTHENTICATED: 401,
      PERMISSION_DENIED: 403,
      NOT_FOUND: 404,
      ALREADY_EXISTS: 409,
      ABORTED: 409,
      RESOURCE_EXHAUSTED: 429,
      CANCELLED: 499,
      INTERNAL: 500,
      UNIMPLEMENTED: 501,
      UNAVAILABLE: 503,
      DEADLINE_EXCEEDED: 504,
    });
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
