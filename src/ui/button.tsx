// The site's one button style: a pill in ink (primary) or outlined, in two sizes. Buttons use
// <Button>; links that look like buttons take buttonClass() so the look stays one rule.
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'outline' | 'outlineStrong';
export type ButtonSize = 'md' | 'sm';

const BASE = 'inline-flex items-center justify-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-white hover:bg-black',
  outline: 'border border-line hover:border-ink',
  outlineStrong: 'border border-ink hover:bg-ground',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-12 px-6 font-medium',
  sm: 'min-h-11 px-5 text-sm font-medium',
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
