import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { DEMO_LOTS } from '../../demo/catalogue';

/**
 * Fills a migrated database with `count` live and ended lots, repeating the demo catalogue with
 * numbered variants. `endedPercent` of them (default 10) have ended; two in three of those sold
 * (the archive of what sold, docs/decisions/0047), ending over the past year.
 */
export async function loadLots(database: Database, count: number, options: { endedPercent?: number } = {}): Promise<void> {
  const endedPercent = Math.min(Math.max(Math.round(options.endedPercent ?? 10), 0), 100);
  await database.exec(
    'create temporary table template (n int, title text, maker text, description text, category category, low int, high int, start int)',
  );
  const values = DEMO_LOTS.map(
    (lot, n) =>
      sql`(${n}, ${lot.title}, ${lot.maker}, ${lot.description}, ${lot.category}::category, ${lot.estimateLow}, ${lot.estimateHigh}, ${lot.startPrice})`,
  );
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into template values ${sql.join(values, sql`, `)}`);
    await tx.execute(sql`
      insert into items (title, maker, description, category)
      select t.title || case when g > ${DEMO_LOTS.length} then ' nr ' || g else '' end, t.maker, t.description, t.category
      from generate_series(1, ${count}) g join template t on t.n = (g - 1) % ${DEMO_LOTS.length}`);
    await tx.execute(sql`
      insert into auctions (slug, item_id, category, estimate_low, estimate_high, start_price, starts_at, ends_at, original_ends_at, status, outcome, current_price, bid_count, published_at)
      select 'foremal-' || i.id, i.id, i.category, t.low, t.high, t.start, now() - interval '2 days', e.ends_at, e.ends_at,
        case when e.ended then 'ended'::auction_status else 'live'::auction_status end,
        case when not e.ended then null when i.id % 3 = 1 then 'unsold'::auction_outcome else 'sold'::auction_outcome end,
        case when i.id % 3 = 0 then t.start + 100 else null end, (i.id % 3 = 0)::int * (1 + i.id % 7), now() - (i.id % 500) * interval '1 minute'
      from items i join template t on t.n = (i.id - 1) % ${DEMO_LOTS.length},
        lateral (select (i.id * 37) % 100 < ${endedPercent} as ended) x,
        lateral (select x.ended, case when x.ended then now() - (i.id % 525600) * interval '1 minute'
          else now() + (i.id % 20000) * interval '1 minute' end as ends_at) e`);
  });
  await database.exec('analyze');
}
