import { sql } from 'drizzle-orm';

/**
 * The lot's price in SQL, for raw queries that alias `auctions` as `a`: the current price (the leading
 * bid, or a buy-now sale's price) when there is one, else the start price. The search index's
 * stored price column holds the same expression (src/modules/auctions/tables.ts).
 */
export const LOT_PRICE_SQL = sql`coalesce(a.current_price, a.start_price)`;
