import { describe, expect, it } from 'vitest';
import { formatDuration } from './job-text';

describe('formatDuration', () => {
  it('says milliseconds, seconds with one decimal, or minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(849.6)).toBe('850 ms');
    expect(formatDuration(1234)).toBe('1,2 s');
    expect(formatDuration(59_999)).toBe('60 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(-5)).toBe('0 ms');
  });
});
