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

  it('renders the hand-typed strings it replaced: the purchase list’s pair, the studio’s reminder and danger buttons', () => {
    expect(tokens(buttonClass('primary', 'sm'))).toEqual(
      tokens(
        'inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-5 text-sm font-medium text-white hover:bg-black transition-colors disabled:cursor-not-allowed disabled:opacity-60',
      ),
    );
    const reminder = tokens(buttonClass('inverse', 'md', 'w-full'));
    for (const token of ['min-h-12', 'w-full', 'border-ink', 'px-6', 'hover:bg-ink', 'hover:text-white', 'disabled:opacity-60'])
      expect(reminder.has(token), token).toBe(true);
    const danger = tokens(buttonClass('danger', 'sm'));
    expect(danger.has('bg-danger') && danger.has('text-white') && !danger.has('bg-ink')).toBe(true);
  });

  it('gives every variant and size one pill shape and a touch target of at least 44 px', () => {
    const variants = ['primary', 'outline', 'outlineStrong', 'inverse', 'accent', 'danger', 'quiet'] as const;
    const sizes = ['md', 'sm', 'compact', 'tight', 'xs'] as const;
    for (const variant of variants) {
      for (const size of sizes) {
        const classes = tokens(buttonClass(variant, size));
        expect(classes.has('rounded-full'), `${variant} ${size}`).toBe(true);
        expect(classes.has('min-h-11') || classes.has('min-h-12'), `${variant} ${size}`).toBe(true);
      }
    }
  });
});
