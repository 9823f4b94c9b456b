import 'server-only';
import PDFDocument from 'pdfkit';
import { stockholmWallClock } from '@/platform/time';
import { formatOre, formatPercent } from '@/ui/format';
import type {
  BuyerDocument,
  DocumentLine,
  FrozenDocument,
  PartyDetails,
  StatementDocument,
  StatementLot,
  StudioDetails,
} from '../domain/documents';

/**
 * Draws a frozen sale document (docs/decisions/0045) as an A4 PDF: the invoice, the credit note
 * and the seller statement. Only the frozen JSON is read, so the same document always draws the
 * same file: the creation date is the issue time and pdfkit derives the file ID from the metadata,
 * so two renders of one document are byte for byte the same.
 *
 * The text uses the PDF standard fonts (Helvetica, Times-Bold for the wordmark), which are not
 * embedded and draw WinAnsi only: Swedish letters and the non-breaking spaces of `formatOre` are
 * in it; the minus sign, narrow spaces and letters outside it are mapped by `drawable` below.
 */

type Doc = PDFKit.PDFDocument;

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const LEFT = 50;
const RIGHT = PAGE_WIDTH - 50;
const WIDTH = RIGHT - LEFT;
const TOP = 50;
/** Content stops here; the footer lives below. */
const CONTENT_BOTTOM = PAGE_HEIGHT - 78;
const FOOTER_Y = PAGE_HEIGHT - 58;
const TEST_BAND_HEIGHT = 26;

const INK = '#1a1a1a';
const GREY = '#5f5f5f';
const RULE = '#c8c8c8';
const BAND = '#ffd84d';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const WORDMARK = 'Times-Bold';

const TITLES = { invoice: 'Faktura', creditNote: 'Kreditfaktura', statement: 'Avräkningsnota' } as const;
const NUMBER_LABELS = { invoice: 'Fakturanummer', creditNote: 'Kreditfakturanummer', statement: 'Avräkningsnummer' } as const;
const TEST_BAND_TEXT = 'Testläge – inga riktiga betalningar';

// ---------------------------------------------------------------------------------------------
// Text the standard fonts can draw

/** Characters WinAnsi has beyond Latin-1 (pdfkit maps them to their WinAnsi codes). */
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽžˆ˜');
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-', // minus sign (Intl's negative numbers in sv-SE)
  '\u2010': '-',
  '\u2011': '-',
  '\u202f': '\u00a0', // narrow no-break space
  '\u2007': '\u00a0', // figure space
  '\u2009': ' ', // thin space
  '\u200b': '',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/**
 * Text the standard fonts draw: the minus sign becomes a hyphen, narrow spaces a non-breaking
 * space (which WinAnsi draws as a space), a letter outside WinAnsi its base letter ("č" → "c") and
 * anything else "?" — a name in another script would otherwise draw as wrong glyphs.
 */
export function drawable(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) out += char;
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else if (char === '\n') out += char;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...base].every(isWinAnsi) && base !== '' ? base : /\s/u.test(char) ? ' ' : '?';
    }
  }
  return out;
}

