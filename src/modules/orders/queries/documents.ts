import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { AppError } from '@/platform/errors';
import { saleDocuments } from '../tables';
import type { BuyerDocument, FrozenDocument } from '../domain/documents';
import { renderDocumentPdf } from '../documents/pdf';

/**
 * Reading the issued documents (docs/decisions/0045): the list of an order's or a person's, and
 * one as a PDF drawn from its frozen copy. The buyer (invoices, credit notes) and the seller
 * (statements) see their own; the studio sees all; anyone else gets NOT_FOUND.
 */

export const DOCUMENT_NOT_FOUND = 'Dokumentet finns inte.';

export interface DocumentListItem {
  id: number;
  kind: FrozenDocument['kind'];
  number: string;
  orderId: number;
  issuedAt: string;
  totalOre: number;
  href: string;
}

const KIND_FILE: Record<FrozenDocument['kind'], string> = { invoice: 'faktura', creditNote: 'kreditfaktura', statement: 'avrakningsnota' };
export const KIND_LABEL: Record<FrozenDocument['kind'], string> = {
  invoice: 'Faktura',
  creditNote: 'Kreditfaktura',
  statement: 'Avräkningsnota',
};

/** The download address of a document (app/dokument/[number]/route.ts). */
export const documentHref = (number: string) => `/dokument/${encodeURIComponent(number)}.pdf`;

export function documentFilename(kind: FrozenDocument['kind'], number: string): string {
  return `klubban-${KIND_FILE[kind]}-${number}.pdf`;
}

function listItem(row: typeof saleDocuments.$inferSelect): DocumentListItem {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    orderId: row.orderId,
    issuedAt: row.issuedAt.toISOString(),
    totalOre: row.totalOre,
    href: documentHref(row.number),
  };
}

/** An order's documents, oldest first: `viewerId` sees only those addressed to them (null: the studio). */
export async function listOrderDocuments(db: DbOrTx, orderId: number, viewerId: string | null): Promise<DocumentListItem[]> {
  const rows = await db
    .select()
    .from(saleDocuments)
    .where(
      viewerId === null ? eq(saleDocuments.orderId, orderId) : and(eq(saleDocuments.orderId, orderId), eq(saleDocuments.partyId, viewerId)),
    )
    .orderBy(asc(saleDocuments.issuedAt), asc(saleDocuments.id));
  return rows.map(listItem);
}

/** A seller's statements, newest first (Mina försäljningar). */
export async function listMyStatements(db: DbOrTx, sellerId: string): Promise<DocumentListItem[]> {
  const rows = await db
    .select()
    .from(saleDocuments)
    .where(and(eq(saleDocuments.partyId, sellerId), eq(saleDocuments.kind, 'statement')))
    .orderBy(desc(saleDocuments.issuedAt), desc(saleDocuments.id));
  return rows.map(listItem);
}

/** One document as a PDF, for its party or the studio (`admin`); NOT_FOUND for anyone else or no such number. */
export async function documentPdf(
  db: DbOrTx,
  by: { number: string } | { id: number },
  viewer: { userId: string | null; admin: boolean },
): Promise<{ filename: string; pdf: Buffer; number: string; kind: FrozenDocument['kind'] }> {
  const [row] = await db
    .select()
    .from(saleDocuments)
    .where('number' in by ? eq(saleDocuments.number, by.number) : eq(saleDocuments.id, by.id));
  if (!row || (!viewer.admin && (viewer.userId === null || row.partyId !== viewer.userId)))
    throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  return { filename: documentFilename(row.kind, row.number), pdf: await renderDocumentPdf(row.body), number: row.number, kind: row.kind };
}

/**
 * What a receipt needs from the order's documents: the list (the viewer's own), and the buyer and
 * studio as the lot's invoice froze them (null for an order from before the books).
 */
export async function receiptDocuments(
  db: DbOrTx,
  orderId: number,
  viewerId: string,
): Promise<{ documents: DocumentListItem[]; buyer: BuyerDocument['buyer'] | null; studio: BuyerDocument['studio'] | null }> {
  const rows = await db
    .select()
    .from(saleDocuments)
    .where(and(eq(saleDocuments.orderId, orderId), eq(saleDocuments.partyId, viewerId)))
    .orderBy(asc(saleDocuments.issuedAt), asc(saleDocuments.id));
  const lot = rows.find((row) => row.kind === 'invoice' && row.subject === 'lot')?.body as BuyerDocument | undefined;
  const shipping = rows.find((row) => row.kind === 'invoice' && row.subject === 'shipping')?.body as BuyerDocument | undefined;
  const buyer = lot ? { ...lot.buyer, address: shipping?.buyer.address ?? lot.buyer.address } : null;
  return { documents: rows.map(listItem), buyer, studio: lot?.studio ?? null };
}
