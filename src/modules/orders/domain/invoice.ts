import { SERVICE_VAT_PERCENT, vatInside, type SellerVatStatus, type VatModel } from '@/modules/auctions';
import { formatOre } from '@/ui/format';
import type { BuyerDocument, DocumentLine, PartyDetails, StudioDetails, VatSummaryRow } from './documents';

/**
 * What the buyer's invoices and credit notes say, line by line (docs/decisions/0045). Pure: the
 * command reads the order, asks these, numbers the document and stores it frozen.
 *
 * - The lot's invoice, issued when the order is made: the hammer (with the VAT added on it for a
 *   VAT-registered seller or the studio's own stock), the premium (25 % VAT included) and the
 *   resale right when the buyer pays it (outside VAT).
 * - The shipping invoice, issued when a paid checkout chose shipping (25 % VAT included).
 * - Under the margin scheme (a private seller's lot under the margin model) no line shows a VAT
 *   amount and the invoice carries the scheme's wording (VAT Directive arts. 226(14) and 339).
 * - A credit note reverses an invoice: a partial refund as a price reduction, split between the
 *   seller's part (the hammer) and the studio's (its services); the refund that undoes the sale as
 *   every invoiced line negated, less what earlier credit notes gave back.
 */

/** The order as an invoice needs it: the frozen amounts of the fee rule. */
export interface InvoiceOrder {
  id: number;
  auctionId: number;
  title: string;
  /** The artist or maker the catalogue names. */
  maker: string | null;
  hammerPrice: number;
  hammerVatOre: number;
  hammerVatPercent: number;
  buyerPremiumOre: number;
  premiumVatOre: number;
  resaleRightOre: number;
  resaleRightPayer: 'buyer' | 'seller' | null;
  vatModel: VatModel;
  sellerVatStatus: SellerVatStatus;
}

/** The margin scheme's wording every such invoice carries (VAT Directive art. 226(14); Skatteverket, VMB). */
export const MARGIN_SCHEME_NOTE =
  'Vinstmarginalbeskattning för begagnade varor, konstverk, samlarföremål och antikviteter. Mervärdesskatt anges inte på fakturan.';

export const RESALE_RIGHT_NOTE =
  'Följerätt: ersättning till konstnären enligt 26 j–26 p §§ upphovsrättslagen (1960:729), som Klubban redovisar till Bildupphovsrätt. Ersättningen är inte momspliktig.';

/** Whether the buyer's documents of this order may show VAT amounts: not under the margin scheme. */
export function showsVat(order: Pick<InvoiceOrder, 'vatModel' | 'sellerVatStatus'>): boolean {
  return !(order.vatModel === 'margin' && order.sellerVatStatus === 'private');
}

/** The sentence that says how VAT works on this sale. */
export function vatNote(order: Pick<InvoiceOrder, 'vatModel' | 'sellerVatStatus' | 'hammerVatPercent'>): string {
  if (!showsVat(order)) return MARGIN_SCHEME_NOTE;
  const rate = `${order.hammerVatPercent}\u00a0%`;
  if (order.sellerVatStatus === 'business')
    return `Säljaren är momsregistrerad: moms ${rate} tillkommer på klubbat pris. Slagavgiften är Klubbans tjänst, moms 25\u00a0% ingår.`;
  if (order.sellerVatStatus === 'studio')
    return `Föremålet säljs ur Klubbans eget lager: moms ${rate} tillkommer på klubbat pris. Slagavgiften är Klubbans tjänst, moms 25\u00a0% ingår.`;
  if (order.vatModel === 'agent')
    return 'Klubban förmedlar försäljningen i säljarens namn. Säljaren är privatperson: klubbat pris är utan moms. Slagavgiften är Klubbans tjänst, moms 25\u00a0% ingår.';
  return 'Säljaren är privatperson: klubbat pris är utan moms. Slagavgiften är Klubbans tjänst, moms 25\u00a0% ingår.';
}

function line(
  kind: DocumentLine['kind'],
  label: string,
  amountOre: number,
  vat: { rate: number; ore: number } | null,
  detail?: string,
): DocumentLine {
  return { kind, label, amountOre, vatRatePercent: vat?.rate ?? null, vatOre: vat?.ore ?? null, ...(detail ? { detail } : {}) };
}

/** The lot invoice's lines. */
export function lotInvoiceLines(order: InvoiceOrder, premiumPercent: number | null): DocumentLine[] {
  const vat = showsVat(order);
  const hammerOre = order.hammerPrice * 100;
  const lines: DocumentLine[] = [];
  if (order.hammerVatOre > 0) {
    lines.push(
      line(
        'hammer',
        'Klubbat pris',
        hammerOre + order.hammerVatOre,
        vat ? { rate: order.hammerVatPercent, ore: order.hammerVatOre } : null,
        `${formatOre(hammerOre)} + moms ${order.hammerVatPercent}\u00a0%`,
      ),
    );
  } else {
    lines.push(
      line('hammer', 'Klubbat pris', hammerOre, vat ? { rate: 0, ore: 0 } : null, vat ? 'Ingen moms: säljaren är privatperson' : undefined),
    );
  }
  lines.push(
    line(
      'premium',
      premiumPercent === null ? 'Slagavgift' : `Slagavgift ${premiumPercent}\u00a0%`,
      order.buyerPremiumOre,
      vat ? { rate: SERVICE_VAT_PERCENT, ore: order.premiumVatOre } : null,
      vat ? 'inkl. moms' : undefined,
    ),
  );
  if (order.resaleRightOre > 0 && order.resaleRightPayer === 'buyer') {
    lines.push(line('resaleRight', 'Följerätt', order.resaleRightOre, vat ? { rate: 0, ore: 0 } : null, order.maker ?? undefined));
  }
  return lines;
}

