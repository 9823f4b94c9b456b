import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { swedishInputIssue } from './zod-messages';

/** What an action's input answers for issues its schema words no message of its own for. */
const schema = z
  .object({
    id: z.number().int().positive().max(10),
    name: z.string().min(1).max(3),
    kind: z.enum(['team', 'collaboration']),
    tags: z.array(z.string()).min(1).max(2),
    email: z.email().optional(),
    note: z.union([z.string(), z.null()]).optional(),
    own: z.string({ error: 'Ange ett namn.' }).optional(),
  })
  .strict();

const messages = (input: unknown) =>
  schema.safeParse(input, { error: swedishInputIssue }).error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('swedishInputIssue', () => {
  it('words missing fields, wrong types, sizes, choices and unknown keys in Swedish', () => {
    expect(messages({})).toEqual([
      'id: uppgiften saknas.',
      'name: uppgiften saknas.',
      'kind: välj ett av "team", "collaboration".',
      'tags: uppgiften saknas.',
    ]);
    expect(messages({ id: 1.5, name: '', kind: 'x', tags: [], email: 'nej', own: 5, extra: 1 })).toEqual([
      'id: måste vara ett heltal.',
      'name: får inte vara tom.',
      'kind: välj ett av "team", "collaboration".',
      'tags: ange minst en.',
      'email: förväntade en giltig e-postadress.',
      'own: Ange ett namn.',
      ': okänt fält: extra.',
    ]);
    expect(messages({ id: 2 ** 53, name: 'abcd', kind: 'team', tags: ['a', 'b', 'c'] })).toEqual([
      'id: talet är för stort.',
      'id: högst 10.',
      'name: högst 3 tecken.',
      'tags: högst 2 st.',
    ]);
    expect(messages({ id: '1', name: 5, kind: 'team', tags: 'a', note: 5 })).toEqual([
      'id: förväntade ett tal.',
      'name: förväntade text.',
      'tags: förväntade en lista.',
      'note: förväntade text eller inget värde (null).',
    ]);
    expect(messages({ id: -(2 ** 60), name: 'a', kind: 'team', tags: ['a'] })).toEqual(['id: talet är för litet.', 'id: större än 0.']);
  });

  it('never names a JavaScript type or falls back to English', () => {
    const inputs = [{}, { id: null }, { id: -1 }, { id: Infinity }, { name: [] }, { tags: {} }, null, 'x', { kind: 3 }];
    for (const input of inputs) {
      const result = schema.safeParse(input, { error: swedishInputIssue });
      for (const issue of result.error!.issues) expect(issue.message).not.toMatch(/undefined|expected|received|Invalid|Too /);
    }
  });
});
