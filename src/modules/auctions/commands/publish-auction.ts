import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '../tables';
import { items } from '@/modules/catalog/tables';
import { lotPath } from '@/modules/catalog';
import { publishItemImages, type ImagePublisher } from '@/modules/catalog/server';
import { itemLots } from './item-lots';
import { isPrivateImage } from '@/modules/uploads';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { transitionRefusal } from '../domain/status';
import { lotsLiveJob } from '../jobs';
import { publishAuctionUpdate } from '../live';
import type { LotPublication } from './lot-publication';

/**
 * PUBLISH_AUCTION (docs/product.md §9): a draft becomes `scheduled`, and at once `live` when its start
 * has passed — each step asked of the status table. The item's photos are made public first
 * (file I/O, before the transaction; a retry of an earlier failure). In one transaction: the row
 * lock, the status, publishedAt, the live update (the search document follows by trigger, so the
 * lot is on /auktioner at once), the news that it is live (saved-search alerts) and the LotPublication port (valuations: the request becomes
 * `published`). A second publish is FAILED_PRECONDITION.
 */
export async function publishAuction(
  db: DbOrTx,
  auctionId: number,
  options: { publication: LotPublication; now?: Date; publish?: ImagePublisher },
): Promise<{ auction: { id: number; status: 'scheduled' | 'live'; startsAt: string; endsAt: string; href: string } }> {
  const [lot] = await db.select({ status: auctions.status, itemId: auctions.itemId }).from(auctions).where(eq(auctions.id, auctionId));
  if (!lot) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
  refuseUnlessDraft(lot.status);
  const photosPublic = await publishItemImages(db, lot.itemId, { publish: options.publish, lots: itemLots });

  return db.transaction(async (tx) => {
    const now = options.now ?? new Date();
    const [row] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Auktionen finns inte.');
    refuseUnlessDraft(row.status);
    const [item] = await tx.select({ title: items.title, images: items.images }).from(items).where(eq(items.id, row.itemId));
    if (!item) throw new AppError('NOT_FOUND', 'Föremålet finns inte.');
    if (item.images.length === 0) throw new AppError('FAILED_PRECONDITION', 'Lägg till minst en bild innan auktionen publiceras.');
    if (!photosPublic || item.images.some(isPrivateImage))
      throw new AppError('FAILED_PRECONDITION', 'Bilderna kunde inte publiceras just nu. Försök igen om en stund.');
    if (row.endsAt.getTime() <= now.getTime())
      throw new AppError('FAILED_PRECONDITION', 'Sluttiden har redan passerat. Ändra sluttiden först.');

    const status = row.startsAt.getTime() <= now.getTime() ? 'live' : 'scheduled';
    const refusal = transitionRefusal('draft', 'scheduled') ?? (status === 'live' ? transitionRefusal('scheduled', 'live') : null);
    if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
    const [updated] = await tx
      .update(auctions)
      .set({ status, publishedAt: now, updatedAt: now, version: sql`${auctions.version} + 1` })
      .where(eq(auctions.id, auctionId))
      .returning();
    await publishAuctionUpdate(tx, updated!);
    // A rehearsal (docs/decisions/0033) is news to nobody: no saved-search alert, no valuation moves.
    const rehearsal = updated!.rehearsalKey !== null;
    if (status === 'live' && !rehearsal) await enqueueJob(tx, lotsLiveJob.job({ auctionIds: [auctionId] }));
    await recordAudit(tx, {
      entityType: 'auction',
      entityId: auctionId,
      before: { status: row.status },
      after: { status, publishedAt: now },
    });
    const href = lotPath(updated!);
    if (!rehearsal)
      await options.publication.published(tx, {
        auctionId,
        itemId: updated!.itemId,
        sellerId: updated!.sellerId,
        title: item.title,
        href,
        status,
        startsAt: updated!.startsAt,
        endsAt: updated!.endsAt,
        now,
      });
    return {
      auction: { id: auctionId, status, startsAt: updated!.startsAt.toISOString(), endsAt: updated!.endsAt.toISOString(), href },
    };
  });
}

function refuseUnlessDraft(status: (typeof auctions.$inferSelect)['status']): void {
  if (status === 'draft') return;
  if (status === 'scheduled' || status === 'live') throw new AppError('FAILED_PRECONDITION', 'Auktionen är redan publicerad.');
  throw new AppError('FAILED_PRECONDITION', transitionRefusal(status, 'scheduled') ?? 'Auktionen kan inte publiceras.');
}
