'use client';

import { TextField } from '@/ui/form';

type Change = React.ChangeEventHandler<HTMLInputElement>;

/** The e-mail a sign-in or a reset link starts from: focused first, an e-mail keyboard on a phone. */
export function EmailField({ value, error, onChange }: { value: string; error?: string | null; onChange: Change }) {
  return (
    <TextField
      label="E-post"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoFocus
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

const NAME_FIELDS = [
  { name: 'firstName', label: 'Förnamn', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Efternamn', autoComplete: 'family-name' },
] as const;

/** First and last name side by side (one above the other on a phone), as sign-up and the profile ask for them. */
export function NameFields({
  values,
  errors,
  required,
  change,
}: {
  values: { firstName: string; lastName: string };
  errors: { firstName?: string; lastName?: string };
  required?: boolean;
  change: (field: 'firstName' | 'lastName') => Change;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {NAME_FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...field}
          required={required}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={change(field.name)}
        />
      ))}
    </div>
  );
}
