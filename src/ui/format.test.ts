import { describe, expect, it } from 'vitest';
import { formatEstimate, formatOre, formatPercent, formatSek, formatShipping, formatStudioTime, formatTimeLeft } from './format';

describe('format', () => {
  it('states shipping: a price, free, or pickup only', () => {
    expect(formatShipping(149)).toBe('Frakt: 149\u00a0kr');
    expect(formatShipping(0)).toBe('Fri frakt');
    expect(formatShipping(null)).toBe('Endast avhämtning');
  });

  it('formats kronor with Swedish grouping', () => {
    expect(formatSek(1300).replace(/\s/g, ' ')).toBe('1 300 kr');
    expect(formatEstimate(1500, 2000)?.replace(/\s/g, ' ')).toBe('1 500–2 000 kr');
    expect(formatEstimate(null, null)).toBeNull();
  });
  it('formats öre as kronor, with decimals only when there are öre', () => {
    expect(formatOre(148_000).replace(/\s/g, ' ')).toBe('1 480 kr');
    expect(formatOre(148_080).replace(/\s/g, ' ')).toBe('1 480,80 kr');
    expect(formatOre(5).replace(/\s/g, ' ')).toBe('0,05 kr');
  });
  it('formats a percentage with a non-breaking space', () => {
    expect(formatPercent(20)).toBe('20\u00a0%');
    expect(formatPercent(7)).toBe('7\u00a0%');
  });
  it('formats time left', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatTimeLeft(new Date('2026-11-23T16:30:00Z'), now)).toBe('2 d 4 tim');
    expect(formatTimeLeft(new Date('2026-11-21T15:12:00Z'), now)).toBe('3 tim 12 min');
    expect(formatTimeLeft(new Date('2026-11-21T12:04:30Z'), now)).toBe('4 min');
    expect(formatTimeLeft(new Date('2026-11-21T12:00:30Z'), now)).toBe('30 s');
    expect(formatTimeLeft(new Date('2026-11-21T11:00:00Z'), now)).toBe('Avslutad');
  });
  it('formats a moment in the studio’s records in Stockholm time, from an ISO string, milliseconds or a Date', () => {
    expect(formatStudioTime('2026-12-03T13:05:00Z')).toBe('3 dec. 2026 14:05');
    expect(formatStudioTime(Date.parse('2026-07-01T08:00:00Z'))).toBe('1 juli 2026 10:00');
    expect(formatStudioTime(new Date('2026-12-03T13:05:00Z'))).toBe('3 dec. 2026 14:05');
  });
});
