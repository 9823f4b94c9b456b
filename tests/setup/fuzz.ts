import fc from 'fast-check';
import type { z } from 'zod';
import { ERROR_HTTP_STATUS, isErrorCode } from '@/platform/errors';

/**
 * Hostile input for the fuzz tests: pools of nasty values, arbitraries derived
 * from an action's zod input schema (valid-ish values per declared key, mixed with wrong types and
 * hostile values, unknown keys), a serialiser that can put on the wire what JSON.stringify cannot
 * (Infinity as 1e999, -0, nesting deeper than any stack), and the check every answer must pass.
 */

/** A fragment written into the request body as it is (JSON that JSON.stringify cannot produce). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Arrays nested `depth` deep around 5: parses fine, but recursing over it overflows the stack. */
export const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}5${']'.repeat(depth)}`);
/** Objects nested `depth` deep. */
export const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

export const HUGE_STRING = 'å'.repeat(100_000);

export const SQL_INJECTION = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  "admin'--",
  '" OR ""="',
  "1' UNION SELECT id, email FROM users --",
  '%',
  '_',
  '\\',
];

export const HTML_INJECTION = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1//',
  'JaVaScRiPt:alert(1)',
  '<a href="javascript:alert(1)">klicka</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '</textarea><script>alert(1)</script>',
  '<iframe srcdoc="<script>parent.__xss=1</script>">',
];

export const UNICODE_TRICKS = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\u202Egnp.exe',
  'Anna\u200D\u200B\u2060',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🇸🇪',
  '\uFEFF',
  '\u0085\u2028\u2029',
  '\t\n\r\v\f',
  'ﬀ ß İ ǅ',
  '\u001B[31mröd\u001B[0m',
];

export const ODD_STRINGS = [
  '',
  ' ',
  '   \n  ',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e308',
  '0x10',
  '9007199254740993',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
];

/** E-mail addresses that look nearly right. */
export const HOSTILE_EMAILS = [
  'nul\u0000@example.se',
  'ö@exempel.se',
  'a@example.se\u202E',
  'x\uD800@example.se',
  "' OR 1=1 --@example.se",
  '"<script>window.__xss=1</script>"@example.se',
  `${'a'.repeat(300)}@example.se`,
  ' ANNA@EXAMPLE.SE ',
];

export const HOSTILE_STRINGS = [...SQL_INJECTION, ...HTML_INJECTION, ...UNICODE_TRICKS, ...ODD_STRINGS];

export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2.5,
  NaN,
  Infinity,
  -Infinity,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  5e-324,
];

export const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.constant(HUGE_STRING) },
  { weight: 1, arbitrary: fc.constantFrom(...HTML_INJECTION).map((payload) => payload.repeat(2_000)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

export const hostileNumber = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -1_000_000, max: 1_000_000 }) },
);

/** Any value of any type, hostile or odd. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { type: 'doc' }) },
  { weight: 1, arbitrary: fc.constantFrom(deepArray(100_000), deepObject(50_000), deepArray(64)) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'toString', 'type', 'admin'), hostileString) },
);

/** Keys a client should never be able to smuggle in. */
export const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'admin', 'role', 'userId', 'callerId', 'id', 'status', 'sellerId'];

/** Real ids (and other values) to reach past "not found", by the input key they belong to. */
export type FuzzPools = Partial<Record<string, readonly unknown[]>>;

type Def = {
  type: string;
  checks?: Array<{ _zod: { def: Record<string, unknown> } }>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  valueType?: z.ZodType;
  format?: string;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function check(def: Def, name: string): Record<string, unknown> | undefined {
  return def.checks?.map((c) => c._zod.def).find((c) => c.check === name);
}

const swedishWords = fc.constantFrom('Vas', 'Kosta Boda', 'Orrefors skål', 'Stol i ek', 'Åsa Öberg', 'Målning, olja på duk', 'Lampa');

/** A string the field might accept: shaped by its checks and key, sometimes hostile. */
function stringFor(def: Def, key: string | undefined, pools: FuzzPools): fc.Arbitrary<unknown> {
  const format = def.format ?? (check(def, 'string_format')?.format as string | undefined);
  const max = (check(def, 'max_length')?.maximum as number | undefined) ?? 200;
  const pool = key ? pools[key] : undefined;
  const plain: fc.Arbitrary<unknown>[] = [swedishWords, fc.string({ minLength: 1, maxLength: Math.min(max, 60) })];
  if (format === 'email' || key === 'email' || key === 'to') {
    plain.push(fc.emailAddress(), fc.constantFrom('anna@example.se', "o'brien@example.se", 'a@b', ...HOSTILE_EMAILS));
  }
  if (format === 'datetime' || /At$/.test(key ?? '')) {
    plain.push(
      fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom('2026-13-45T25:61:00Z', '0000-00-00T00:00:00Z', '2026-01-01', '2026-01-01T00:00:00+99:00'),
    );
  }
  if (pool && pool.length > 0) plain.push(fc.constantFrom(...pool), fc.constantFrom(...pool), fc.constantFrom(...pool));
  return fc.oneof({ weight: 3, arbitrary: fc.oneof(...plain) }, { weight: 2, arbitrary: hostileString });
}

function numberFor(def: Def, key: string | undefined, pools: FuzzPools): fc.Arbitrary<unknown> {
  const pool = key ? pools[key] : undefined;
  const low = check(def, 'greater_than')?.value as number | undefined;
  const high = check(def, 'less_than')?.value as number | undefined;
  const sane = fc.integer({ min: Math.max(-10, Math.ceil(low ?? -10)), max: Math.min(1_000_000, Math.floor(high ?? 100_000)) });
  const choices: Array<fc.WeightedArbitrary<unknown>> = [
    { weight: 2, arbitrary: sane },
    { weight: 2, arbitrary: hostileNumber },
  ];
  if (pool && pool.length > 0) choices.push({ weight: 4, arbitrary: fc.constantFrom(...pool) });
  return fc.oneof(...choices);
}

/**
 * Values for one schema: what the field might accept (shaped by its type, checks and key, with
 * real ids where the pools have them), mixed with values of the wrong type. `depth` bounds the walk.
 */
export function valuesFor(schema: z.ZodType, pools: FuzzPools, key?: string, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const wrong = { weight: 1, arbitrary: hostileValue };
  const right = (arbitrary: fc.Arbitrary<unknown>, weight = 4) => fc.oneof({ weight, arbitrary }, wrong);
  if (depth > 6) return hostileValue;
  switch (def.type) {
    case 'optional':
      return fc.oneof(
        { weight: 4, arbitrary: valuesFor(def.innerType!, pools, key, depth + 1) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    case 'nullable':
      return fc.oneof(
        { weight: 4, arbitrary: valuesFor(def.innerType!, pools, key, depth + 1) },
        { weight: 1, arbitrary: fc.constant(null) },
      );
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return valuesFor(def.innerType!, pools, key, depth + 1);
    case 'pipe':
      // What goes in is the first schema's business; a bare transform accepts anything.
      return defOf(def.in!).type === 'transform' ? valuesFor(def.out!, pools, key, depth + 1) : valuesFor(def.in!, pools, key, depth + 1);
    case 'transform':
    case 'unknown':
    case 'any':
      return key && pools[key] ? fc.oneof(fc.constantFrom(...pools[key]!), hostileValue) : richTextish(pools);
    case 'lazy':
      return valuesFor(def.getter!(), pools, key, depth + 1);
    case 'string':
      return stringFor(def, key, pools);
    case 'number':
    case 'bigint':
      return numberFor(def, key, pools);
    case 'boolean':
      return right(fc.boolean(), 6);
    case 'null':
      return right(fc.constant(null));
    case 'literal':
      return right(fc.constantFrom(...def.values!), 8);
    case 'enum':
      return right(fc.constantFrom(...Object.values(def.entries!)), 6);
    case 'array': {
      const max = (check(def, 'max_length')?.maximum as number | undefined) ?? 10;
      const pool = key ? pools[key] : undefined;
      const element = pool
        ? fc.oneof(fc.constantFrom(...pool), valuesFor(def.element!, pools, undefined, depth + 1))
        : valuesFor(def.element!, pools, key, depth + 1);
      return right(
        fc.oneof(
          { weight: 4, arbitrary: fc.array(element, { maxLength: Math.min(max, 8) }) },
          { weight: 1, arbitrary: fc.constant(Array.from({ length: Math.min(max + 1, 3_000) }, (_, i) => i + 1)) },
        ),
      );
    }
    case 'record':
      return right(
        fc.dictionary(
          fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...EXTRA_KEYS)),
          valuesFor(def.valueType!, pools, undefined, depth + 1),
          { maxKeys: 6 },
        ),
      );
    case 'union':
      return fc.oneof(...def.options!.map((option) => valuesFor(option, pools, key, depth + 1)));
    case 'intersection':
      return fc.oneof(valuesFor(def.left!, pools, key, depth + 1), valuesFor(def.right!, pools, key, depth + 1));
    case 'object':
      return right(objectFor(def.shape!, pools, depth), 8);
    default:
      return hostileValue;
  }
}

/** An object of the declared keys (each valid-ish or hostile, optional ones sometimes left out) and, sometimes, unknown keys. */
export function objectFor(shape: Record<string, z.ZodType>, pools: FuzzPools, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const declared = fc.record(
    Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, valuesFor(schema, pools, key, depth + 1)])),
    { requiredKeys: [] },
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostileValue, { maxKeys: 3 }) },
  );
  // Most cases keep every declared key (so the handler's own checks are reached); some drop them.
  return fc.tuple(declared, extra, fc.boolean(), fc.boolean()).map(([values, unknownKeys, dropUndefined]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) if (value !== undefined || !dropUndefined) out[key] = value;
    // defineProperty: a key named __proto__ is sent as a key, not as the object's prototype.
    for (const [key, value] of Object.entries(unknownKeys)) Object.defineProperty(out, key, { value, enumerable: true, writable: true });
    return out;
  });
}

/** Something a rich-text field might be handed: a document with hostile text, links and marks, or junk. */
function richTextish(pools: FuzzPools): fc.Arbitrary<unknown> {
  const text = fc.oneof(hostileString, swedishWords);
  const href = fc.constantFrom(
    'javascript:window.__xss=1',
    'java\tscript:alert(1)',
    '/\\evil.example',
    '//evil.example',
    'data:text/html,<script>alert(1)</script>',
    'https://example.se',
    '/om-oss',
  );
  const node = fc.record({
    type: fc.constantFrom('text', 'paragraph', 'script', 'image', 'liveValue', 'heading'),
    text,
    marks: fc.array(fc.record({ type: fc.constantFrom('link', 'bold', 'onclick'), attrs: fc.record({ href, onclick: text }) }), {
      maxLength: 2,
    }),
    attrs: fc.record({ name: fc.oneof(fc.constantFrom('nextSaleEnds', 'x'), text), src: href }),
  });
  const doc = fc.record({
    type: fc.constantFrom('doc', 'doc', 'html'),
    content: fc.array(
      fc.record({ type: fc.constantFrom('paragraph', 'bulletList', 'codeBlock', 'iframe'), content: fc.array(node, { maxLength: 3 }) }),
      { maxLength: 3 },
    ),
  });
  void pools;
  return fc.oneof({ weight: 4, arbitrary: doc }, { weight: 1, arbitrary: hostileValue });
}

/** The body as JSON, with what JSON.stringify cannot write: ±Infinity as ±1e999, -0 as -0, RawJson as it is. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'null';
    if (value === Infinity) return '1e999';
    if (value === -Infinity) return '-1e999';
    if (Object.is(value, -0)) return '-0';
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : toJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Text a refusal must never show: a stack, an exception's name, a generic "internal" failure, English zod defaults. */
const IMPRECISE = [
  /\bat [\w.<>]+ \(/,
  /node_modules|\.ts:\d+/,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError|Error:)/,
  /internal/i,
  /undefined|\[object Object\]/,
  /Något gick fel/,
];

export interface AnswerProblem {
  problem: string;
}

/**
 * Whether an answer of a JSON endpoint is acceptable for hostile input: never a 5xx; a refusal is
 * `{error: {status, message}}` with a known code whose HTTP status it carries and a precise,
 * non-empty message. Answers the problem, or null.
 */
export function answerProblem(status: number, text: string): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON (${status}): ${text.slice(0, 200)}`;
  }
  if (status === 200) {
    return body !== null && typeof body === 'object' && 'result' in body ? null : `200 without result: ${text.slice(0, 200)}`;
  }
  const error = (body as { error?: { status?: unknown; message?: unknown } }).error;
  if (!error || !isErrorCode(error.status)) return `refusal without a known error code (${status}): ${text.slice(0, 200)}`;
  if (ERROR_HTTP_STATUS[error.status] !== status) return `${error.status} answered with HTTP ${status}`;
  if (typeof error.message !== 'string' || error.message.trim().length < 3) return `empty message: ${text.slice(0, 200)}`;
  const head = error.message.slice(0, 500);
  const bad = IMPRECISE.find((pattern) => pattern.test(head));
  if (bad) return `imprecise message (${bad}): ${head}`;
  return null;
}

