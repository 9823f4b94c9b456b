import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { lotPath } from '@/modules/catalog';
import type { AuctionStatus } from '@/keys';

/** What the question commands need of a lot: its state, its words and its page. */
export interface QuestionLot {
  id: number;
  status: AuctionStatus;
  endsAt: Date;
  title: string;
  path: string;
  imageUrl: string | null;
  /** A rehearsal lot (docs/decisions/0033) is nobody's to ask about. */
  rehearsal: boolean;
}

export async function questionLot(tx: DbOrTx, auctionId: number): Promise<QuestionLot | null> {
  const [row] = await tx
    .select({
      id: auctions.id,
      slug: auctions.slug,
      status: auctions.status,
      endsAt: auctions.endsAt,
      rehearsalKey: auctions.rehearsalKey,
      title: items.title,
      images: items.images,
    })
    .from(auctions)
    .innerJoin(items, eq(items.id, auctions.itemId))
    .where(eq(auctions.id, auctionId));
  if (!row) return null;
  const first = row.images[0];
  return {
    id: row.id,
    status: row.status,
    endsAt: row.endsAt,
    title: row.title,
    path: lotPath(row),
    imageUrl: first ? `/media/${first.key}` : null,
    rehearsal: row.rehearsalKey !== null,
  };
}
