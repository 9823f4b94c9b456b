import type { DbOrTx } from '@/db/client';
import { createItemFromUploads, publishItemImages, type ImagePublisher } from '@/modules/catalog/server';
import { itemLots } from './item-lots';
import type { ItemInput } from '@/modules/catalog';
import { AppError } from '@/platform/errors';
import { priceRefusal } from '../domain/prices';
import { explicitEndRefusal } from '../domain/schedule';
import { endMoveRefusal } from '../domain/studio-timing';
import { insertDraftLot, type AuctionTerms, type DraftLot } from './create-auction';

/**
 * CREATE_AUCTION_WITH_ITEM (docs/product.md §9): the studio's own object (seller null) and its draft lot
 * (with `auction.rehearsal`, a rehearsal lot: docs/decisions/0033) in one transaction, with the admin's uploads claimed; the photos are then copied to public keys
 * outside it. If that copy fails, the draft keeps its private photos and publishing retries.
 */
export async function createAuctionWithItem(
  db: DbOrTx,
  input: {
    actorId: string;
    item: ItemInput & { estimateLow: number; estimateHigh: number };
    auction: Omit<AuctionTerms, 'estimateLow' | 'estimateHigh'>;
    now?: Date;
    publish?: ImagePublisher;
  },
): Promise<{ item: { id: number }; auction: DraftLot }> {
  const now = input.now ?? new Date();
  const { estimateLow, estimateHigh, ...item } = input.item;
  // The lot's own rules first: a wrong price is named before any photo is claimed.
  const refusal = priceRefusal({
    startPrice: input.auction.startPrice ?? 0,
    reservePrice: input.auction.reservePrice ?? null,
    buyNowPrice: input.auction.buyNowPrice ?? null,
    estimateLow,
    estimateHigh,
  });
  const startsAt = input.auction.startsAt ?? now;
  const endRefusal = input.auction.rehearsal
    ? input.auction.endsAt
      ? endMoveRefusal({ status: 'draft', bidCount: 0, rehearsal: true, startsAt, endsAt: input.auction.endsAt, now })
      : 'En provauktion behöver en egen sluttid.'
    : input.auction.endsAt
      ? explicitEndRefusal({ startsAt, endsAt: input.auction.endsAt, now })
      : null;
  if (refusal ?? endRefusal) throw new AppError('INVALID_ARGUMENT', (refusal ?? endRefusal)!);
  const created = await db.transaction(async (tx) => {
    const made = await createItemFromUploads(tx, { actorId: input.actorId, item });
    const auction = await insertDraftLot(tx, { itemId: made.id, terms: { ...input.auction, estimateLow, estimateHigh }, now });
    return { item: made, auction };
  });
  await publishItemImages(db, created.item.id, { publish: input.publish, lots: itemLots });
  return created;
}
