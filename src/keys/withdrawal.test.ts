import { describe, expect, it } from 'vitest';
import { withdrawalLine } from './withdrawal';

describe('the line on the right of withdrawal (docs/decisions/0043)', () => {
  it('gives the days from receipt, or the reason of an excluded item', () => {
    expect(withdrawalLine({ withdrawalExcluded: false, withdrawalExcludedReason: null })).toBe(
      'Ångerrätt 14 dagar från att du fått föremålet',
    );
    expect(withdrawalLine({ withdrawalExcluded: false, withdrawalExcludedReason: null }, 30)).toBe(
      'Ångerrätt 30 dagar från att du fått föremålet',
    );
    expect(withdrawalLine({ withdrawalExcluded: true, withdrawalExcludedReason: ' Specialtillverkat ' })).toBe(
      'Ingen ångerrätt: Specialtillverkat',
    );
    expect(withdrawalLine({ withdrawalExcluded: true, withdrawalExcludedReason: null })).toBe(
      'Ingen ångerrätt: undantaget enligt villkoren',
    );
  });
});
