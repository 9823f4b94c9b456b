import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { items } from '@/modules/catalog/tables';
import { slugify, type ItemChangeInput } from '@/modules/catalog';
import { applyItemUpdate, publishItemImages, type ImagePublisher } from '@/modules/catalog/server';
import { itemLots } from './item-lots';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { priceRefusal } from '../domain/prices';
import type { ItemPriceDefaults } from './item-price-defaults';
import { placeLot } from './place-lot';

export interface AuctionTerms {
  startPrice?: number;
  /** null: no reserve; undefined: the default (the accepted valuation's, if any). */
  reservePrice?: number | null;
  buyNowPrice?: number | null;
  estimateLow?: number | null;
  estimateHigh?: number | null;
  startsAt?: Date;
  /** Undefined or null: the next weekly sale, at the end of its stagger. */
  endsAt?: Date | null;
  /** A rehearsal lot ("Provauktion", docs/decisions/0033): not public, its own end, which may be minutes away. */
  rehearsal?: boolean;
}

export interface DraftLot {
  id: number;
  status: 'draft';
  startsAt: string;
  endsAt: string;
  rehearsal: boolean;
}

/** A rehearsal lot's link secret: 144 random bits, URL-safe. */
function newRehearsalKey(): string {
  return randomBytes(18).toString('base64url');
}

/** Statuses in which a lot still holds its item (a second lot of it would sell it twice). */
const HOLDING = ['draft', 'scheduled', 'live'] as const;

/**
 * Writes a draft lot of an item in the caller's transaction: prices from the terms, else from the
 * item's source (the port), checked by the price rule; the end placed by placeLot; the start
 * defaults to `now`, so publishing later opens it at once. `relistedFromId` marks a relisting.
 */
export async function insertDraftLot(
  tx: DbOrTx,
  input: { itemId: number; terms: AuctionTerms; now: Date; priceDefaults?: ItemPriceDefaults; relistedFromId?: number },
): Promise<DraftLot> {
  const [item] = await tx
    .select({ id: items.id, title: items.title, category: items.category, sellerId: items.sellerId, valuationId: items.valuationId })
    .from(items)
    .where(eq(items.id, input.itemId))
    .for('update');
  if (!item) throw new AppError('NOT_FOUND', 'Föremålet finns inte.');
  const [holding] = await tx
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.itemId, item.id), inArray(auctions.status, [...HOLDING])))
    .limit(1);
  if (holding) throw new AppError('FAILED_PRECONDITION', 'Föremålet har redan en auktion som inte är avslutad.');

  const { terms } = input;
  const defaults = input.priceDefaults ? await input.priceDefaults.forItem(tx, { itemId: item.id, valuationId: item.valuationId }) : null;
  const startPrice = terms.startPrice ?? defaults?.startPrice ?? null;
  if (startPrice === null) throw new AppError('INVALID_ARGUMENT', 'Ange ett startpris.');
  const prices = {
    startPrice,
    reservePrice: terms.reservePrice !== undefined ? terms.reservePrice : (defaults?.reservePrice ?? null),
    buyNowPrice: terms.buyNowPrice ?? null,
    estimateLow: terms.estimateLow !== undefined ? terms.estimateLow : (defaults?.estimateLow ?? null),
    estimateHigh: terms.estimateHigh !== undefined ? terms.estimateHigh : (defaults?.estimateHigh ?? null),
  };
  const refusal = priceRefusal(prices);
  if (refusal) throw new AppError('INVALID_ARGUMENT', refusal);

  const startsAt = terms.startsAt ?? input.now;
  const rehearsal = terms.rehearsal === true;
  const placement = await placeLot(tx, { startsAt, endsAt: terms.endsAt, now: input.now, rehearsal });
  const [row] = await tx
    .insert(auctions)
    .values({
      slug: slugify(item.title),
      itemId: item.id,
      sellerId: item.sellerId,
      saleId: placement.saleId,
      lotNumber: placement.lotNumber,
      category: item.category,
      ...prices,
      startsAt,
      endsAt: placement.endsAt,
      originalEndsAt: placement.endsAt,
      status: 'draft',
      relistedFromId: input.relistedFromId ?? null,
      rehearsalKey: rehearsal ? newRehearsalKey() : null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: auctions.id, startsAt: auctions.startsAt, endsAt: auctions.endsAt });
  if (!row) throw new AppError('INTERNAL', 'Auktionen kunde inte sparas.');
  await recordAudit(tx, {
    entityType: 'auction',
    entityId: row.id,
    before: null,
    after: {
      status: 'draft',
      itemId: item.id,
      ...prices,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      lotNumber: placement.lotNumber,
      relistedFromId: input.relistedFromId ?? null,
      ...(rehearsal ? { rehearsal: true } : {}),
    },
  });
  return { id: row.id, status: 'draft', startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), rehearsal };
}

/**
 * CREATE_AUCTION_FROM_ITEM: a draft lot of an existing item (e.g. one made from a valuation). With
 * `item`, the studio's corrections of the item (UPDATE_ITEM's fields and rules: title, text,
 * category, condition, dimensions, shipping or pickup only, photos) are written in the same
 * transaction as the lot, so the lot is made of the item as the studio saw it, or neither is saved.
 * New photos are made public after the commit (file I/O; publishing retries a failure).
 */
export async function createAuctionFromItem(
  db: DbOrTx,
  itemId: number,
  terms: AuctionTerms,
  options: {
    priceDefaults: ItemPriceDefaults;
    now?: Date;
    item?: ItemChangeInput & { actorId: string };
    publish?: ImagePublisher;
  },
): Promise<{ auction: DraftLot }> {
  const now = options.now ?? new Date();
  const { item } = options;
  const created = await db.transaction(async (tx) => {
    const changed = item ? await applyItemUpdate(tx, { ...item, itemId }, itemLots) : null;
    const auction = await insertDraftLot(tx, { itemId, terms, now, priceDefaults: options.priceDefaults });
    return { auction, newImages: changed?.newImages ?? 0 };
  });
  if (created.newImages > 0) await publishItemImages(db, itemId, { publish: options.publish, lots: itemLots });
  return { auction: created.auction };
}
