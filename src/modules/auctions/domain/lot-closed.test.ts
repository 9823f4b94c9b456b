import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUCTION_STATUSES } from '@/keys';
import { isClosed, isFinalStatus } from './lot-closed';

const now = Date.parse('2026-11-29T12:00:00Z');

describe('isFinalStatus', () => {
  it('is true for ended and cancelled only', () => {
    expect(AUCTION_STATUSES.filter(isFinalStatus)).toEqual(['ended', 'cancelled']);
  });
});

describe('isClosed', () => {
  it('closes a live lot at its end time, not a millisecond before', () => {
    expect(isClosed({ status: 'live', endsAt: new Date(now + 1) }, now)).toBe(false);
    expect(isClosed({ status: 'live', endsAt: new Date(now) }, now)).toBe(true);
    expect(isClosed({ status: 'live', endsAt: '2026-11-29T12:00:00.001Z' }, now)).toBe(false);
    expect(isClosed({ status: 'live', endsAt: '2026-11-29T12:00:00.000Z' }, now)).toBe(true);
  });

  it('is closed when final, or when the end time has passed, whatever the status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AUCTION_STATUSES), fc.integer({ min: -1e9, max: 1e9 }), (status, offset) => {
        const endsAt = new Date(now + offset);
        const closed = isClosed({ status, endsAt }, now);
        expect(closed).toBe(isFinalStatus(status) || offset <= 0);
        expect(isClosed({ status, endsAt: endsAt.toISOString() }, now)).toBe(closed);
      }),
    );
  });
});
