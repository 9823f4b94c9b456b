import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SchemaField, schemaRules } from './schema-field';

// The shapes the modules' schemas use: a trimmed text piped into its checks, an optional text that
// blank turns into null, a sum in kronor, a choice.
const trimmed = (max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1).max(max));
const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .transform((value) => (value === null ? null : value.trim() || null))
    .pipe(z.string().max(max).nullable())
    .optional();

describe('schemaRules', () => {
  it('reads the limit through pipes, unions and optional wrappers', () => {
    expect(schemaRules(trimmed(120))).toEqual({ required: true, maxLength: 120 });
    expect(schemaRules(optionalText(500))).toEqual({ required: false, maxLength: 500 });
  });

  it('sets no length for what is not a string, and requires what refuses both nothing and blank', () => {
    expect(schemaRules(z.number().int().positive())).toEqual({ required: true, maxLength: undefined });
    expect(schemaRules(z.number().nullable().optional())).toEqual({ required: false, maxLength: undefined });
    expect(schemaRules(z.enum(['a', 'b']))).toEqual({ required: true, maxLength: undefined });
    // An optional phone: blank is allowed, so not required.
    expect(schemaRules(z.string().regex(/^\d+$/).optional().or(z.literal('')))).toEqual({ required: false, maxLength: undefined });
  });
});

describe('SchemaField', () => {
  const render = (props: Parameters<typeof SchemaField>[0]) => renderToStaticMarkup(createElement(SchemaField, props));

  it('puts the schema’s required and maxLength on the input, wired to its label, hint and error', () => {
    const html = render({ schema: trimmed(120), label: 'Rubrik', name: 'title', hint: 'Kort', value: '', onChange: () => undefined });
    expect(html).toMatch(/<input[^>]* required=""/);
    expect(html).toMatch(/<input[^>]* maxLength="120"/);
    expect(html).toContain('Rubrik</label>');
    const failed = render({ schema: trimmed(120), label: 'Rubrik', error: 'Fyll i en rubrik.', value: '', onChange: () => undefined });
    expect(failed).toMatch(/aria-invalid="true"/);
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Fyll i en rubrik.');
  });

  it('lets a typing cap and a textarea or select stand in', () => {
    const capped = render({ schema: z.number(), label: 'Pris', maxLength: 12, value: '', onChange: () => undefined });
    expect(capped).toMatch(/maxLength="12"/);
    const area = render({ as: 'textarea', schema: optionalText(500), label: 'Adress', value: '', onChange: () => undefined });
    expect(area).toMatch(/<textarea[^>]* maxLength="500"/);
    expect(area).not.toContain('required');
    const select = render({
      as: 'select',
      schema: z.enum(['a', 'b']),
      label: 'Val',
      options: [{ value: 'a', label: 'A' }],
      placeholder: 'Välj',
      value: '',
      onChange: () => undefined,
    });
    expect(select).toMatch(/<select[^>]* required=""/);
    expect(select).toContain('>Välj</option>');
  });
});
