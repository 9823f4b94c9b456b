import { z } from 'zod';

/**
 * One line of text a person types (a name, a street, a carrier): inner whitespace collapsed, trimmed,
 * required, at most `max` characters, no control characters or angle brackets. Errors in Swedish,
 * naming the field: "Fyll i gatuadress."
 */
export function singleLine(label: string, max: number) {
  return z
    .string({ error: `Fyll i ${label}.` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, `Fyll i ${label}.`)
        .max(max, `Högst ${max} tecken.`)
        .refine((value) => !/[\u0000-\u001f\u007f<>]/.test(value), 'Otillåtna tecken.'),
    );
}
