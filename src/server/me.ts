import 'server-only';
import type { Me } from '@/modules/accounts';
import { getMe } from '@/modules/accounts/server';
import { watchedLotIds } from '@/modules/watchlist/server';
import { getDb } from '@/platform/database';

/**
 * GET /api/account/me's answer (docs/product.md §9): the account's own data (accounts' getMe) with
 * the lots the user watches (the watchlist's, a module above accounts), composed here so neither
 * module reads the other's tables upward (docs/architecture.md, "Where each table lives").
 */
export async function currentMe(headers: Headers): Promise<Me | null> {
  const account = await getMe(headers);
  if (!account) return null;
  const watched = await watchedLotIds(await getDb(), account.uid);
  return { ...account, watchlistCount: watched.length, watchedAuctionIds: watched };
}
