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
        .refine((value) => !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>]/.test(value), 'Otillåtna tecken.'),
    );
}

/**
 * What a name may never hold: line breaks and tabs, every other C0 and C1 control character
 * (U+0000–U+001F, U+007F–U+009F; PostgreSQL refuses U+0000 outright), and the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which would flip the text
 * around a name wherever it is shown: a bid history, a receipt, an e-mail.
 */
const NOT_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export const NAME_CHARACTERS_MESSAGE = 'Namnet får inte innehålla radbrytningar eller kontrolltecken.';

/** The message for a name with a character no name may hold, or null (for the pure validators the forms share). */
export function nameCharactersError(value: string): string | null {
  return NOT_IN_NAMES.test(value) ? NAME_CHARACTERS_MESSAGE : null;
}

/**
 * A name a person types (first name, last name, the name on a delivery, an account holder): refused
 * with NAME_CHARACTERS_MESSAGE when it holds a line break, a control character or a bidi override
 * (checked before anything is trimmed or collapsed, so nothing is silently rewritten), then trimmed
 * with inner whitespace collapsed, required (`requiredMessage`) and at most `max` characters.
 */
export function personName(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .refine((value) => !NOT_IN_NAMES.test(value), NAME_CHARACTERS_MESSAGE)
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, requiredMessage).max(max, `Högst ${max} tecken.`));
}

export const UNSTORABLE_TEXT_MESSAGE = 'Texten innehåller ett tecken som inte kan sparas.';

/** PostgreSQL's codes for text its encoding cannot hold (U+0000 in a UTF-8 database, mostly). */
const UNSTORABLE_CODES = new Set(['22021', '22P05']);

/**
 * json/jsonb refusing what the app serialised: JSON.stringify always writes valid JSON, so the one
 * way PostgreSQL refuses it ("invalid input syntax for type json", 22P02) is an escape it cannot
 * hold — a lone surrogate (\ud800) from text a user typed, copied into a jsonb column.
 */
const INVALID_TEXT_REPRESENTATION = '22P02';
const JSON_SYNTAX = /type jsonb?\b/;

/**
 * Whether an error is the database refusing a character (U+0000) in text it was given: checked on
 * the error and on its causes (the query builder wraps the driver's error).
 */
export function isUnstorableTextError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (code === INVALID_TEXT_REPRESENTATION && typeof message === 'string' && JSON_SYNTAX.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
