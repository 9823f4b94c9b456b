import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/db/schema';
import { publishPagesChanged } from '@/platform/page-cache';
import { lotPath } from '../domain/slug';

/**
 * An item's catalogue text or photos changed: the pages of its lots that visitors can open (all but
 * drafts) are announced changed with `tx`, so the page cache drops its copies when it commits. A
 * lot's own changes (price, end, status) announce themselves on the lot's topic.
 */
export async function announceItemLotPages(tx: DbOrTx, itemId: number): Promise<void> {
  const lots = await tx
    .select({ id: auctions.id, slug: auctions.slug })
    .from(auctions)
    .where(and(eq(auctions.itemId, itemId), ne(auctions.status, 'draft')));
  if (lots.length > 0) await publishPagesChanged(tx, lots.map(lotPath));
}
