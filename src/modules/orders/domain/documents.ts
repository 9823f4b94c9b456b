/**
 * The sale's documents as they are frozen when issued (docs/decisions/0045): an invoice (faktura),
 * a credit note (kreditfaktura) and a seller statement (avräkningsnota). Each is stored once, as
 * this JSON, and never changed: a PDF is always drawn from the frozen copy, so a later change of
 * the buyer's name, the studio's address or a fee setting never rewrites an issued document.
 *
 * Amounts are öre (integers). A VAT figure is present only where the document may show it: under
 * the margin scheme the buyer's documents carry no VAT amount (VAT Directive art. 339), so
 * `vatOre` is null on those lines and `vatSummary` is empty.
 */

export type DocumentKind = 'invoice' | 'creditNote' | 'statement';

/** The studio as it was at issue: from the settings (KLUBBAN_STUDIO_*). */
export interface StudioDetails {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  orgNumber: string;
  vatNumber: string;
  email: string;
  /** Bank giro or account the studio is paid to, when set. */
  bankgiro?: string;
}

export interface PartyDetails {
  name: string;
  email: string;
  address: { street: string; postalCode: string; city: string; country: string } | null;
  /** A business seller's organisation or VAT number (statements). */
  orgNumber?: string;
}

/** What a line stands for: the books (SIE) and the credit note key on it. */
export type LineKind = 'hammer' | 'hammerVat' | 'premium' | 'resaleRight' | 'shipping' | 'commission' | 'refund' | 'debt';

export interface DocumentLine {
  kind: LineKind;
  /** Swedish label as printed ("Klubbat pris", "Slagavgift", "Följerätt (Bildupphovsrätt)" …). */
  label: string;
  /** A second, smaller line under the label (e.g. the artist, or "inkl. moms"). */
  detail?: string;
  /** The line's amount, VAT included; negative on a credit note and for deductions on a statement. */
  amountOre: number;
  /** The VAT rate and amount inside `amountOre`, when the document may show it; null otherwise. */
  vatRatePercent: number | null;
  vatOre: number | null;
}

export interface VatSummaryRow {
  ratePercent: number;
  /** Amount excluding VAT. */
  baseOre: number;
  vatOre: number;
}

/** An invoice or a credit note to the buyer. */
export interface BuyerDocument {
  kind: 'invoice' | 'creditNote';
  /** Gapless per year: "2026-00042". */
  number: string;
  /** ISO 8601, UTC. */
  issuedAt: string;
  /** Invoices only: when payment is due (ISO). */
  dueAt: string | null;
  /** Credit notes only: the number of the invoice it credits. */
  creditsNumber: string | null;
  /** Credit notes only: true when it undoes the sale (a whole refund or a cancellation), crediting all that is left. */
  final?: boolean;
  /** Credit notes only: the part of the credited amount the seller bears (the books book it against the seller). */
  sellerOre?: number;
  studio: StudioDetails;
  buyer: PartyDetails;
  orderId: number;
  auctionId: number;
  /** The lot's title, and the artist when the studio named one. */
  lotTitle: string;
  artist: string | null;
  lines: DocumentLine[];
  /** Sum of the lines' amounts (negative on a credit note). */
  totalOre: number;
  /** VAT by rate; empty when the document may show no VAT amount. */
  vatSummary: VatSummaryRow[];
  /** Sentences printed under the lines: the VAT wording of the chosen model, the credit note's reason, payment terms. */
  notes: string[];
  /** The built-in test provider served: the document says no real payment was taken. */
  testMode: boolean;
}

/** One lot on a seller statement. */
export interface StatementLot {
  orderId: number;
  auctionId: number;
  title: string;
  artist: string | null;
  /** ISO: when the lot was sold (the order's creation). */
  soldAt: string;
  hammerOre: number;
  /** VAT on the hammer the buyer paid (a VAT-registered seller's lot), 0 otherwise. */
  hammerVatOre: number;
  /** The commission, VAT included (a positive number; the statement subtracts it). */
  commissionOre: number;
  /** The VAT inside the commission when the statement may show it (agent model), null under the margin scheme. */
  commissionVatOre: number | null;
  /** The resale-right fee taken from the seller (0 when the buyer pays it or it does not apply). */
  resaleRightOre: number;
  /** Refunds the seller bears on this lot. */
  refundOre: number;
  /** hammer + hammerVat − commission − resaleRight − refund. */
  netOre: number;
}

/** The seller statement (avräkningsnota, VAT Directive art. 340) for one payout. */
export interface StatementDocument {
  kind: 'statement';
  /** Its own gapless series per year: "A2026-00007". */
  number: string;
  issuedAt: string;
  studio: StudioDetails;
  seller: PartyDetails;
  lots: StatementLot[];
  /** Earlier debts (refunds after an earlier payout) netted from this payout, each a positive amount. */
  debts: { label: string; amountOre: number }[];
  /** Sum of the lots' net. */
  lotsNetOre: number;
  /** What is paid out: lotsNet − debts. */
  payoutOre: number;
  /** ISO, when the transfer was made; null while it waits. */
  paidAt: string | null;
  notes: string[];
  testMode: boolean;
}

export type FrozenDocument = BuyerDocument | StatementDocument;
