import 'server-only';
import type { DbOrTx } from '@/db/client';
import { getUser, listUserSessions } from '@/modules/accounts/server';
import { listUserLotsForAdmin } from '@/modules/auctions/server';
import { listUserBidsForAdmin } from '@/modules/bidding/server';
import { countBuyerWithdrawals, listUserOrdersForAdmin } from '@/modules/orders/server';
import { listUserValuationsForAdmin } from '@/modules/valuations/server';
import { AppError } from '@/platform/errors';

/**
 * GET_USER and /admin/anvandare/[id]: the user's profile with their sessions (accounts), bids
 * (bidding), purchases (orders), valuations (valuations) and the lots they sell (auctions), each
 * read through its module's public surface. NOT_FOUND for an unknown id.
 */
export async function getUserOverview(db: DbOrTx, userId: string) {
  const user = await getUser(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'Användaren finns inte.');
  // One after the other: PGlite serialises every query anyway, and PostgreSQL answers each in well under a millisecond.
  const sessions = await listUserSessions(db, userId);
  const bids = await listUserBidsForAdmin(db, userId);
  const orders = await listUserOrdersForAdmin(db, userId);
  // How often the buyer has used the right of withdrawal: the console flags many (docs/decisions/0043).
  const withdrawals = await countBuyerWithdrawals(db, userId);
  const valuations = await listUserValuationsForAdmin(db, userId);
  const lots = await listUserLotsForAdmin(db, userId);
  return { ...user, sessions, bids, orders, withdrawals, valuations, lots };
}

export type UserOverview = Awaited<ReturnType<typeof getUserOverview>>;
