// The default export: iconv-lite is CommonJS, whose named exports plain Node ESM (tsx, the benches) cannot see.
import iconv from 'iconv-lite';
import { bookingDate } from './journal';
import type { Verification, VerificationRow } from './verifications';

/**
 * The SIE 4 file (type 4I: verifications for import into the accountant's program, Fortnox or Visma),
 * after SIE-Gruppen's "SIE filformat ver 4B": one record a line, CRLF, in IBM PC-8 (codepage 437);
 * fields separated by spaces, a text quoted with `"` and `\` escaped by a backslash; amounts in kronor
 * with a decimal point. A verification's text carries its reference first ("F1042 Försäljning …"):
 * SIE has no field of its own for it, and a reference is one word (verifications.ts).
 *
 * readSie is the strict reader the tests read the files back with: it refuses anything it does not
 * know rather than skip it.
 */

export const SIE_SERIES = 'A';

export type SieVerification = Pick<Verification, 'number' | 'date' | 'text' | 'ref' | 'rows'>;

export interface SieInput {
  company: { name: string; orgNumber: string };
  /** The period the verifications belong to, yyyy-mm-dd. */
  period: { from: string; to: string };
  fiscalYear: { start: string; end: string };
  /** The instant the file is made (its Stockholm date goes in #GEN). */
  generatedAt: string;
  program: { name: 'Klubban'; version: string };
  /** Every account's name by number; the file declares the ones its verifications use. */
  accounts: ReadonlyMap<number, string> | Readonly<Record<number, string>>;
  verifications: readonly SieVerification[];
}

export class SieFormatError extends Error {
  constructor(message: string, line?: number) {
    super(line === undefined ? message : `SIE line ${line}: ${message}`);
    this.name = 'SieFormatError';
  }
}

// ---- Text ---------------------------------------------------------------------------------------

/** Characters outside codepage 437 that have a plain stand-in; anything else left outside becomes "?". */
const STAND_INS: Record<string, string> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
};

/**
 * A text as the file will carry it: control characters become spaces (the spec allows none inside a
 * field), a few typographic characters get their plain stand-ins, and what codepage 437 cannot say
 * becomes "?". What readSie gives back is exactly this.
 */
export function sieText(text: string): string {
  const plain = text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[\u2013\u2014\u2212\u2018\u2019\u201c\u201d\u2026\u00a0\u202f]/g, (c) => STAND_INS[c] ?? c);
  return iconv.decode(iconv.encode(plain, 'cp437'), 'cp437');
}

function quote(text: string): string {
  return `"${sieText(text).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

// ---- Amounts and dates --------------------------------------------------------------------------

/** Öre as kronor with a point and two decimals, by integer arithmetic: 123450 → "1234.50", -1200 → "-12.00". */
export function sieAmount(ore: number): string {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`not a whole number of öre: ${ore}`);
  const abs = Math.abs(ore);
  return `${ore < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Kronor as the file writes them (an optional minus, digits, at most two decimals) to öre. */
function parseAmount(text: string, line: number): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new SieFormatError(`not an amount: ${text}`, line);
  const ore = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(ore)) throw new SieFormatError(`amount out of range: ${text}`, line);
  return match[1] ? -ore : ore;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function sieDate(date: string, what: string): string {
  const match = ISO_DATE.exec(date);
  if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3])))
    throw new RangeError(`${what}: not a date (yyyy-mm-dd): ${JSON.stringify(date)}`);
  return `${match[1]}${match[2]}${match[3]}`;
}

function parseDate(text: string, line: number): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3])))
    throw new SieFormatError(`not a date (yyyymmdd): ${text}`, line);
  return `${match[1]}-${match[2]}-${match[3]}`;
}

// ---- Writer -------------------------------------------------------------------------------------

const ORG_NUMBER = /^\d{6}-\d{4}$/;

function nameOf(accounts: SieInput['accounts'], account: number): string | undefined {
  return accounts instanceof Map ? accounts.get(account) : (accounts as Readonly<Record<number, string>>)[account];
}

