import { answerAuctionSearch } from '@/server/auction-search';

export const dynamic = 'force-dynamic';

/** `GET /api/auctions` (docs/product.md §4); `npm start` answers it on the fast lane (src/server/lanes.ts). */
export const GET = (request: Request) => answerAuctionSearch(new URL(request.url));
