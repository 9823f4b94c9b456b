import type { DbOrTx } from '@/db';
import { searchAuctions } from '@/modules/auctions/server';
import { lotPath } from '@/modules/catalog';
import { DEFAULT_SAMPLE_LOT, type SampleLot } from '@/modules/email/server';

/**
 * The lot the preview's lot e-mails talk about: the week's lot that ends first, so the photo and
 * the link in the preview are real; the e-mail module's default lot when nothing is on sale.
 */
export async function sampleLot(db: DbOrTx): Promise<SampleLot> {
  const { items } = await searchAuctions(db, { sort: 'slutar-snart', pageSize: 1 });
  const lot = items[0];
  return lot ? { title: lot.title, url: lotPath(lot), imageUrl: lot.imageUrl } : DEFAULT_SAMPLE_LOT;
}