export function writeSie(input: SieInput): Buffer {
  const { company, period, fiscalYear, program } = input;
  if (!ORG_NUMBER.test(company.orgNumber)) throw new RangeError(`the organisation number must read nnnnnn-nnnn: ${company.orgNumber}`);
  if (company.name.trim() === '') throw new RangeError('the company needs a name');
  const from = sieDate(period.from, 'period start');
  const to = sieDate(period.to, 'period end');
  const start = sieDate(fiscalYear.start, 'fiscal year start');
  const end = sieDate(fiscalYear.end, 'fiscal year end');
  if (from > to || start > end) throw new RangeError('a period ends before it starts');
  if (from < start || to > end) throw new RangeError('the period lies outside the fiscal year');

  const used = new Set<number>();
  let previous = 0;
  for (const v of input.verifications) {
    if (!Number.isSafeInteger(v.number) || v.number <= previous)
      throw new RangeError(`verification numbers must rise: ${v.number} after ${previous}`);
    previous = v.number;
    const date = sieDate(v.date, `verification ${v.number}`);
    if (date < from || date > to) throw new RangeError(`verification ${v.number} (${v.date}) lies outside the period`);
    if (!/^\S+$/.test(v.ref)) throw new RangeError(`verification ${v.number}: a reference is one word`);
    if (v.rows.length === 0) throw new RangeError(`verification ${v.number} has no rows`);
    const sum = v.rows.reduce((total, row) => total + row.amountOre, 0);
    if (sum !== 0) throw new RangeError(`verification ${v.number} does not balance (${sum} öre)`);
    for (const row of v.rows) used.add(row.account);
  }

  const lines = [
    '#FLAGGA 0',
    `#PROGRAM ${quote(program.name)} ${quote(program.version)}`,
    '#FORMAT PC8',
    `#GEN ${sieDate(bookingDate(input.generatedAt), 'generated')}`,
    '#SIETYP 4',
    `#PROSA ${quote(`Verifikationer ${period.from} till ${period.to}`)}`,
    `#ORGNR ${company.orgNumber}`,
    `#FNAMN ${quote(company.name)}`,
    `#RAR 0 ${start} ${end}`,
    '#KPTYP BAS2014',
  ];
  for (const account of [...used].sort((x, y) => x - y)) {
    const name = nameOf(input.accounts, account);
    if (name === undefined) throw new RangeError(`account ${account} has no name`);
    lines.push(`#KONTO ${account} ${quote(name)}`);
  }
  for (const v of input.verifications) {
    const text = v.text === '' ? v.ref : `${v.ref} ${v.text}`;
    lines.push(`#VER ${quote(SIE_SERIES)} ${v.number} ${sieDate(v.date, 'date')} ${quote(text)}`, '{');
    for (const row of v.rows) lines.push(`#TRANS ${row.account} {} ${sieAmount(row.amountOre)}`);
    lines.push('}');
  }
  return iconv.encode(lines.map((line) => `${line}\r\n`).join(''), 'cp437');
}

// ---- Strict reader ------------------------------------------------------------------------------

export interface SieFile {
  program: { name: string; version: string };
  generatedOn: string;
  comment: string | null;
  company: { name: string; orgNumber: string };
  fiscalYear: { start: string; end: string };
  chartType: string;
  accounts: Map<number, string>;
  verifications: (SieVerification & { series: string })[];
}

type Token = { kind: 'text'; value: string } | { kind: 'word'; value: string } | { kind: 'objects'; value: string };

function tokenize(line: string, n: number): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i] as string;
    if (c === ' ' || c === '\t') {
      i++;
    } else if (c === '"') {
      let value = '';
      i++;
      for (;;) {
        if (i >= line.length) throw new SieFormatError('an unterminated text', n);
        const d = line[i] as string;
        if (d === '"') break;
        if (d === '\\') {
          const next = line[i + 1];
          if (next !== '"' && next !== '\\') throw new SieFormatError('a backslash escapes only " or \\', n);
          value += next;
          i += 2;
        } else {
          value += d;
          i++;
        }
      }
      i++;
      if (i < line.length && line[i] !== ' ' && line[i] !== '\t') throw new SieFormatError('a text runs into the next field', n);
      tokens.push({ kind: 'text', value });
    } else if (c === '{') {
      const close = line.indexOf('}', i);
      if (close < 0) throw new SieFormatError('an unterminated object list', n);
      tokens.push({ kind: 'objects', value: line.slice(i + 1, close) });
      i = close + 1;
    } else {
      let j = i;
      while (j < line.length && line[j] !== ' ' && line[j] !== '\t') j++;
      const value = line.slice(i, j);
      if (value.includes('"') || value.includes('{') || value.includes('}')) throw new SieFormatError(`a malformed field: ${value}`, n);
      tokens.push({ kind: 'word', value });
      i = j;
    }
  }
  return tokens;
}

