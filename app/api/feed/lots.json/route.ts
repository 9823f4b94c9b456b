import { lotFeedRoute } from '../lot-feed-route';

export const dynamic = 'force-dynamic';

/** `GET /api/feed/lots.json`: the export feed of published lots as JSON (see lot-feed-route.ts). */
export const { GET, HEAD } = lotFeedRoute('json');
