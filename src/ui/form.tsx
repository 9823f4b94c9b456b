'use client';

import { useId } from 'react';

/** A labelled input with its error, wired for screen readers (aria-invalid, aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  className = '',
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; hint?: string }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-12 w-full rounded-lg border bg-white px-3 text-base outline-none transition-colors focus:border-ink ${error ? 'border-danger' : 'border-line'}`}
        {...input}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: React.ReactNode; error?: string | null }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-ink"
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-snug">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 pl-8 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PrimaryButton({
  busy,
  children,
  className = '',
  ...button
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button
      {...button}
      disabled={busy || button.disabled}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-12 w-full items-center justify-center rounded-full bg-ink px-6 font-medium text-white transition-colors hover:bg-black disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    >
      {children}
    </button>
  );
}

export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children: React.ReactNode }) {
  const styles = { error: 'bg-red-50 text-danger', info: 'bg-ground text-ink', success: 'bg-green-50 text-success' }[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg px-4 py-3 text-sm ${styles}`}>
      {children}
    </p>
  );
}
