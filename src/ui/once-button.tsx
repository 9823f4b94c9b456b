'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useOnce } from './use-once';

type OnceButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled' | 'children' | 'type'> & {
  /** The one action; a second click while it runs does nothing. */
  run: () => Promise<void>;
  /** The button's words, or a function of whether the action is running ("Kör …"). */
  children: ReactNode | ((busy: boolean) => ReactNode);
};

/**
 * A button that runs one async action at a time (useOnce): disabled and aria-busy while it runs,
 * so a double click never sends twice. Its look is the caller's (`className`, usually buttonClass()).
 */
export function OnceButton({ run, children, ...button }: OnceButtonProps) {
  const once = useOnce();
  return (
    <button type="button" disabled={once.busy} aria-busy={once.busy || undefined} {...button} onClick={() => void once.run(run)}>
      {typeof children === 'function' ? children(once.busy) : children}
    </button>
  );
}
