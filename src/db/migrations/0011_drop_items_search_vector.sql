-- Nothing reads items.search_vector any more: auction_search holds the search document (0009).
ALTER TABLE "items" DROP COLUMN "search_vector";