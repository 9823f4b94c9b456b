import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountNames, DEFAULT_ACCOUNTS } from './accounts';
import { readSie, SieFormatError, sieAmount, sieText, writeSie, type SieInput, type SieVerification } from './sie';
import { runArb, runEvents } from './test-orders';
import { verificationsFor } from './verifications';

const base: Omit<SieInput, 'verifications'> = {
  company: { name: 'Klubban Auktioner AB', orgNumber: '559123-4567' },
  period: { from: '2026-11-01', to: '2026-11-30' },
  fiscalYear: { start: '2026-01-01', end: '2026-12-31' },
  generatedAt: '2026-11-30T23:30:00Z',
  program: { name: 'Klubban', version: '0.1.0' },
  accounts: accountNames(DEFAULT_ACCOUNTS),
};

const example: SieVerification[] = [
  {
    number: 1,
    date: '2026-11-29',
    ref: 'F1042',
    text: 'Försäljning "Vas" av Åsa Ek \\ Örebro',
    rows: [
      { account: 1510, amountOre: 130_050 },
      { account: 2890, amountOre: -90_000 },
      { account: 3012, amountOre: -28_040 },
      { account: 2611, amountOre: -7_010 },
      { account: 2895, amountOre: -5_000 },
    ],
  },
  {
    number: 2,
    date: '2026-11-30',
    ref: 'B7',
    text: '',
    rows: [
      { account: 1930, amountOre: 130_050 },
      { account: 1510, amountOre: -130_050 },
    ],
  },
];

const ascii = (buffer: Buffer) => buffer.toString('latin1');

describe('writeSie', () => {
  it('writes the SIE 4 head, the used accounts and each verification, CRLF, in kronor', () => {
    const file = writeSie({ ...base, verifications: example });
    const lines = ascii(file).split('\r\n');
    expect(lines.slice(0, 10)).toEqual([
      '#FLAGGA 0',
      '#PROGRAM "Klubban" "0.1.0"',
      '#FORMAT PC8',
      '#GEN 20261201', // 00:30 in Stockholm
      '#SIETYP 4',
      '#PROSA "Verifikationer 2026-11-01 till 2026-11-30"',
      '#ORGNR 559123-4567',
      '#FNAMN "Klubban Auktioner AB"',
      '#RAR 0 20260101 20261231',
      '#KPTYP BAS2014',
    ]);
    expect(lines.filter((line) => line.startsWith('#KONTO')).map((line) => line.split(' ')[1])).toEqual([
      '1510',
      '1930',
      '2611',
      '2890',
      '2895',
      '3012',
    ]);
    const ver = lines.indexOf('#VER "A" 2 20261130 "B7"');
    expect(lines.slice(ver, ver + 4)).toEqual(['#VER "A" 2 20261130 "B7"', '{', '#TRANS 1930 {} 1300.50', '#TRANS 1510 {} -1300.50']);
    expect(lines.at(-1)).toBe('');
    expect(ascii(file)).not.toMatch(/[^\r]\n/);
  });

  it('encodes Swedish letters in codepage 437 and escapes quotes and backslashes', () => {
    const file = writeSie({ ...base, verifications: example });
    const head = writeSie({ ...base, company: { ...base.company, name: 'åäöÅÄÖé' }, verifications: [] });
    const name = head.indexOf(Buffer.from('#FNAMN "', 'latin1')) + 8;
    expect([...head.subarray(name, name + 7)]).toEqual([0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99, 0x82]);
    const line = ascii(file)
      .split('\r\n')
      .find((l) => l.startsWith('#VER "A" 1'));
    expect(line).toBe('#VER "A" 1 20261129 "F1042 F\x94rs\x84ljning \\"Vas\\" av \x8fsa Ek \\\\ \x99rebro"');
  });

  it('formats öre as kronor by integers', () => {
    expect(sieAmount(123_450)).toBe('1234.50');
    expect(sieAmount(-1_200)).toBe('-12.00');
    expect(sieAmount(5)).toBe('0.05');
    expect(sieAmount(-5)).toBe('-0.05');
    expect(sieAmount(0)).toBe('0.00');
    expect(sieAmount(900_719_925_474_099)).toBe('9007199254740.99');
    expect(() => sieAmount(0.5)).toThrow(RangeError);
  });

  it('refuses what an accountant could not import', () => {
    const one = example[0] as SieVerification;
    expect(() => writeSie({ ...base, verifications: [{ ...one, rows: [{ account: 1510, amountOre: 1 }] }] })).toThrow(/does not balance/);
    expect(() => writeSie({ ...base, verifications: [{ ...one, date: '2026-12-01' }] })).toThrow(/outside the period/);
    expect(() => writeSie({ ...base, verifications: [one, one] })).toThrow(/numbers must rise/);
    expect(() => writeSie({ ...base, accounts: {}, verifications: [one] })).toThrow(/has no name/);
    expect(() => writeSie({ ...base, company: { ...base.company, orgNumber: '5591234567' }, verifications: [] })).toThrow(/nnnnnn-nnnn/);
    expect(() => writeSie({ ...base, period: { from: '2026-11-01', to: '2027-01-31' }, verifications: [] })).toThrow(/fiscal year/);
  });

  it('puts typographic characters as plain ones and the unknown as "?"', () => {
    expect(sieText('Öl – “fin” … €\ttab')).toBe('Öl - "fin" ... ? tab');
  });
});