/** Fields by kind: 't' a quoted text, 'w' a bare word, 'o' an (empty) object list. */
function fields(tokens: Token[], shape: string, n: number): string[] {
  const label = tokens[0]?.value;
  const rest = tokens.slice(1);
  if (rest.length !== shape.length) throw new SieFormatError(`${label} takes ${shape.length} fields, not ${rest.length}`, n);
  return rest.map((token, i) => {
    const want = shape[i];
    if (want === 't' && token.kind !== 'text') throw new SieFormatError(`${label}: field ${i + 1} must be quoted`, n);
    if (want === 'w' && token.kind !== 'word') throw new SieFormatError(`${label}: field ${i + 1} must be a bare word`, n);
    if (want === 'o' && (token.kind !== 'objects' || token.value.trim() !== ''))
      throw new SieFormatError(`${label}: field ${i + 1} must be an empty object list {}`, n);
    return token.value;
  });
}

function parseInteger(text: string, n: number, what: string): number {
  if (!/^\d+$/.test(text)) throw new SieFormatError(`${what} is not a whole number: ${text}`, n);
  return Number(text);
}

const HEAD = ['#FLAGGA', '#PROGRAM', '#FORMAT', '#GEN', '#SIETYP', '#PROSA', '#ORGNR', '#FNAMN', '#RAR', '#KPTYP'];
const REQUIRED = HEAD.filter((label) => label !== '#PROSA');

