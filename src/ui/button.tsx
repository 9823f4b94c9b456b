// The site's one button style: a pill in ink (primary), outlined, in the accent colour, for a
// destructive act (danger) or quiet as a link, in four sizes. Buttons use <Button>; links that look
// like buttons, and buttons whose markup is special, take buttonClass() so the look stays one rule.
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'outline' | 'outlineStrong' | 'inverse' | 'accent' | 'danger' | 'quiet';
export type ButtonSize = 'md' | 'sm' | 'compact' | 'tight' | 'xs';

const BASE = 'inline-flex items-center justify-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-white hover:bg-black',
  outline: 'border border-line hover:border-ink',
  outlineStrong: 'border border-ink hover:bg-ground',
  /** Outlined in ink, filled with ink on hover (not while disabled): the second choice beside a primary one. */
  inverse: 'border border-ink hover:bg-ink hover:text-white disabled:hover:bg-transparent disabled:hover:text-ink',
  accent: 'bg-accent text-ink hover:bg-accent-strong',
  /** Removing, declining, revoking: what cannot simply be undone. */
  danger: 'bg-danger text-white hover:bg-red-800',
  /** A text action with a button's target size ("Rensa"): underlined on hover. */
  quiet: 'underline-offset-4 hover:underline',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-12 px-6 font-medium',
  sm: 'min-h-11 px-5 text-sm font-medium',
  /** The studio's row buttons and chips: as small, a little narrower. */
  compact: 'min-h-11 px-4 text-sm font-medium',
  tight: 'min-h-11 px-3 text-sm font-medium',
  /** Buttons in a table row of the studio (users, invitations). */
  xs: 'min-h-11 px-3 text-xs font-medium',
};

/** The classes of a button (or a link styled as one); `extra` adds layout such as margins or width. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]}${extra ? ` ${extra}` : ''}`;
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled and marked busy for assistive technology. */
  busy?: boolean;
};

/** A button in the site's style; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', busy, className = '', type = 'button', children, ...button }: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      disabled={busy || button.disabled}
      aria-busy={busy || undefined}
      className={buttonClass(variant, size, className)}
    >
      {children}
    </button>
  );
}