/**
 * One value the field accepts, as far as its shape says (a real id from the pools first): the
 * background against which the boundary sweep changes one key at a time.
 */
export function sampleFor(schema: z.ZodType, pools: FuzzPools, key?: string, depth = 0): unknown {
  const pool = key ? pools[key] : undefined;
  const def = defOf(schema);
  if (pool && pool.length > 0 && def.type !== 'array') return pool[0];
  if (depth > 6) return undefined;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleFor(def.innerType!, pools, key, depth + 1);
    case 'pipe':
      return defOf(def.in!).type === 'transform' ? sampleFor(def.out!, pools, key, depth + 1) : sampleFor(def.in!, pools, key, depth + 1);
    case 'lazy':
      return sampleFor(def.getter!(), pools, key, depth + 1);
    case 'string': {
      const format = def.format ?? (check(def, 'string_format')?.format as string | undefined);
      if (format === 'email') return 'anna@example.se';
      if (format === 'datetime') return new Date(Date.now() + 7 * 86_400_000).toISOString();
      return 'Vas från Kosta Boda';
    }
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return def.values![0];
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'array':
      return pool && pool.length > 0 ? [pool[0]] : [sampleFor(def.element!, pools, undefined, depth + 1)];
    case 'record':
      return {};
    case 'union':
      return sampleFor(def.options![0]!, pools, key, depth + 1);
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([inner, value]) => [inner, sampleFor(value, pools, inner, depth + 1)]));
    default:
      return { type: 'doc', content: [] };
  }
}

/** What the boundary sweep puts into a key, by what the key declares it takes. */
export const BOUNDARY_NUMBERS: unknown[] = [2 ** 31, Number.MAX_SAFE_INTEGER + 1, -1, 0, 1.5, Infinity, 1e308, '1', null];
export const BOUNDARY_STRINGS: unknown[] = ['a\u0000b', 'x\uD800y', HUGE_STRING, '<script>window.__xss=1</script>', '', 42, ['x']];
export const BOUNDARY_OTHER: unknown[] = [null, 'x\u0000', -1, [], { '\u0000': 1 }, deepArray(100_000)];

/** The innermost type a key takes (through optional, nullable, pipes), for the boundary sweep. */
export function baseType(schema: z.ZodType, depth = 0): string {
  const def = defOf(schema);
  if (depth > 6) return def.type;
  if (def.innerType) return baseType(def.innerType, depth + 1);
  if (def.type === 'pipe') return baseType(defOf(def.in!).type === 'transform' ? def.out! : def.in!, depth + 1);
  if (def.type === 'union') return baseType(def.options![0]!, depth + 1);
  return def.type;
}
