import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { ItemLots } from '@/modules/catalog';
import { lotPath } from '@/modules/catalog';
import { publishPagesChanged } from '@/platform/page-cache';
import { auctions } from '../tables';

/**
 * Catalog's ItemLots port, kept by the lots' owner: a new category is copied onto the item's lots
 * (the search document follows by trigger), and a change of the item's text or photos announces the
 * pages of its lots visitors can open (all but drafts), so the page cache drops its copies when `tx`
 * commits. A lot's own changes (price, end, status) announce themselves on the lot's topic.
 */
export const itemLots: ItemLots = {
  async recategorise(tx, itemId, category) {
    await tx
      .update(auctions)
      .set({ category, updatedAt: sql`now()` })
      .where(eq(auctions.itemId, itemId));
  },
  async announcePages(tx: DbOrTx, itemId: number) {
    const lots = await tx
      .select({ id: auctions.id, slug: auctions.slug })
      .from(auctions)
      .where(and(eq(auctions.itemId, itemId), ne(auctions.status, 'draft')));
    if (lots.length > 0) await publishPagesChanged(tx, lots.map(lotPath));
  },
  async hasBids(tx: DbOrTx, itemId: number) {
    const [row] = await tx
      .select({ id: auctions.id })
      .from(auctions)
      .where(and(eq(auctions.itemId, itemId), gt(auctions.bidCount, 0)))
      .limit(1);
    return Boolean(row);
  },
};
