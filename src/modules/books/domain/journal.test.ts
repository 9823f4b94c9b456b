import { describe, expect, it } from 'vitest';
import { fiscalYearOf } from './journal';

describe('fiscalYearOf', () => {
  it('is the calendar year when the year starts in January', () => {
    expect(fiscalYearOf('2026-11-29', 1)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(fiscalYearOf('2026-01-01', 1)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('spans two calendar years when it starts later', () => {
    expect(fiscalYearOf('2026-11-29', 7)).toEqual({ start: '2026-07-01', end: '2027-06-30' });
    expect(fiscalYearOf('2026-06-30', 7)).toEqual({ start: '2025-07-01', end: '2026-06-30' });
    expect(fiscalYearOf('2027-02-10', 3)).toEqual({ start: '2026-03-01', end: '2027-02-28' });
    expect(fiscalYearOf('2028-02-10', 3)).toEqual({ start: '2027-03-01', end: '2028-02-29' });
  });

  it('refuses what is not a date or a month', () => {
    expect(() => fiscalYearOf('2026-1-1', 1)).toThrow(RangeError);
    expect(() => fiscalYearOf('2026-11-29', 13)).toThrow(RangeError);
  });
});
