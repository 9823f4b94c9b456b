import { describe, expect, it } from 'vitest';
import { formatOre } from '@/ui/format';
import { asPdfText, pdfInfo, pdfPages, pdfText } from '../../../../tests/setup/pdf-text';
import { agentInvoice, creditNote, longStatement, marginInvoice, statement, studio } from '../../../../tests/fixtures/sale-documents';
import type { BuyerDocument } from '../domain/documents';
import { documentDate, drawable, renderDocumentPdf } from './pdf';

/** The drawn documents read back as text (docs/decisions/0045): every figure, label and number is there. */

const money = (ore: number) => asPdfText(formatOre(ore));

/** Each value is in the text; a value may wrap over lines (a two-line column header). */
function expectAll(text: string, wanted: string[]): void {
  const flat = text.replace(/\s+/g, ' ');
  for (const value of wanted) expect(flat, value).toContain(asPdfText(value).replace(/\s+/g, ' '));
}

const studioDetails = [
  studio.name,
  studio.street,
  `${studio.postalCode} ${studio.city}`,
  `Org.nr ${studio.orgNumber}`,
  `Momsreg.nr ${studio.vatNumber}`,
  studio.email,
];

function buyerFacts(doc: BuyerDocument): string[] {
  return [
    'Klubban',
    doc.number,
    `Ordernummer`,
    String(doc.orderId),
    `Auktion nr ${doc.auctionId}`,
    `Avser: ${doc.lotTitle}`,
    doc.buyer.name,
    doc.buyer.email,
    ...doc.lines.flatMap((line) => [line.label, ...(line.detail ? [line.detail] : []), formatOre(line.amountOre)]),
    ...doc.notes,
    ...studioDetails,
    'Sida 1 av 1',
  ];
}

