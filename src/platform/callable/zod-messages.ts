import type { z } from 'zod';

/**
 * Swedish for the input issues an action's schema has no message of its own for (its own messages
 * win): zod's defaults are English and name JavaScript types ("expected string, received
 * undefined"). The words follow "Ogiltigt värde för {fält}: …" (see firstMessage in ./handle.ts).
 */

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'ett tal',
  int: 'ett heltal',
  bigint: 'ett heltal',
  boolean: 'ja eller nej (true/false)',
  array: 'en lista',
  object: 'ett objekt',
  record: 'ett objekt',
  date: 'en tidpunkt',
  null: 'inget värde (null)',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'en giltig e-postadress',
  datetime: 'en tidpunkt (ISO 8601 med tidszon)',
  date: 'ett datum (ÅÅÅÅ-MM-DD)',
  url: 'en webbadress',
  uuid: 'ett id',
};

const SIZE_UNITS: Record<string, string> = { string: ' tecken', array: ' st', set: ' st', file: ' byte' };

/** At most a few of an enum's values, quoted. */
function choices(values: readonly unknown[]): string {
  const shown = values.slice(0, 8).map((value) => (typeof value === 'string' ? `"${value}"` : String(value)));
  return values.length > shown.length ? `${shown.join(', ')} …` : shown.join(', ');
}

function bound(value: unknown): string {
  return typeof value === 'number' || typeof value === 'bigint' ? value.toLocaleString('sv-SE') : String(value);
}

/** The per-parse error map of the callable protocol: a Swedish message for any issue zod would word. */
export function swedishInputIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'uppgiften saknas.';
      if (issue.expected === 'int') return 'måste vara ett heltal.';
      if (issue.expected === 'number' && typeof issue.input === 'number') return 'måste vara ett ändligt tal.';
      return `förväntade ${TYPE_WORDS[issue.expected] ?? 'ett annat slags värde'}.`;
    }
    case 'too_big': {
      if (issue.origin === 'int' || issue.origin === 'bigint') return 'talet är för stort.';
      const unit = SIZE_UNITS[issue.origin ?? ''] ?? '';
      return issue.inclusive === false ? `mindre än ${bound(issue.maximum)}${unit}.` : `högst ${bound(issue.maximum)}${unit}.`;
    }
    case 'too_small': {
      if (issue.origin === 'int' || issue.origin === 'bigint') return 'talet är för litet.';
      const unit = SIZE_UNITS[issue.origin ?? ''] ?? '';
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'får inte vara tom.';
      if (issue.origin === 'array' && Number(issue.minimum) === 1) return 'ange minst en.';
      return issue.inclusive === false ? `större än ${bound(issue.minimum)}${unit}.` : `minst ${bound(issue.minimum)}${unit}.`;
    }
    case 'invalid_union': {
      // "text or null" and the like: what each alternative expected, when each refused the type.
      const expected = issue.errors.map((errors) =>
        errors.length === 1 && errors[0]!.code === 'invalid_type' ? errors[0]!.expected : null,
      );
      if (expected.length > 0 && expected.every((type) => type !== null && TYPE_WORDS[type])) {
        return `förväntade ${[...new Set(expected.map((type) => TYPE_WORDS[type!]))].join(' eller ')}.`;
      }
      return 'ogiltigt värde.';
    }
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ? `förväntade ${FORMAT_WORDS[issue.format]}.` : 'har fel format.';
    case 'invalid_value':
      return `välj ett av ${choices(issue.values)}.`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'okända fält' : 'okänt fält'}: ${issue.keys.slice(0, 5).join(', ')}.`;
    case 'not_multiple_of':
      return `måste vara en multipel av ${bound(issue.divisor)}.`;
    default:
      return 'ogiltigt värde.';
  }
}
