import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { sales } from '../tables';
import { queryRows } from '@/db/rows';
import { AppError } from '@/platform/errors';
import { DEFAULT_WEEKLY_CLOSE, explicitEndRefusal, nextWeeklyClose, placeInWeeklySale } from '../domain/schedule';
import { endMoveRefusal } from '../domain/studio-timing';

export interface LotPlacement {
  saleId: number | null;
  lotNumber: number | null;
  endsAt: Date;
}

/**
 * When a new or moved lot ends. With an explicit end: that end (checked: in the future, after the
 * start), outside any weekly sale. Without one: the next Sunday close at least three days away, at
 * the end of its stagger (docs/product.md §1): the `sales` row of that close is found or made and
 * locked (an advisory lock per close makes two creators agree on one row), lot number max+1.
 * A rehearsal lot (docs/decisions/0033) never joins a weekly sale: it needs its own end, which may
 * be a minute away. Runs in the caller's transaction.
 */
export async function placeLot(
  tx: DbOrTx,
  input: { startsAt: Date; endsAt?: Date | null; now: Date; rehearsal?: boolean },
): Promise<LotPlacement> {
  if (input.rehearsal) {
    if (!input.endsAt) throw new AppError('INVALID_ARGUMENT', 'En provauktion behöver en egen sluttid.');
    const refusal = endMoveRefusal({ status: 'draft', bidCount: 0, rehearsal: true, ...input, endsAt: input.endsAt });
    if (refusal) throw new AppError('INVALID_ARGUMENT', refusal);
    return { saleId: null, lotNumber: null, endsAt: input.endsAt };
  }
  if (input.endsAt) {
    const refusal = explicitEndRefusal({ startsAt: input.startsAt, endsAt: input.endsAt, now: input.now });
    if (refusal) throw new AppError('INVALID_ARGUMENT', refusal);
    return { saleId: null, lotNumber: null, endsAt: input.endsAt };
  }
  const close = nextWeeklyClose(input.now);
  if (input.startsAt.getTime() >= close.getTime()) throw new AppError('INVALID_ARGUMENT', 'Starttiden måste ligga före söndagens avslut.');
  await tx.execute(sql`select pg_advisory_xact_lock(${SALE_LOCK_SPACE}, ${Math.floor(close.getTime() / 60_000) | 0})`);
  let [sale] = await queryRows<{ id: number; first_ends_at: Date | string; stagger_seconds: number }>(
    tx,
    sql`select id, first_ends_at, stagger_seconds from sales where first_ends_at = ${close.toISOString()}::timestamptz order by id limit 1 for update`,
  );
  if (!sale) {
    const [created] = await tx
      .insert(sales)
      .values({ title: saleTitle(close), firstEndsAt: close, staggerSeconds: DEFAULT_WEEKLY_CLOSE.staggerSeconds })
      .returning({ id: sales.id, first_ends_at: sales.firstEndsAt, stagger_seconds: sales.staggerSeconds });
    sale = created!;
  }
  const [{ highest } = { highest: null }] = await queryRows<{ highest: number | null }>(
    tx,
    sql`select max(lot_number) as highest from auctions where sale_id = ${sale.id}`,
  );
  const placed = placeInWeeklySale(new Date(sale.first_ends_at), highest === null ? null : Number(highest), sale.stagger_seconds);
  return { saleId: sale.id, ...placed };
}

/** The advisory-lock namespace of "making the sale of one close". */
const SALE_LOCK_SPACE = 7_130_001;

const dayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'long' });

function saleTitle(close: Date): string {
  return `Söndagsauktion ${dayFormat.format(close)}`;
}
