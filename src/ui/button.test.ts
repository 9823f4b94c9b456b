import { describe, expect, it } from 'vitest';
import { buttonClass } from './button';

const tokens = (classes: string) => new Set(classes.split(' '));

describe('buttonClass', () => {
  it('renders the primary button exactly as the hand-typed PrimaryButton string did', () => {
    const before =
      'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-ink px-6 font-medium text-white transition-colors hover:bg-black disabled:cursor-not-allowed disabled:opacity-60';
    expect(tokens(buttonClass('primary', 'md', 'w-full'))).toEqual(tokens(before));
  });

  it('gives each variant its colours and each size its height, never both heights or both colours', () => {
    const small = tokens(buttonClass('outline', 'sm'));
    expect(small.has('min-h-11') && small.has('text-sm') && small.has('border-line')).toBe(true);
    expect(small.has('min-h-12') || small.has('bg-ink')).toBe(false);
    const strong = tokens(buttonClass('outlineStrong'));
    expect(strong.has('border-ink') && strong.has('min-h-12')).toBe(true);
  });

  it('appends extra layout classes and nothing else', () => {
    expect(buttonClass('primary', 'sm', 'mt-4')).toBe(`${buttonClass('primary', 'sm')} mt-4`);
    expect(buttonClass()).not.toMatch(/\s$/);
  });
});
