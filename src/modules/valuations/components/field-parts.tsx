'use client';

import { useId } from 'react';

/** A labelled textarea with its error, like TextField (src/ui/form). */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  ...textarea
}: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null; hint?: string }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-28 w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none transition-colors focus:border-ink ${error ? 'border-danger' : 'border-line'}`}
        {...textarea}
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

/** A labelled select with its error. */
export function SelectField({
  label,
  error,
  options,
  placeholder,
  className = '',
  ...select
}: React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | null;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`h-12 w-full rounded-lg border bg-white px-3 text-base outline-none transition-colors focus:border-ink ${error ? 'border-danger' : 'border-line'}`}
        {...select}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The field errors of a refused call (`details.issues`, by the first segment of each path). */
export function issuesByField(details: unknown): Record<string, string> {
  const issues =
    details && typeof details === 'object' && Array.isArray((details as { issues?: unknown }).issues)
      ? ((details as { issues: { path?: unknown; message?: unknown }[] }).issues ?? [])
      : [];
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path.split('.')[0]! : '';
    if (field && typeof issue.message === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
