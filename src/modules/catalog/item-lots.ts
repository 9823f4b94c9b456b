import type { DbOrTx } from '@/db/client';
import type { CategoryKey } from '@/keys';

/**
 * What an item's change means for the lots made from it. The lots are auctions' (a row above
 * catalog, docs/architecture.md), so auctions implements this port (`itemLots`) and whoever calls
 * catalog's commands hands it in: src/server for the studio's UPDATE_ITEM and CREATE_ITEM, auctions
 * itself when it makes or publishes a lot — as the sale settlement is handed to what ends a lot.
 */
export interface ItemLots {
  /** The item's category changed: its lots carry the category too (denormalised for the lists). */
  recategorise(tx: DbOrTx, itemId: number, category: CategoryKey): Promise<void>;
  /** The item's text or photos changed: the pages of its lots visitors can open are announced changed with `tx`. */
  announcePages(tx: DbOrTx, itemId: number): Promise<void>;
  /** Whether a lot made from the item has bids: its VAT status and resale right are then part of what bidders were shown, and locked. */
  hasBids(tx: DbOrTx, itemId: number): Promise<boolean>;
}
