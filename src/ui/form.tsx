'use client';

import { useId } from 'react';
import { Button } from './button';

/** The label, hint and error around one control, wired for screen readers (aria-invalid, aria-describedby). */
function Field({
  label,
  error,
  hint,
  className,
  control,
}: {
  label: string;
  error?: string | null;
  hint?: string;
  className: string;
  control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

const controlClass = (error: string | null | undefined) =>
  `w-full rounded-lg border bg-white px-3 text-base outline-none transition-colors focus:border-ink ${error ? 'border-danger' : 'border-line'}`;

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: string;
}

/** Splits a field's props into those of its label, hint and error (for Field) and those of its control. */
function splitField<P extends FieldProps & { className?: string }>({ label, error, hint, className = '', ...control }: P) {
  return [{ label, error, hint, className }, control] as const;
}

/** A labelled input with its error and hint. */
export function TextField(props: React.InputHTMLAttributes<HTMLInputElement> & FieldProps) {
  const [field, input] = splitField(props);
  return <Field {...field} control={(aria) => <input {...aria} className={`h-12 ${controlClass(field.error)}`} {...input} />} />;
}

/** A labelled textarea with its error and hint. */
export function TextAreaField(props: React.TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps) {
  const [field, textarea] = splitField(props);
  return (
    <Field {...field} control={(aria) => <textarea {...aria} className={`min-h-28 py-2.5 ${controlClass(field.error)}`} {...textarea} />} />
  );
}

/** A labelled select with its error and hint; `placeholder` is an empty first option. */
export function SelectField({
  options,
  placeholder,
  ...props
}: React.SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const [field, select] = splitField(props);
  return (
    <Field
      {...field}
      control={(aria) => (
        <select {...aria} className={`h-12 ${controlClass(field.error)}`} {...select}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
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

/** The full-width primary button of a form; a thin wrapper over Button (src/ui/button.tsx). */
export function PrimaryButton({
  className = '',
  type = 'submit',
  ...button
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return <Button {...button} type={type} className={`w-full ${className}`.trim()} />;
}

export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children: React.ReactNode }) {
  const styles = { error: 'bg-red-50 text-danger', info: 'bg-ground text-ink', success: 'bg-green-50 text-success' }[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg px-4 py-3 text-sm ${styles}`}>
      {children}
    </p>
  );
}

/**
 * A form's honeypot, `website`: off screen, out of the tab order and hidden from assistive
 * technology, so only form-filling scripts fill it in; the action answers them as if it had
 * worked and does nothing.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Lämna tomt</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
