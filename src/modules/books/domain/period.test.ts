import { describe, expect, it } from 'vitest';
import { addDays, checkPeriod, periodInstants, quickPeriods, stockholmToday } from './period';

const HOUR = 3_600_000;
const hours = (period: { from: string; to: string }) => {
  const { start, end } = periodInstants(period);
  return (end.getTime() - start.getTime()) / HOUR;
};

describe('a period of Stockholm calendar days', () => {
  it('starts and ends at Stockholm midnight, whatever the offset', () => {
    expect(periodInstants({ from: '2026-11-23', to: '2026-11-29' })).toEqual({
      start: new Date('2026-11-22T23:00:00Z'),
      end: new Date('2026-11-29T23:00:00Z'),
    });
    expect(periodInstants({ from: '2026-07-01', to: '2026-07-01' })).toEqual({
      start: new Date('2026-06-30T22:00:00Z'),
      end: new Date('2026-07-01T22:00:00Z'),
    });
  });

  it('has a 23-hour day in spring and a 25-hour day in autumn', () => {
    expect(hours({ from: '2026-03-29', to: '2026-03-29' })).toBe(23);
    expect(hours({ from: '2026-10-25', to: '2026-10-25' })).toBe(25);
    expect(hours({ from: '2026-03-23', to: '2026-03-29' })).toBe(7 * 24 - 1);
  });

  it('adds days across months, years and clock changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });
});

describe('checkPeriod', () => {
  it('takes a period within one fiscal year', () => {
    expect(checkPeriod('2026-11-23', '2026-11-29', 1)).toEqual({
      ok: true,
      period: { from: '2026-11-23', to: '2026-11-29' },
      fiscalYear: { start: '2026-01-01', end: '2026-12-31' },
    });
    expect(checkPeriod('2026-11-01', '2027-04-30', 5)).toMatchObject({ ok: true, fiscalYear: { start: '2026-05-01', end: '2027-04-30' } });
  });

  it('refuses in Swedish what it cannot book', () => {
    const refusal = (from: string | undefined, to: string | undefined, month = 1) => {
      const check = checkPeriod(from, to, month);
      return check.ok ? null : check.message;
    };
    expect(refusal(undefined, '2026-11-29')).toMatch(/^Ange periodens första och sista dag/);
    expect(refusal('', '')).toMatch(/^Ange periodens första och sista dag/);
    expect(refusal('2026-13-01', '2026-12-01')).toBe('Från: ”2026-13-01” är inget datum. Skriv det som ÅÅÅÅ-MM-DD.');
    expect(refusal('2026-11-01', '29/11')).toBe('Till: ”29/11” är inget datum. Skriv det som ÅÅÅÅ-MM-DD.');
    expect(refusal('2026-11-29', '2026-11-23')).toBe('Periodens första dag ligger efter dess sista.');
    expect(refusal('2026-12-01', '2027-01-31')).toMatch(/^En period måste ligga inom ett räkenskapsår: .* slutar 2026-12-31/);
    expect(refusal('2026-04-01', '2026-05-31', 5)).toMatch(/slutar 2026-04-30/);
    expect(refusal('x'.repeat(5000), '2026-01-01')!.length).toBeLessThan(80);
  });
});

describe('the quick periods', () => {
  it('are last week (Monday to Sunday), this and last month, and the fiscal year so far', () => {
    // Wednesday 2 December 2026, 00:30 in Stockholm.
    const now = new Date('2026-12-01T23:30:00Z');
    expect(stockholmToday(now)).toBe('2026-12-02');
    expect(quickPeriods(now, 1)).toEqual({
      lastWeek: { label: 'Förra veckan', from: '2026-11-23', to: '2026-11-29' },
      thisMonth: { label: 'Denna månad', from: '2026-12-01', to: '2026-12-02' },
      lastMonth: { label: 'Förra månaden', from: '2026-11-01', to: '2026-11-30' },
      thisYear: { label: 'I år', from: '2026-01-01', to: '2026-12-02' },
    });
    // On a Sunday evening the week is not complete: the one before it.
    expect(quickPeriods(new Date('2026-11-29T20:00:00Z'), 7).lastWeek).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(quickPeriods(new Date('2026-11-29T20:00:00Z'), 7).thisYear).toMatchObject({ from: '2026-07-01' });
    // The week across New Year is cut at the fiscal year's first day.
    expect(quickPeriods(new Date('2027-01-05T12:00:00Z'), 1).lastWeek).toMatchObject({ from: '2027-01-01', to: '2027-01-03' });
    // January: last month is December of the year before.
    expect(quickPeriods(new Date('2027-01-10T12:00:00Z'), 1).lastMonth).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
  });
});
