import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockholmWallClock, stockholmWeekOf } from './time';

describe('stockholmWeekOf', () => {
  it('runs from Monday 00:00 to the next Monday 00:00 Stockholm time', () => {
    // Wednesday 25 Nov 2026 (winter, UTC+1): Monday 23 Nov 00:00 = 22 Nov 23:00 UTC.
    const week = stockholmWeekOf(new Date('2026-11-25T12:00:00Z'));
    expect(week.start.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('puts Sunday evening in its own week and the first minute of Monday in the next', () => {
    const sunday = stockholmWeekOf(new Date('2026-11-29T22:59:59.999Z'));
    expect(sunday.end.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    const monday = stockholmWeekOf(new Date('2026-11-29T23:00:00.000Z'));
    expect(monday.start.toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('is 167 hours long in the week the clocks go forward and 169 in the week they go back', () => {
    const spring = stockholmWeekOf(new Date('2026-03-27T12:00:00Z')); // DST starts Sunday 29 March
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(167);
    const autumn = stockholmWeekOf(new Date('2026-10-23T12:00:00Z')); // DST ends Sunday 25 October
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(169);
  });

  it('always holds the instant and starts at a Monday midnight (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-01-01T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const { start, end } = stockholmWeekOf(instant);
          expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(end.getTime()).toBeGreaterThan(instant.getTime());
          const wall = stockholmWallClock(start);
          expect([wall.weekday, wall.hour, wall.minute]).toEqual([1, 0, 0]);
          expect(stockholmWallClock(end).weekday).toBe(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
