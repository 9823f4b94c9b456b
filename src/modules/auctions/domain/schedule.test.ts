import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWeeklyCloseDay, nextWeeklyClose, staggeredEnd } from './schedule';
import { stockholmToUtc, stockholmWallClock } from '@/platform/time';
import { formatEndTime } from '@/ui/format';

describe('weekly close', () => {
  it('closes the Sunday at least three days away at 19:00 Stockholm time', () => {
    // Saturday 21 Nov 2026 → Sunday 22 is one day away, so Sunday 29 Nov (winter time, UTC+1).
    expect(nextWeeklyClose(new Date('2026-11-21T22:20:00Z')).toISOString()).toBe('2026-11-29T18:00:00.000Z');
    // Wednesday 25 Nov 2026 12:00 → Sunday 29 is 4 days away.
    expect(nextWeeklyClose(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-29T18:00:00.000Z');
    // Thursday 26 Nov 2026 19:00 local → exactly 3 days before Sunday 19:00: still that Sunday.
    expect(nextWeeklyClose(new Date('2026-11-26T18:00:00Z')).toISOString()).toBe('2026-11-29T18:00:00.000Z');
    // One minute later it is too close.
    expect(nextWeeklyClose(new Date('2026-11-26T18:01:00Z')).toISOString()).toBe('2026-12-06T18:00:00.000Z');
  });

  it('respects daylight saving time (summer UTC+2)', () => {
    expect(nextWeeklyClose(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-05T17:00:00.000Z');
    // The Sunday DST ends (25 Oct 2026): 19:00 is already winter time.
    expect(stockholmToUtc(2026, 10, 25, 19, 0).toISOString()).toBe('2026-10-25T18:00:00.000Z');
    // The Sunday DST starts (29 Mar 2026): 19:00 is summer time.
    expect(stockholmToUtc(2026, 3, 29, 19, 0).toISOString()).toBe('2026-03-29T17:00:00.000Z');
  });

  it('handles a week that ends on the autumn clock change (found by the property below)', () => {
    // Thursday 19:00:00.001 summer time: that Sunday is a millisecond too close, so the close is
    // the next Sunday, when the clocks go back — 10 days and one hour away.
    expect(nextWeeklyClose(new Date('2033-10-20T17:00:00.001Z')).toISOString()).toBe('2033-10-30T18:00:00.000Z');
  });

  it('always lands on a Sunday at 19:00 local, ≥ 3 days and at most 10 days (+ a clock-change hour) away', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), (now) => {
        const close = nextWeeklyClose(now);
        const wall = stockholmWallClock(close);
        const days = (close.getTime() - now.getTime()) / 86_400_000;
        return wall.weekday === 0 && wall.hour === 19 && wall.minute === 0 && days >= 3 && days <= 10 + 1 / 24;
      }),
    );
  });

  it('staggers lots one minute apart and formats in Swedish', () => {
    const first = new Date('2026-11-29T18:00:00Z');
    expect(staggeredEnd(first, 0).toISOString()).toBe('2026-11-29T18:00:00.000Z');
    expect(staggeredEnd(first, 4).toISOString()).toBe('2026-11-29T18:04:00.000Z');
    expect(formatEndTime(staggeredEnd(first, 4))).toBe('sön 29 nov 19:04');
    expect(() => staggeredEnd(first, -1)).toThrow();
  });
});

describe('isWeeklyCloseDay', () => {
  it('is Sunday in Stockholm, from midnight to midnight there (not in UTC)', () => {
    // Sunday 29 November 2026: 00:30 in Stockholm is still Saturday 23:30 in UTC.
    expect(isWeeklyCloseDay(new Date('2026-11-28T23:30:00Z'))).toBe(true);
    expect(isWeeklyCloseDay(new Date('2026-11-29T18:00:00Z'))).toBe(true);
    expect(isWeeklyCloseDay(new Date('2026-11-28T22:59:00Z'))).toBe(false);
    // Sunday 23:30 in Stockholm is Monday already nowhere; 00:10 Monday there is 23:10 UTC Sunday.
    expect(isWeeklyCloseDay(new Date('2026-11-29T23:10:00Z'))).toBe(false);
    // Summer time: Sunday 28 June 2026 00:30 in Stockholm is 22:30 UTC on Saturday.
    expect(isWeeklyCloseDay(new Date('2026-06-27T22:30:00Z'))).toBe(true);
  });
});
