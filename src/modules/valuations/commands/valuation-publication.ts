import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { valuations } from '../tables';
import type { LotPublication, PublishedLot } from '@/modules/auctions';
import { emailSendJob } from '@/modules/email/server';
import { imageUrl } from '@/modules/uploads';
import { enqueueJob } from '@/platform/jobs';
import { formatEndTime } from '@/ui/format';
import { assertTransition } from './common';

/**
 * What a published lot means to valuations (the LotPublication port PUBLISH_AUCTION calls in its
 * transaction): the request the lot's item came from goes waiting → published by the table, and
 * its seller gets AUCTION_PUBLISHED with the lot's link. Studio stock (no request) is left alone,
 * as is a request already published (a relisted lot of the same item).
 */
export function valuationPublication(): LotPublication {
  return {
    async published(tx: DbOrTx, lot: PublishedLot) {
      const [row] = await tx.select().from(valuations).where(eq(valuations.itemId, lot.itemId)).for('update');
      if (!row || row.status === 'published') return;
      assertTransition(row.status, 'published', 'admin', 'PUBLISH_AUCTION');
      await tx.update(valuations).set({ status: 'published', publishedAt: lot.now, updatedAt: lot.now }).where(eq(valuations.id, row.id));

      const [details] = await tx
        .select({ estimateLow: auctions.estimateLow, estimateHigh: auctions.estimateHigh, images: items.images })
        .from(auctions)
        .innerJoin(items, eq(items.id, auctions.itemId))
        .where(eq(auctions.id, lot.auctionId));
      const firstImage = details?.images[0];
      await enqueueJob(
        tx,
        emailSendJob.job(
          {
            template: 'AUCTION_PUBLISHED',
            userId: row.sellerId,
            props: {
              lotTitle: lot.title,
              lotUrl: lot.href,
              imageUrl: firstImage ? imageUrl(firstImage, 'full') : null,
              endsAt: formatEndTime(lot.endsAt),
              estimateLow: details?.estimateLow ?? row.estimateLow,
              estimateHigh: details?.estimateHigh ?? row.estimateHigh,
            },
          },
          { uniqueKey: `email:auction-published:${lot.auctionId}` },
        ),
      );
    },
  };
}