/** The shipping invoice's one line. */
export function shippingInvoiceLines(order: Pick<InvoiceOrder, 'vatModel' | 'sellerVatStatus'>, shippingOre: number): DocumentLine[] {
  const vat = showsVat(order);
  return [
    line(
      'shipping',
      'Frakt',
      shippingOre,
      vat ? { rate: SERVICE_VAT_PERCENT, ore: vatInside(shippingOre, SERVICE_VAT_PERCENT) } : null,
      vat ? 'inkl. moms' : undefined,
    ),
  ];
}

/** VAT by rate over lines that show it (a 0 % row only when there is a base at 0 %). */
export function vatSummary(lines: readonly DocumentLine[]): VatSummaryRow[] {
  const byRate = new Map<number, VatSummaryRow>();
  for (const l of lines) {
    if (l.vatOre === null || l.vatRatePercent === null) continue;
    const row = byRate.get(l.vatRatePercent) ?? { ratePercent: l.vatRatePercent, baseOre: 0, vatOre: 0 };
    row.baseOre += l.amountOre - l.vatOre;
    row.vatOre += l.vatOre;
    byRate.set(l.vatRatePercent, row);
  }
  return [...byRate.values()].filter((r) => r.baseOre !== 0 || r.vatOre !== 0).sort((a, b) => b.ratePercent - a.ratePercent);
}

export const sumLines = (lines: readonly DocumentLine[]) => lines.reduce((sum, l) => sum + l.amountOre, 0);

/**
 * A credit note's lines for a refund of `amountOre` (the part that gives back invoiced money, not
 * a second payment), `sellerOre` of it borne by the seller:
 * - `final` (the refund that undoes the sale, or a cancellation): every invoiced line negated, and
 *   what earlier credit notes already gave back added again, so the note credits exactly the rest;
 * - otherwise a price reduction: the seller's part against the hammer (with its VAT when the
 *   seller is VAT-registered), the studio's part against its services (25 % VAT inside).
 */
export function creditNoteLines(input: {
  order: Pick<InvoiceOrder, 'vatModel' | 'sellerVatStatus' | 'hammerVatPercent'>;
  invoiced: readonly DocumentLine[];
  earlierCredits: readonly DocumentLine[];
  amountOre: number;
  sellerOre: number;
  final: boolean;
  reason: string;
}): DocumentLine[] {
  const { order } = input;
  const vat = showsVat(order);
  if (input.final) {
    const negated = input.invoiced.map((l) => ({ ...l, amountOre: -l.amountOre, vatOre: l.vatOre === null ? null : -l.vatOre }));
    const earlier = input.earlierCredits.map((l) => ({
      ...l,
      label: `Avgår tidigare kreditering: ${l.label.toLowerCase()}`,
      amountOre: -l.amountOre,
      vatOre: l.vatOre === null ? null : -l.vatOre,
    }));
    return [...negated, ...earlier].filter((l) => l.amountOre !== 0);
  }
  const lines: DocumentLine[] = [];
  const studioOre = input.amountOre - input.sellerOre;
  if (input.sellerOre > 0) {
    const hammerVat = order.sellerVatStatus === 'private' ? 0 : vatInside(input.sellerOre, order.hammerVatPercent);
    lines.push(
      line(
        'hammer',
        'Prisavdrag på klubbat pris',
        -input.sellerOre,
        vat ? { rate: order.sellerVatStatus === 'private' ? 0 : order.hammerVatPercent, ore: -hammerVat } : null,
        input.reason,
      ),
    );
  }
  if (studioOre > 0) {
    lines.push(
      line(
        'refund',
        'Prisavdrag på Klubbans avgifter',
        -studioOre,
        vat ? { rate: SERVICE_VAT_PERCENT, ore: -vatInside(studioOre, SERVICE_VAT_PERCENT) } : null,
        input.reason,
      ),
    );
  }
  return lines;
}

/** A buyer document from its parts: the total and the VAT summary follow from the lines. */
export function buyerDocument(input: {
  kind: 'invoice' | 'creditNote';
  number: string;
  issuedAt: Date;
  dueAt: Date | null;
  creditsNumber: string | null;
  studio: StudioDetails;
  buyer: PartyDetails;
  order: InvoiceOrder;
  lines: DocumentLine[];
  notes: string[];
  testMode: boolean;
  final?: boolean;
  sellerOre?: number;
}): BuyerDocument {
  const vat = showsVat(input.order);
  return {
    ...(input.final === undefined ? {} : { final: input.final }),
    ...(input.sellerOre === undefined ? {} : { sellerOre: input.sellerOre }),
    kind: input.kind,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    dueAt: input.dueAt?.toISOString() ?? null,
    creditsNumber: input.creditsNumber,
    studio: input.studio,
    buyer: input.buyer,
    orderId: input.order.id,
    auctionId: input.order.auctionId,
    lotTitle: input.order.title,
    artist: input.order.maker,
    lines: input.lines,
    totalOre: sumLines(input.lines),
    vatSummary: vat ? vatSummary(input.lines) : [],
    notes: input.notes,
    testMode: input.testMode,
  };
}

/** "2026-00042" (invoices and credit notes), "A2026-00007" (statements). */
export function documentNumber(series: 'F' | 'A', year: number, sequence: number): string {
  return `${series === 'A' ? 'A' : ''}${year}-${String(sequence).padStart(5, '0')}`;
}