describe('renderDocumentPdf', () => {
  it('draws an invoice under the agent model with its VAT line by line and summed', async () => {
    const text = await pdfText(await renderDocumentPdf(agentInvoice));
    expectAll(text, [
      ...buyerFacts(agentInvoice),
      'Faktura',
      'Fakturanummer',
      'Fakturadatum',
      '2026-11-29', // 23:30 UTC on the 28th is the 29th in Stockholm
      'Förfallodag',
      '2026-12-09',
      'Sigrid Hjertén',
      'Östra Ågatan 12',
      '753 22 Uppsala',
      'Säljare',
      'Köpare',
      'Moms',
      '25 %',
      formatOre(50_000),
      formatOre(2_990),
      'Att betala',
      formatOre(1_577_450),
      'Momssats',
      'Underlag',
      formatOre(211_960),
      formatOre(52_990),
      'Bankgiro 123-4567',
    ]);
    expect(text).not.toContain('Testläge');
  });

  it('draws an invoice under the margin scheme with no VAT amount at all', async () => {
    const text = await pdfText(await renderDocumentPdf(marginInvoice));
    expectAll(text, [...buyerFacts(marginInvoice), 'Faktura', 'Att betala', money(1_000_000), 'Vinstmarginalbeskattning för konstverk.']);
    // No VAT column, no VAT summary, no rate (VAT Directive art. 339): the studio's VAT number is the only "moms".
    expect(text.replaceAll('Momsreg.nr', '')).not.toMatch(/moms/i);
    expect(text).not.toContain('Momssats');
    expect(text).not.toContain('Underlag');
    expect(text).not.toMatch(/25 %(?! av klubbat pris)/); // the premium's rate is there, no VAT rate
    // The buyer without an address: only the name and e-mail.
    expect(text).toContain('Örjan Lindqvist');
  });

  it('draws a credit note with the invoice it credits and the amount to refund as a positive figure', async () => {
    const text = await pdfText(await renderDocumentPdf(creditNote));
    expectAll(text, [
      ...buyerFacts(creditNote),
      'Kreditfaktura',
      'Kreditfakturanummer',
      'Datum',
      '2026-12-02',
      'Avser faktura',
      '2026-00042',
      formatOre(-50_000),
      formatOre(-211_960),
      formatOre(-52_990),
      'Att återbetala',
    ]);
    expect(text).toMatch(new RegExp(`Att återbetala\\s*${money(1_577_450)}`));
    expect(text).not.toContain('Förfallodag');
    expect(text).not.toContain('Fakturadatum');
  });

  it('draws a seller statement: the lots, the commission VAT, the resale right, a refund, a debt and the payout', async () => {
    const text = await pdfText(await renderDocumentPdf(statement));
    expectAll(text, [
      'Avräkningsnota',
      'Avräkningsnummer',
      statement.number,
      'Datum',
      'Från',
      'Säljare (kommittent)',
      statement.seller.name,
      'Org.nr 559012-3456',
      'Storgatan 1',
      '582 23 Linköping',
      'Auktion',
      'Föremål',
      'Klubbat pris',
      'Moms på klubbat pris',
      'Provision',
      'Följerätt',
      'Återbetalt',
      'Netto',
      ...statement.lots.flatMap((lot) => [
        String(lot.auctionId),
        formatOre(lot.hammerOre),
        formatOre(-lot.commissionOre),
        `varav moms ${formatOre(lot.commissionVatOre ?? 0)}`,
        formatOre(lot.netOre),
        `Order ${lot.orderId}`,
      ]),
      'Café på Söder, olja på duk',
      'Edward Hald',
      formatOre(81_263),
      formatOre(-50_000),
      formatOre(-25_000),
      'Summa netto',
      formatOre(statement.lotsNetOre),
      'Avdrag för tidigare återbetalningar',
      statement.debts[0]!.label,
      formatOre(-12_500),
      'Utbetalt',
      formatOre(statement.payoutOre),
      ...statement.notes,
      ...studioDetails,
      'Sida 1 av 1',
    ]);
    // The long title wraps in its column and is all there.
    expect(text.replace(/\s+/g, ' ')).toContain(statement.lots[1]!.title);
  });

  it('leaves out the columns no lot uses and says what is still to be paid out', async () => {
    const short = { ...longStatement, lots: longStatement.lots.slice(0, 2), testMode: false };
    const text = await pdfText(await renderDocumentPdf({ ...short, lotsNetOre: 1, payoutOre: 1 }));
    for (const header of [
      'Moms på klubbat pris',
      'Följerätt',
      'Återbetalt',
      'varav moms',
      'Avdrag för tidigare återbetalningar',
      'Utbetalt',
    ])
      expect(text).not.toContain(header);
    expect(text).toContain('Att utbetala');
  });

  it('breaks a 60-lot statement over pages, repeating the table header, with the test band on each', async () => {
    const pages = await pdfPages(await renderDocumentPdf(longStatement));
    expect(pages.length).toBeGreaterThan(1);
    const count = pages.length;
    pages.forEach((page, i) => {
      expect(page).toContain(`Sida ${i + 1} av ${count}`);
      expect(page).toContain('Testläge – inga riktiga betalningar');
      expect(page).toContain('Föremål');
      expect(page).toContain('Netto');
      expect(page).toContain(studio.name);
    });
    const all = pages.join('\n');
    for (const lot of longStatement.lots) {
      expect(all).toContain(`Order ${lot.orderId}`);
      expect(all).toContain(money(lot.netOre));
    }
    expect(pages[count - 1]).toContain('Att utbetala');
    expect(pages[count - 1]).toContain(money(longStatement.payoutOre));
    expect(pages[1]).toContain(`Avräkningsnota ${longStatement.number} (forts.)`);
  });

  it('breaks a long invoice over pages with the table header on each and the total on the last', async () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({ ...agentInvoice.lines[1]!, label: `Rad ${i + 1}` }));
    const pages = await pdfPages(await renderDocumentPdf({ ...agentInvoice, lines }));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Beskrivning');
    expect(pages.at(-1)).toContain('Att betala');
    expect(pages.join('\n')).toContain('Rad 45');
  });

  it('draws the same bytes for the same document, with its metadata', async () => {
    const first = await renderDocumentPdf(agentInvoice);
    const second = await renderDocumentPdf(agentInvoice);
    expect(first.equals(second)).toBe(true);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfInfo(first)).toMatchObject({
      Title: 'Faktura 2026-00042',
      Author: studio.name,
      Subject: `Faktura 2026-00042 till ${agentInvoice.buyer.name}`,
      CreationDate: 'D:20261128233000Z',
    });
  });

  it('draws Swedish letters, and maps what the standard fonts lack', async () => {
    const doc = { ...agentInvoice, buyer: { ...agentInvoice.buyer, name: 'Åke Är Öst éÉ Jiří Łukasz 王' } };
    const text = await pdfText(await renderDocumentPdf(doc));
    expect(text).toContain('Åke Är Öst éÉ Jirí Lukasz ?');
    expect(text).toContain('Östra Ågatan 12');
    expect(drawable('\u22121\u00a0234\u202f5 kr')).toBe('-1\u00a0234\u00a05 kr');
    expect(drawable('“Väntan” – 1920–30 … €')).toBe('“Väntan” – 1920–30 … €');
  });

  it('prints dates in Stockholm', () => {
    expect(documentDate('2026-06-30T22:30:00.000Z')).toBe('2026-07-01');
    expect(documentDate('2026-12-31T22:59:59.000Z')).toBe('2026-12-31');
    expect(documentDate('2026-12-31T23:00:00.000Z')).toBe('2027-01-01');
  });
});
