import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions, bids } from '../tables';
import type { StoredImage } from '@/modules/uploads/tables';
import { lotPath } from '@/modules/catalog';
import { emailSendJob } from '@/modules/email/server';
import { auctionLostNotification, saleUnsoldNotification, SELLER_SALES_PATH } from '@/modules/notifications';
import { createNotification } from '@/modules/notifications/server';
import type { ServerEventProperties } from '@/platform/analytics';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { transitionRefusal } from '../domain/status';
import type { AuctionLiveUpdate } from '../events';
import { publishAuctionUpdate } from '../live';

/** A lot that has just been sold, as the module that settles sales (orders) receives it. */
export interface LotSale {
  auctionId: number;
  sellerId: string | null;
  buyerId: string;
  hammerPrice: number;
  viaBuyNow: boolean;
  title: string;
  href: string;
  imageUrl: string | null;
  now: Date;
}

/**
 * What happens after the hammer, owned by a module above auctions (orders) and handed in by the
 * caller that composes them (src/server): settle a sale inside the transaction that ended the lot
 * (so a sold lot and its order commit together), and find the order of a lot already sold.
 */
export interface SaleSettlement {
  settle(tx: DbOrTx, sale: LotSale): Promise<{ orderId: number }>;
  orderIdOf(tx: DbOrTx, auctionId: number): Promise<number | null>;
}

type AuctionRow = typeof auctions.$inferSelect;

export interface EndLotInput {
  /** The lot's row, read under its row lock in the caller's transaction. */
  lot: Pick<AuctionRow, 'id' | 'slug' | 'status' | 'sellerId'>;
  title: string;
  images: readonly StoredImage[];
  /** The buyer and hammer price when sold; null when the lot ends unsold. */
  sale: { buyerId: string; price: number; viaBuyNow: boolean } | null;
  now: Date;
  settlement: SaleSettlement;
  /** The lot ends before its end time (the studio's "Avsluta nu"): its end becomes now. */
  endsNow?: boolean;
}

export interface EndedLot {
  row: AuctionRow;
  live: AuctionLiveUpdate;
  orderId: number | null;
  /** The 'lot sold' analytics event for the caller to send once its transaction has committed; null when unsold. */
  soldEvent: ServerEventProperties['lot sold'] | null;
}

async function tellSellerUnsold(
  tx: DbOrTx,
  input: { row: AuctionRow; sellerId: string; title: string; href: string; imageUrl: string | null },
): Promise<void> {
  const { row } = input;
  const highestBid = row.bidCount > 0 ? row.currentPrice : null;
  const reserveNotMet = highestBid !== null && row.reservePrice !== null;
  const message = saleUnsoldNotification({ lotTitle: input.title, reserveNotMet });
  await createNotification(tx, { userId: input.sellerId, ...message, data: { auctionId: row.id }, dedupeKey: `sale-unsold:${row.id}` });
  await enqueueJob(
    tx,
    emailSendJob.job(
      {
        template: 'SALE_UNSOLD',
        userId: input.sellerId,
        props: {
          lotTitle: input.title,
          lotUrl: input.href,
          imageUrl: input.imageUrl,
          salesUrl: SELLER_SALES_PATH,
          reservePrice: reserveNotMet ? row.reservePrice : null,
          highestBid,
        },
      },
      { uniqueKey: `email:sale-unsold:${row.id}` },
    ),
  );
}

/**
 * The one end-of-lot command (closing at the end time, buy now, and later relisting): steps the
 * lot to `ended` by the status table, records the outcome (a buy-now also sets the price, the
 * leader and the end to now), settles a sale through the settlement handed in, tells everyone else
 * who bid that it is over, and publishes the new state, all in the caller's transaction.
 */
export async function endLot(tx: DbOrTx, input: EndLotInput): Promise<EndedLot> {
  const { lot, sale, now } = input;
  const refusal = transitionRefusal(lot.status, 'ended');
  if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);

  const [row] = await tx
    .update(auctions)
    .set({
      status: 'ended',
      outcome: sale ? 'sold' : 'unsold',
      endedAt: now,
      updatedAt: now,
      version: sql`${auctions.version} + 1`,
      ...(sale?.viaBuyNow ? { currentPrice: sale.price, leaderId: sale.buyerId, endsAt: now } : {}),
      ...(input.endsNow ? { endsAt: now } : {}),
    })
    .where(eq(auctions.id, lot.id))
    .returning();
  if (!row) throw new Error('auction vanished while locked');

  const href = lotPath({ id: lot.id, slug: lot.slug });
  const imageUrl = input.images[0] ? `/media/${input.images[0].key}` : null;
  let orderId: number | null = null;
  if (sale) {
    const settled = await input.settlement.settle(tx, {
      auctionId: lot.id,
      sellerId: lot.sellerId,
      buyerId: sale.buyerId,
      hammerPrice: sale.price,
      viaBuyNow: sale.viaBuyNow,
      title: input.title,
      href,
      imageUrl,
      now,
    });
    orderId = settled.orderId;
  }

  // A buy-now has no other bidders (it is offered only before the first bid).
  if (!sale?.viaBuyNow) {
    // Everyone else who bid hears that it is over (the leader too when the reserve was not met).
    const losers = await tx
      .selectDistinct({ bidderId: bids.bidderId })
      .from(bids)
      .where(and(eq(bids.auctionId, lot.id), eq(bids.status, 'accepted'), sale ? ne(bids.bidderId, sale.buyerId) : undefined));
    for (const { bidderId } of losers) {
      const lost = auctionLostNotification({ lotTitle: input.title, lotUrl: href, hammerPrice: sale ? sale.price : null });
      await createNotification(tx, { userId: bidderId, ...lost, data: { auctionId: lot.id }, dedupeKey: `lost:${lot.id}:${bidderId}` });
    }
  }

  // The seller of an unsold lot hears it, with what happens next (docs/decisions/0032); a sold lot's
  // seller is told by the settlement, with the order.
  if (!sale && lot.sellerId) await tellSellerUnsold(tx, { row, sellerId: lot.sellerId, title: input.title, href, imageUrl });

  const live = await publishAuctionUpdate(tx, row);
  const soldEvent = sale
    ? { lot_id: lot.id, category: row.category, hammer_price_sek: sale.price, bid_count: row.bidCount, via_buy_now: sale.viaBuyNow }
    : null;
  return { row, live, orderId, soldEvent };
}
