import { lotFeedRoute } from '../lot-feed-route';

export const dynamic = 'force-dynamic';

/** `GET /api/feed/lots.xml`: the export feed of published lots as XML (see lot-feed-route.ts). */
export const { GET, HEAD } = lotFeedRoute('xml');