export function readSie(buffer: Uint8Array): SieFile {
  const text = iconv.decode(Buffer.from(buffer), 'cp437');
  if (!text.endsWith('\r\n')) throw new SieFormatError('the file must end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  const seen = new Set<string>();
  const file: Partial<SieFile> & Pick<SieFile, 'accounts' | 'verifications'> = { accounts: new Map(), verifications: [], comment: null };
  let open: SieFile['verifications'][number] | null = null;
  let expectBrace = false;

  lines.forEach((line, index) => {
    const n = index + 1;
    if (/[\r\n]/.test(line)) throw new SieFormatError('a line ends with CR or LF alone; SIE lines end with CRLF', n);
    if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(line)) throw new SieFormatError('a control character', n);
    if (expectBrace) {
      if (line !== '{') throw new SieFormatError('#VER must be followed by a line "{"', n);
      expectBrace = false;
      return;
    }
    if (line === '}') {
      if (!open) throw new SieFormatError('"}" without #VER', n);
      if (open.rows.length === 0) throw new SieFormatError(`verification ${open.number} has no #TRANS`, n);
      const sum = open.rows.reduce((total, row) => total + row.amountOre, 0);
      if (sum !== 0) throw new SieFormatError(`verification ${open.number} does not balance (${sum} öre)`, n);
      file.verifications.push(open);
      open = null;
      return;
    }
    const tokens = tokenize(line, n);
    const label = tokens[0];
    if (!label || label.kind !== 'word' || !label.value.startsWith('#')) throw new SieFormatError(`not a record: ${line}`, n);
    if (n === 1 && label.value !== '#FLAGGA') throw new SieFormatError('the file must start with #FLAGGA', n);
    if (open && label.value !== '#TRANS') throw new SieFormatError(`${label.value} inside a verification`, n);
    if (HEAD.includes(label.value)) {
      if (seen.has(label.value)) throw new SieFormatError(`${label.value} twice`, n);
      if (file.verifications.length > 0 || file.accounts.size > 0) throw new SieFormatError(`${label.value} after the accounts`, n);
      seen.add(label.value);
    }
    switch (label.value) {
      case '#FLAGGA': {
        const [flag] = fields(tokens, 'w', n);
        if (flag !== '0' && flag !== '1') throw new SieFormatError('#FLAGGA is 0 or 1', n);
        return;
      }
      case '#PROGRAM': {
        const [name = '', version = ''] = fields(tokens, 'tt', n);
        file.program = { name, version };
        return;
      }
      case '#FORMAT':
        if (fields(tokens, 'w', n)[0] !== 'PC8') throw new SieFormatError('#FORMAT must be PC8', n);
        return;
      case '#GEN':
        file.generatedOn = parseDate(fields(tokens, 'w', n)[0] ?? '', n);
        return;
      case '#SIETYP':
        if (fields(tokens, 'w', n)[0] !== '4') throw new SieFormatError('#SIETYP must be 4', n);
        return;
      case '#PROSA':
        file.comment = fields(tokens, 't', n)[0] ?? '';
        return;
      case '#ORGNR': {
        const [orgNumber = ''] = fields(tokens, 'w', n);
        if (!ORG_NUMBER.test(orgNumber)) throw new SieFormatError(`not an organisation number: ${orgNumber}`, n);
        file.company = { name: file.company?.name ?? '', orgNumber };
        return;
      }
      case '#FNAMN':
        file.company = { orgNumber: file.company?.orgNumber ?? '', name: fields(tokens, 't', n)[0] ?? '' };
        return;
      case '#RAR': {
        const [year, start = '', end = ''] = fields(tokens, 'www', n);
        if (year !== '0') throw new SieFormatError('only the current year (#RAR 0) is written', n);
        file.fiscalYear = { start: parseDate(start, n), end: parseDate(end, n) };
        return;
      }
      case '#KPTYP':
        file.chartType = fields(tokens, 'w', n)[0] ?? '';
        return;
      case '#KONTO': {
        if (file.verifications.length > 0) throw new SieFormatError('#KONTO after the verifications', n);
        const [number = '', name = ''] = fields(tokens, 'wt', n);
        const account = parseInteger(number, n, 'an account');
        if (file.accounts.has(account)) throw new SieFormatError(`account ${account} declared twice`, n);
        file.accounts.set(account, name);
        return;
      }
      case '#VER': {
        for (const required of REQUIRED)
          if (!seen.has(required)) throw new SieFormatError(`${required} is missing before the verifications`, n);
        const [series = '', number = '', date = '', verText = ''] = fields(tokens, 'twwt', n);
        const space = verText.indexOf(' ');
        open = {
          series,
          number: parseInteger(number, n, 'a verification number'),
          date: parseDate(date, n),
          ref: space < 0 ? verText : verText.slice(0, space),
          text: space < 0 ? '' : verText.slice(space + 1),
          rows: [],
        };
        if (open.ref === '') throw new SieFormatError('a verification text must start with its reference', n);
        expectBrace = true;
        return;
      }
      case '#TRANS': {
        if (!open) throw new SieFormatError('#TRANS outside a verification', n);
        const [number = '', , amount = ''] = fields(tokens, 'wow', n);
        const account = parseInteger(number, n, 'an account');
        if (!file.accounts.has(account)) throw new SieFormatError(`account ${account} is not declared by #KONTO`, n);
        const row: VerificationRow = { account, amountOre: parseAmount(amount, n) };
        open.rows.push(row);
        return;
      }
      default:
        throw new SieFormatError(`an unknown record: ${label.value}`, n);
    }
  });
  if (expectBrace || open) throw new SieFormatError('the file ends inside a verification');
  for (const required of REQUIRED) if (!seen.has(required)) throw new SieFormatError(`${required} is missing`);
  const { program, generatedOn, company, fiscalYear, chartType } = file;
  if (!program || !generatedOn || !company || !fiscalYear || !chartType) throw new SieFormatError('the file lacks its head');
  return {
    program,
    generatedOn,
    comment: file.comment ?? null,
    company,
    fiscalYear,
    chartType,
    accounts: file.accounts,
    verifications: file.verifications,
  };
}