/** A date as the document prints it: "2026-11-29", in Stockholm. */
export function documentDate(iso: string): string {
  const wall = stockholmWallClock(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

const regionNames = new Intl.DisplayNames(['sv'], { type: 'region' });

function partyLines(party: PartyDetails): string[] {
  const lines = [party.name];
  if (party.address) {
    lines.push(party.address.street, `${party.address.postalCode} ${party.address.city}`);
    const country = party.address.country.toUpperCase();
    if (country !== 'SE') lines.push(regionNames.of(country) ?? country);
  }
  if (party.orgNumber) lines.push(`Org.nr ${party.orgNumber}`);
  lines.push(party.email);
  return lines;
}

function studioLines(studio: StudioDetails): string[] {
  const lines = [
    studio.name,
    studio.street,
    `${studio.postalCode} ${studio.city}`,
    `Org.nr ${studio.orgNumber}`,
    `Momsreg.nr ${studio.vatNumber}`,
    studio.email,
  ];
  if (studio.bankgiro) lines.push(`Bankgiro ${studio.bankgiro}`);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The page: running head, test band, room left, and the footer drawn once the pages are counted

interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
}

class Page {
  y = TOP;
  constructor(
    readonly doc: Doc,
    private readonly runningHead: string,
    private readonly testMode: boolean,
  ) {}

  style({ font = REGULAR, size = 9, color = INK }: TextStyle): void {
    this.doc.font(font).fontSize(size).fillColor(color);
  }

  /** Draws text in a box `width` wide at (x, y) and returns its height. */
  text(text: string, x: number, y: number, width: number, style: TextStyle & { align?: 'left' | 'right' | 'center' } = {}): number {
    this.style(style);
    const value = drawable(text);
    const options = { width, align: style.align ?? 'left', lineGap: 1 } as const;
    this.doc.text(value, x, y, options);
    return this.doc.heightOfString(value, options);
  }

  heightOf(text: string, width: number, style: TextStyle = {}): number {
    this.style(style);
    return this.doc.heightOfString(drawable(text), { width, lineGap: 1 });
  }

  widthOf(text: string, style: TextStyle = {}): number {
    this.style(style);
    return this.doc.widthOfString(drawable(text));
  }

  rule(y: number, { from = LEFT, to = RIGHT, color = RULE, width = 0.5 } = {}): void {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
  }

  /** The top of a page: the test band, when the document is from the test provider. */
  startPage(): void {
    this.y = TOP;
    if (this.testMode) {
      this.doc.rect(0, 0, PAGE_WIDTH, TEST_BAND_HEIGHT).fill(BAND);
      this.text(TEST_BAND_TEXT, LEFT, 8.5, WIDTH, { font: BOLD, size: 10, align: 'center' });
      this.y = TOP + 6;
    }
  }

  newPage(): void {
    this.doc.addPage();
    this.startPage();
    this.text(this.runningHead, LEFT, this.y, WIDTH, { size: 8, color: GREY });
    this.y += 20;
  }

  /** Starts a new page unless `height` fits; `onNewPage` redraws what a page continues with (a table's header). */
  ensure(height: number, onNewPage?: () => void): void {
    if (this.y + height <= CONTENT_BOTTOM) return;
    this.newPage();
    onNewPage?.();
  }

  paragraph(text: string, style: TextStyle = {}, gap = 4): void {
    const height = this.heightOf(text, WIDTH, style);
    this.ensure(height);
    this.y += this.text(text, LEFT, this.y, WIDTH, style) + gap;
  }

  footers(studio: StudioDetails): void {
    const range = this.doc.bufferedPageRange();
    const parts = [studio.name, `Org.nr ${studio.orgNumber}`, `Momsreg.nr ${studio.vatNumber}`, studio.email];
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      this.rule(FOOTER_Y - 6);
      const pageLabel = `Sida ${i + 1} av ${range.count}`;
      const labelWidth = 70;
      this.text(parts.join('  ·  '), LEFT, FOOTER_Y, WIDTH - labelWidth - 10, { size: 7.5, color: GREY });
      this.text(pageLabel, RIGHT - labelWidth, FOOTER_Y, labelWidth, { size: 7.5, color: GREY, align: 'right' });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Tables: columns, a header repeated on each page, rows that wrap

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

interface Cell {
  text: string;
  detail?: string;
  bold?: boolean;
}

const CELL_PAD = 3;
const ROW_PAD = 4;

class Table {
  constructor(
    private readonly page: Page,
    private readonly columns: Column[],
    private readonly size: number,
  ) {}

  private get xs(): number[] {
    let x = LEFT;
    return this.columns.map((column) => {
      const start = x;
      x += column.width;
      return start;
    });
  }

  private headerHeight(): number {
    return Math.max(
      ...this.columns.map((c) => this.page.heightOf(c.header, c.width - 2 * CELL_PAD, { font: BOLD, size: this.size - 0.5 })),
    );
  }

  header(): void {
    const height = this.headerHeight() + ROW_PAD;
    this.page.ensure(height + 30);
    const xs = this.xs;
    const bottom = this.page.y + height;
    this.columns.forEach((column, i) => {
      const h = this.page.heightOf(column.header, column.width - 2 * CELL_PAD, { font: BOLD, size: this.size - 0.5 });
      // Headers sit on the rule under them, so a two-line header lines up with one-line ones.
      this.page.text(column.header, (xs[i] ?? LEFT) + CELL_PAD, bottom - ROW_PAD / 2 - h, column.width - 2 * CELL_PAD, {
        font: BOLD,
        size: this.size - 0.5,
        align: column.align,
      });
    });
    this.page.y = bottom + 2;
    this.page.rule(this.page.y, { color: INK, width: 0.75 });
    this.page.y += 2;
  }

  private cellHeight(cell: Cell, column: Column): number {
    const width = column.width - 2 * CELL_PAD;
    let height = cell.text ? this.page.heightOf(cell.text, width, { font: cell.bold ? BOLD : REGULAR, size: this.size }) : 0;
    if (cell.detail) height += this.page.heightOf(cell.detail, width, { size: this.size - 1.5, color: GREY });
    return height;
  }

  /** A row: one cell per column, or fewer where the first cell spans the columns left over. */
  row(cells: Cell[], { rule = true }: { rule?: boolean } = {}): void {
    const columns = this.spanned(cells.length);
    const height = Math.max(...cells.map((cell, i) => this.cellHeight(cell, columns[i] as Column))) + 2 * ROW_PAD;
    this.page.ensure(height, () => this.header());
    let x = LEFT;
    const top = this.page.y + ROW_PAD;
    cells.forEach((cell, i) => {
      const column = columns[i] as Column;
      const width = column.width - 2 * CELL_PAD;
      let y = top;
      if (cell.text)
        y += this.page.text(cell.text, x + CELL_PAD, y, width, { font: cell.bold ? BOLD : REGULAR, size: this.size, align: column.align });
      if (cell.detail) this.page.text(cell.detail, x + CELL_PAD, y, width, { size: this.size - 1.5, color: GREY, align: column.align });
      x += column.width;
    });
    this.page.y += height;
    if (rule) this.page.rule(this.page.y);
  }

  /** The columns for a row of `count` cells: the first spans what the last `count − 1` leave. */
  private spanned(count: number): Column[] {
    if (count >= this.columns.length) return this.columns;
    const tail = this.columns.slice(this.columns.length - (count - 1));
    const first = this.columns.slice(0, this.columns.length - (count - 1));
    return [{ header: '', width: first.reduce((sum, c) => sum + c.width, 0), align: 'left' }, ...tail];
  }
}

// ---------------------------------------------------------------------------------------------
// The parts every document shares

function drawHeading(page: Page, title: string, facts: [string, string][]): void {
  const top = page.y;
  page.text('Klubban', LEFT, top - 4, 240, { font: WORDMARK, size: 28 });
  page.text(title, LEFT, top + 32, 240, { font: BOLD, size: 16 });

  const boxWidth = 225;
  const boxX = RIGHT - boxWidth;
  const labelWidth = 108;
  let y = top + 6;
  for (const [label, value] of facts) {
    const h = Math.max(
      page.heightOf(label, labelWidth, { size: 8.5 }),
      page.heightOf(value, boxWidth - labelWidth - 16, { font: BOLD, size: 8.5 }),
    );
    page.text(label, boxX + 8, y, labelWidth, { size: 8.5, color: GREY });
    page.text(value, boxX + 8 + labelWidth, y, boxWidth - labelWidth - 16, { font: BOLD, size: 8.5, align: 'right' });
    y += h + 3;
  }
  const boxBottom = y + 3;
  page.doc
    .rect(boxX, top, boxWidth, boxBottom - top)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  page.y = Math.max(boxBottom, top + 56) + 22;
}

function drawParties(page: Page, left: [string, string[]], right: [string, string[]]): void {
  const columnWidth = WIDTH / 2 - 15;
  const top = page.y;
  let bottom = top;
  for (const [i, [heading, lines]] of [left, right].entries()) {
    const x = LEFT + i * (columnWidth + 30);
    let y = top;
    y += page.text(heading, x, y, columnWidth, { font: BOLD, size: 8, color: GREY }) + 3;
    for (const [n, line] of lines.entries()) {
      y += page.text(line, x, y, columnWidth, { font: n === 0 ? BOLD : REGULAR, size: 9 });
    }
    bottom = Math.max(bottom, y);
  }
  page.y = bottom + 22;
}

function drawNotes(page: Page, notes: string[]): void {
  if (notes.length === 0) return;
  page.y += 14;
  for (const note of notes) page.paragraph(note, { size: 8.5 }, 5);
}

/** A bold total on the right: label and amount, with a rule above. */
function drawTotal(page: Page, label: string, amount: string, size = 11): void {
  const height = page.heightOf(amount, 200, { font: BOLD, size }) + 12;
  page.ensure(height);
  page.y += 4;
  page.rule(page.y, { from: RIGHT - 260, color: INK, width: 1 });
  page.y += 6;
  page.text(label, RIGHT - 260, page.y, 140, { font: BOLD, size });
  // Right-aligned with the table's figures above it (their cells are padded).
  page.text(amount, RIGHT - 150 - CELL_PAD, page.y, 150, { font: BOLD, size, align: 'right' });
  page.y += height - 6;
}

async function draw(doc: FrozenDocument, paint: (page: Page) => void): Promise<Buffer> {
  const title = `${TITLES[doc.kind]} ${doc.number}`;
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    // pdfkit's own page break would fire below CONTENT_BOTTOM only; Page.ensure breaks first.
    margins: { top: TOP, bottom: 10, left: LEFT, right: PAGE_WIDTH - RIGHT },
    bufferPages: true,
    autoFirstPage: true,
    lang: 'sv-SE',
    displayTitle: true,
    info: {
      Title: drawable(title),
      Author: drawable(doc.studio.name),
      Subject: drawable(doc.kind === 'statement' ? `${title} till ${doc.seller.name}` : `${title} till ${doc.buyer.name}`),
      Creator: 'Klubban',
      Producer: 'Klubban (PDFKit)',
      // The issue time, so the file (and pdfkit's ID, derived from this metadata) is the same each time.
      CreationDate: new Date(doc.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  const page = new Page(pdf, `${title} (forts.)`, doc.testMode);
  page.startPage();
  paint(page);
  page.footers(doc.studio);
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------
// The invoice and the credit note

function vatCells(line: DocumentLine): [Cell, Cell] {
  if (line.vatOre === null) return [{ text: '' }, { text: '' }];
  return [{ text: line.vatRatePercent === null ? '' : formatPercent(line.vatRatePercent) }, { text: formatOre(line.vatOre) }];
}

function paintBuyerDocument(page: Page, doc: BuyerDocument): void {
  const facts: [string, string][] = [[NUMBER_LABELS[doc.kind], doc.number]];
  facts.push([doc.kind === 'invoice' ? 'Fakturadatum' : 'Datum', documentDate(doc.issuedAt)]);
  if (doc.kind === 'invoice' && doc.dueAt) facts.push(['Förfallodag', documentDate(doc.dueAt)]);
  if (doc.kind === 'creditNote' && doc.creditsNumber) facts.push(['Avser faktura', doc.creditsNumber]);
  facts.push(['Ordernummer', String(doc.orderId)]);
  drawHeading(page, TITLES[doc.kind], facts);
  drawParties(page, ['Säljare', studioLines(doc.studio)], ['Köpare', partyLines(doc.buyer)]);

  page.y += page.text(`Avser: ${doc.lotTitle}`, LEFT, page.y, WIDTH, { font: BOLD, size: 10 });
  if (doc.artist) page.y += page.text(doc.artist, LEFT, page.y, WIDTH, { size: 9.5 });
  page.y += page.text(`Auktion nr ${doc.auctionId}`, LEFT, page.y + 2, WIDTH, { size: 8.5, color: GREY }) + 16;

  // The VAT columns only where a line may show VAT: under the margin scheme no VAT amount is printed.
  const showVat = doc.lines.some((line) => line.vatOre !== null);
  const amountWidth = 95;
  const columns: Column[] = showVat
    ? [
        { header: 'Beskrivning', width: WIDTH - amountWidth - 140, align: 'left' },
        { header: 'Momssats', width: 60, align: 'left' },
        { header: 'Moms', width: 80, align: 'right' },
        { header: 'Belopp', width: amountWidth, align: 'right' },
      ]
    : [
        { header: 'Beskrivning', width: WIDTH - amountWidth, align: 'left' },
        { header: 'Belopp', width: amountWidth, align: 'right' },
      ];
  const table = new Table(page, columns, 9);
  table.header();
  for (const line of doc.lines) {
    const label: Cell = { text: line.label, detail: line.detail };
    const amount: Cell = { text: formatOre(line.amountOre) };
    table.row(showVat ? [label, ...vatCells(line), amount] : [label, amount]);
  }
  drawTotal(page, doc.kind === 'invoice' ? 'Att betala' : 'Att återbetala', formatOre(Math.abs(doc.totalOre)));

  if (doc.vatSummary.length > 0) {
    page.y += 14;
    const summaryWidth = 300;
    page.ensure(60);
    page.text('Momsspecifikation', RIGHT - summaryWidth, page.y, summaryWidth, { font: BOLD, size: 9 });
    page.y += 14;
    const x = RIGHT - summaryWidth;
    const widths = [80, 110, 110];
    const rows = [
      ['Momssats', 'Underlag', 'Moms'],
      ...doc.vatSummary.map((row) => [formatPercent(row.ratePercent), formatOre(row.baseOre), formatOre(row.vatOre)]),
    ];
    for (const [r, row] of rows.entries()) {
      page.ensure(16);
      let cx = x;
      row.forEach((value, i) => {
        const width = widths[i] ?? 100;
        page.text(value, cx + CELL_PAD, page.y + 3, width - 2 * CELL_PAD, {
          font: r === 0 ? BOLD : REGULAR,
          size: r === 0 ? 8.5 : 9,
          align: i === 0 ? 'left' : 'right',
        });
        cx += width;
      });
      page.y += 16;
      page.rule(page.y, { from: x, color: r === 0 ? INK : RULE, width: r === 0 ? 0.75 : 0.5 });
    }
  }
  drawNotes(page, doc.notes);
}

// ---------------------------------------------------------------------------------------------
// The seller statement

function paintStatement(page: Page, doc: StatementDocument): void {
  const facts: [string, string][] = [
    [NUMBER_LABELS.statement, doc.number],
    ['Datum', documentDate(doc.issuedAt)],
  ];
  if (doc.paidAt) facts.push(['Utbetald', documentDate(doc.paidAt)]);
  drawHeading(page, TITLES.statement, facts);
  drawParties(page, ['Från', studioLines(doc.studio)], ['Säljare (kommittent)', partyLines(doc.seller)]);

  const size = 8;
  const negative = (ore: number) => (ore === 0 ? formatOre(0) : formatOre(-ore));
  const showHammerVat = doc.lots.some((lot) => lot.hammerVatOre > 0);
  const showResale = doc.lots.some((lot) => lot.resaleRightOre > 0);
  const showRefund = doc.lots.some((lot) => lot.refundOre > 0);

  type AmountColumn = { header: string; cell: (lot: StatementLot) => Cell };
  const amountColumns: AmountColumn[] = [{ header: 'Klubbat pris', cell: (lot) => ({ text: formatOre(lot.hammerOre) }) }];
  if (showHammerVat) amountColumns.push({ header: 'Moms på klubbat pris', cell: (lot) => ({ text: formatOre(lot.hammerVatOre) }) });
  amountColumns.push({
    header: 'Provision',
    cell: (lot) => ({
      text: negative(lot.commissionOre),
      detail: lot.commissionVatOre === null ? undefined : `varav moms ${formatOre(lot.commissionVatOre)}`,
    }),
  });
  if (showResale) amountColumns.push({ header: 'Följerätt', cell: (lot) => ({ text: negative(lot.resaleRightOre) }) });
  if (showRefund) amountColumns.push({ header: 'Återbetalt', cell: (lot) => ({ text: negative(lot.refundOre) }) });
  const netColumn: AmountColumn = { header: 'Netto', cell: (lot) => ({ text: formatOre(lot.netOre), bold: true }) };
  amountColumns.push(netColumn);

  // Each amount column is as wide as its widest figure; the item's title takes what is left, and wraps.
  const figureWidth = (column: AmountColumn) => {
    const widths = doc.lots.map((lot) => page.widthOf(column.cell(lot).text, { font: BOLD, size }));
    if (column === netColumn) {
      widths.push(page.widthOf(formatOre(doc.lotsNetOre), { font: BOLD, size }));
      for (const debt of doc.debts) widths.push(page.widthOf(formatOre(-debt.amountOre), { font: BOLD, size }));
    }
    return Math.max(40, ...widths) + 2 * CELL_PAD + 5;
  };
  const auctionWidth = 36;
  const columns: Column[] = [
    { header: 'Auktion', width: auctionWidth, align: 'left' },
    { header: 'Föremål', width: 0, align: 'left' },
    ...amountColumns.map((column): Column => ({ header: column.header, width: figureWidth(column), align: 'right' })),
  ];
  const itemColumn = columns[1] as Column;
  itemColumn.width = WIDTH - columns.reduce((sum, c) => sum + c.width, 0);

  const table = new Table(page, columns, size);
  table.header();
  for (const lot of doc.lots) {
    const detail = [lot.artist, `Order ${lot.orderId} · såld ${documentDate(lot.soldAt)}`].filter(Boolean).join('\n');
    table.row([{ text: String(lot.auctionId) }, { text: lot.title, detail }, ...amountColumns.map((column) => column.cell(lot))]);
  }
  table.row([
    { text: 'Summa netto', bold: true },
    { text: formatOre(doc.lotsNetOre), bold: true },
  ]);
  if (doc.debts.length > 0) {
    table.row([{ text: 'Avdrag för tidigare återbetalningar', bold: true }, { text: '' }], { rule: false });
    for (const debt of doc.debts) table.row([{ text: debt.label }, { text: formatOre(-debt.amountOre) }]);
  }
  drawTotal(page, doc.paidAt ? 'Utbetalt' : 'Att utbetala', formatOre(doc.payoutOre));
  if (doc.paidAt) {
    page.text(`Utbetalt ${documentDate(doc.paidAt)}`, RIGHT - 260, page.y, 260, { size: 8.5, color: GREY, align: 'right' });
    page.y += 12;
  }
  drawNotes(page, doc.notes);
}

/** The document as an A4 PDF, drawn from its frozen copy only. */
export async function renderDocumentPdf(doc: FrozenDocument): Promise<Buffer> {
  return draw(doc, (page) => (doc.kind === 'statement' ? paintStatement(page, doc) : paintBuyerDocument(page, doc)));
}
