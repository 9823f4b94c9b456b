'use client';

// One form field from the zod schema the server validates it with: the label, the control (input,
// textarea or select), the hint and the field's Swedish error come from TextField, TextAreaField and
// SelectField (./form.tsx); `required` and `maxLength` are read from the schema, so a limit is
// written once, in the module's schema.ts (docs/architecture.md: "zod at every boundary"). src/ui
// imports no module and not zod itself: the schema is read through zod's public surface only.
import type { ZodType } from 'zod';
import { SelectField, TextAreaField, TextField } from './form';

/** What a control learns from its field's schema. */
export interface SchemaRules {
  /** The schema refuses both a missing value and an empty string. */
  required: boolean;
  /** The string's longest length, when the schema sets one (through optional, nullable, pipes and unions). */
  maxLength: number | undefined;
}

/**
 * The parts of zod's public schema surface the walk reads, by kind (`type`): strings carry
 * `maxLength`, wrappers `unwrap()`, pipes `in` and `out`, unions `options`. A structural view so
 * src/ui needs no runtime import of zod.
 */
interface SchemaNode {
  type: string;
  maxLength?: number | null;
  unwrap?: () => ZodType;
  in?: ZodType;
  out?: ZodType;
  options?: readonly ZodType[];
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

function maxLengthOf(schema: ZodType | undefined): number | undefined {
  if (!schema) return undefined;
  const node = schema as unknown as SchemaNode;
  if (node.type === 'string') return node.maxLength ?? undefined;
  if (WRAPPERS.has(node.type) && node.unwrap) return maxLengthOf(node.unwrap());
  if (node.type === 'pipe') {
    const limits = [maxLengthOf(node.in), maxLengthOf(node.out)].filter((limit) => limit !== undefined);
    return limits.length > 0 ? Math.min(...limits) : undefined;
  }
  if (node.type === 'union' && node.options) {
    const limits = node.options.map(maxLengthOf);
    return limits.every((limit) => limit !== undefined) ? Math.max(...limits) : undefined;
  }
  return undefined;
}

/** The rules a form control takes from its field's schema. */
export function schemaRules(schema: ZodType): SchemaRules {
  return {
    required: !schema.safeParse(undefined).success && !schema.safeParse('').success,
    maxLength: maxLengthOf(schema),
  };
}

interface SchemaFieldBase {
  /** The field's schema, as the server validates it (e.g. `submitValuationInput.shape.title`). */
  schema: ZodType;
  label: string;
  error?: string | null;
  hint?: string;
}
type InputProps = SchemaFieldBase & { as?: 'input' } & React.InputHTMLAttributes<HTMLInputElement>;
type TextAreaProps = SchemaFieldBase & { as: 'textarea' } & React.TextareaHTMLAttributes<HTMLTextAreaElement>;
type SelectProps = SchemaFieldBase & {
  as: 'select';
  options: readonly { value: string; label: string }[];
  placeholder?: string;
} & React.SelectHTMLAttributes<HTMLSelectElement>;
export type SchemaFieldProps = InputProps | TextAreaProps | SelectProps;

/**
 * A labelled input, textarea (`as="textarea"`) or select (`as="select"`) with its hint and error,
 * required and limited as its schema says. A `maxLength` given here is a typing cap for a field
 * the schema limits otherwise (a postal code, a sum in kronor).
 */
export function SchemaField(props: SchemaFieldProps) {
  const rules = schemaRules(props.schema);
  const limits = { required: props.required ?? (rules.required || undefined) };
  if (props.as === 'select') {
    const { schema: _schema, as: _as, ...select } = props;
    return <SelectField {...select} {...limits} />;
  }
  const maxLength = props.maxLength ?? rules.maxLength;
  if (props.as === 'textarea') {
    const { schema: _schema, as: _as, ...textarea } = props;
    return <TextAreaField {...textarea} {...limits} maxLength={maxLength} />;
  }
  const { schema: _schema, as: _as, ...input } = props;
  return <TextField {...input} {...limits} maxLength={maxLength} />;
}

/**
 * The props a form's fields share, bound to its state: name, schema, value, change (and blur)
 * handler and error. `field('title')` spreads into a SchemaField beside its label and hint.
 */
export function bindFields<
  Shape extends Record<string, ZodType>,
  Values extends Record<keyof Values, string>,
  Element extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
>(form: {
  shape: Shape;
  values: Values;
  errors: Partial<Record<string, string | undefined>>;
  onChange: (name: FieldName<Shape, Values>) => (event: React.ChangeEvent<Element>) => void;
  onBlur?: (name: FieldName<Shape, Values>) => () => void;
}) {
  return (name: FieldName<Shape, Values>) => ({
    name,
    schema: form.shape[name],
    value: form.values[name],
    onChange: form.onChange(name),
    onBlur: form.onBlur?.(name),
    error: form.errors[name],
  });
}

/** A field both in the schema and in the form's values. */
type FieldName<Shape, Values> = Extract<keyof Shape & keyof Values, string>;
