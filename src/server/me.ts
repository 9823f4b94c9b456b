import 'server-only';
import type { Me } from '@/modules/accounts';
import { getMeWith } from '@/modules/accounts/server';
import { watchedLotIds } from '@/modules/watchlist/server';

/**
 * GET /api/account/me's answer (docs/product.md §9): the account's own data (accounts' getMe) with
 * the lots the user watches (the watchlist's, a module above accounts), composed here so neither
 * module reads the other's tables upward (docs/architecture.md, "Where each table lives").
 */
export async function currentMe(headers: Headers): Promise<Me | null> {
  const found = await getMeWith(headers, watchedLotIds);
  if (!found) return null;
  const { me, alongside: watched } = found;
  return { ...me, watchlistCount: watched.length, watchedAuctionIds: watched };
}
