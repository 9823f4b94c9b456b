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

/** U+0000 (PostgreSQL's text type cannot hold it) and UTF-16 halves without their pair. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Where in a request's input a string holds a character no text column can store: the path of the
 * first such string (`name`, `items.2.title`), or null. Walked to a fixed depth; objects nested
 * deeper than that are left to the input schema, which never accepts them.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || '(värdet)' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (UNSTORABLE.test(key)) return path ? `${path}.${key}` : key;
    const found = findUnstorableText(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}