describe('readSie', () => {
  it('reads back the head and the verifications', () => {
    const read = readSie(writeSie({ ...base, verifications: example }));
    expect(read).toMatchObject({
      program: { name: 'Klubban', version: '0.1.0' },
      generatedOn: '2026-12-01',
      company: base.company,
      fiscalYear: { start: '2026-01-01', end: '2026-12-31' },
      chartType: 'BAS2014',
    });
    expect(read.accounts.get(2890)).toBe('Skuld till säljare (redovisningsmedel)');
    expect(read.verifications).toEqual(example.map((v) => ({ ...v, series: 'A' })));
  });

  const good = ascii(writeSie({ ...base, verifications: example }));
  const bad = (text: string) => () => readSie(Buffer.from(text, 'latin1'));

  it.each([
    ['an unknown record', good.replace('#KPTYP BAS2014\r\n', '#KPTYP BAS2014\r\n#OKAND 1\r\n'), /unknown record/],
    ['a bare LF', good.replace('#FORMAT PC8\r\n', '#FORMAT PC8\n'), /CR or LF alone/],
    ['no CRLF at the end', good.slice(0, -2), /end with CRLF/],
    ['an unbalanced verification', good.replace('#TRANS 1930 {} 1300.50', '#TRANS 1930 {} 1300.51'), /does not balance/],
    ['an undeclared account', good.replace('#TRANS 1930 {} 1300.50', '#TRANS 1920 {} 1300.50'), /not declared/],
    ['a malformed amount', good.replace('#TRANS 1930 {} 1300.50', '#TRANS 1930 {} 1300,50'), /not an amount/],
    ['a missing brace', good.replace('"B7"\r\n{\r\n', '"B7"\r\n'), /followed by a line "\{"/],
    ['a bad escape', good.replace('\\\\ ', '\\x '), /backslash escapes only/],
    ['a bad date', good.replace('20261130', '20261131'), /not a date/],
    ['a missing head', good.replace('#SIETYP 4\r\n', ''), /#SIETYP is missing/],
    ['another format', good.replace('#FORMAT PC8', '#FORMAT UTF8'), /must be PC8/],
    ['a record twice', good.replace('#SIETYP 4\r\n', '#SIETYP 4\r\n#SIETYP 4\r\n'), /twice/],
    ['an unterminated text', good.replace('"Klubban Auktioner AB"', '"Klubban Auktioner AB'), /unterminated/],
  ])('refuses %s', (_, text, message) => {
    expect(bad(text)).toThrow(SieFormatError);
    expect(bad(text)).toThrow(message);
  });
});

const cp437Text = fc
  .array(fc.constantFrom(...'abcXYZ 019åäöÅÄÖéü"\\\'#{}-.,:;()%&/'.split('')), { maxLength: 40 })
  .map((chars) => chars.join(''));

describe('readSie(writeSie(x))', () => {
  it('gives back the verifications of generated orders, Swedish letters and all', () => {
    fc.assert(
      fc.property(runArb, fc.array(cp437Text, { minLength: 1, maxLength: 5 }), (specs, texts) => {
        const verifications = verificationsFor(runEvents(specs), DEFAULT_ACCOUNTS).map((v, i) => ({
          number: v.number,
          date: v.date,
          ref: v.ref,
          text: i % 2 === 0 ? v.text : (texts[i % texts.length] ?? ''),
          rows: v.rows,
        }));
        const dates = verifications.map((v) => v.date).sort();
        const input: SieInput = {
          ...base,
          period: { from: dates[0] ?? '2026-01-01', to: dates.at(-1) ?? '2026-12-31' },
          fiscalYear: { start: '2026-01-01', end: '2027-12-31' },
          company: { name: `Å${texts[0] ?? ''}`, orgNumber: '559123-4567' },
          verifications,
        };
        const read = readSie(writeSie(input));
        expect(read.company.name).toBe(`Å${texts[0] ?? ''}`);
        expect(read.verifications).toEqual(verifications.map((v) => ({ ...v, series: 'A' })));
      }),
      { numRuns: 150 },
    );
  });
});
