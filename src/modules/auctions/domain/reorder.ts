/**
 * Reordering one weekly sale's catalogue (REORDER_LOTS, docs/product.md §9 "Console"; the stagger of
 * §1). Pure: the command hands it the sale's lots as it locked them. docs/decisions/0016.
 *
 * - The list must be exactly the sale's open lots (draft, scheduled, live): no lot twice, none
 *   missing, none from elsewhere, none already ended or cancelled.
 * - The open lots keep the lot numbers they hold between them (the slots); the new order hands
 *   the slots out from the lowest. Ended and cancelled lots keep theirs, so numbers stay unique.
 * - A lot that keeps its number keeps its end untouched (a soft-close extension included); a lot
 *   that gets another number ends at that number's place in the stagger.
 * - A lot whose end would change is refused when it has bids (its bidders bid on that end), when
 *   its end was extended by soft close (it is in its final minutes), when its end has already
 *   come (it is being hammered), or when the new end has already passed.
 */

import type { AuctionStatus } from '@/keys';
import { staggeredEnd } from './schedule';

export interface ReorderSale {
  firstEndsAt: Date;
  staggerSeconds: number;
}

export interface ReorderLot {
  id: number;
  title: string;
  lotNumber: number;
  status: AuctionStatus;
  endsAt: Date;
  /** The scheduled end before any soft-close extension. */
  originalEndsAt: Date;
  bidCount: number;
}

export const REORDER_REFUSALS = [
  'DUPLICATE',
  'NOT_IN_SALE',
  'NOT_OPEN',
  'MISSING',
  'HAS_BIDS',
  'EXTENDED',
  'CLOSING',
  'END_PASSED',
] as const;
export type ReorderRefusalCode = (typeof REORDER_REFUSALS)[number];

export interface ReorderRefusal {
  code: ReorderRefusalCode;
  /** The lot it concerns. */
  auctionId: number;
  /** Swedish, naming the lot. */
  message: string;
}

export interface ReorderedLot {
  id: number;
  lotNumber: number;
  endsAt: Date;
  /** Whether its number or end differs from before. */
  changed: boolean;
}

export type ReorderDecision = { ok: true; lots: ReorderedLot[] } | { ok: false; refusal: ReorderRefusal };

const OPEN: ReadonlySet<AuctionStatus> = new Set<AuctionStatus>(['draft', 'scheduled', 'live']);

/** Whether a lot still belongs to the sale's reorderable catalogue. */
export function isOpenLot(status: AuctionStatus): boolean {
  return OPEN.has(status);
}

/** "nr 3 ”Kosta Boda-vas”": how a refusal names a lot. */
export function lotName(lot: Pick<ReorderLot, 'lotNumber' | 'title'>): string {
  return `Nr ${lot.lotNumber} ”${lot.title}”`;
}

function refuse(code: ReorderRefusalCode, auctionId: number, message: string): ReorderDecision {
  return { ok: false, refusal: { code, auctionId, message } };
}

export function restaggerLots(input: {
  sale: ReorderSale;
  lots: readonly ReorderLot[];
  order: readonly number[];
  now: Date;
}): ReorderDecision {
  const { sale, lots, order, now } = input;
  const byId = new Map(lots.map((lot) => [lot.id, lot]));

  const seen = new Set<number>();
  for (const id of order) {
    const lot = byId.get(id);
    if (seen.has(id)) return refuse('DUPLICATE', id, `${lot ? lotName(lot) : `Auktion ${id}`} står två gånger i listan.`);
    seen.add(id);
    if (!lot) return refuse('NOT_IN_SALE', id, `Auktion ${id} ingår inte i den här söndagsauktionen.`);
    if (!isOpenLot(lot.status))
      return refuse(
        'NOT_OPEN',
        id,
        `${lotName(lot)} är ${lot.status === 'cancelled' ? 'inställd' : 'redan avslutad'} och kan inte flyttas.`,
      );
  }
  const open = lots.filter((lot) => isOpenLot(lot.status)).sort((a, b) => a.lotNumber - b.lotNumber || a.id - b.id);
  const missing = open.find((lot) => !seen.has(lot.id));
  if (missing) return refuse('MISSING', missing.id, `${lotName(missing)} saknas i listan: ta med alla auktionens öppna lotter.`);

  const slots = open.map((lot) => lot.lotNumber);
  const result: ReorderedLot[] = [];
  for (const [index, id] of order.entries()) {
    const lot = byId.get(id)!;
    const lotNumber = slots[index]!;
    if (lotNumber === lot.lotNumber) {
      result.push({ id, lotNumber, endsAt: lot.endsAt, changed: false });
      continue;
    }
    const endsAt = staggeredEnd(sale.firstEndsAt, lotNumber - 1, sale.staggerSeconds);
    const endChanges = endsAt.getTime() !== lot.endsAt.getTime();
    if (endChanges) {
      if (lot.bidCount > 0) return refuse('HAS_BIDS', id, `${lotName(lot)} har bud och kan inte flyttas: dess sluttid skulle ändras.`);
      if (lot.endsAt.getTime() !== lot.originalEndsAt.getTime())
        return refuse('EXTENDED', id, `${lotName(lot)} har förlängts i slutspurten och kan inte flyttas.`);
      if (lot.endsAt.getTime() <= now.getTime())
        return refuse('CLOSING', id, `${lotName(lot)} har redan nått sin sluttid och kan inte flyttas.`);
      if (endsAt.getTime() <= now.getTime())
        return refuse('END_PASSED', id, `${lotName(lot)} kan inte flyttas till en plats vars sluttid redan har passerat.`);
    }
    result.push({ id, lotNumber, endsAt, changed: true });
  }
  return { ok: true, lots: result };
}
