import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { StoredImage } from '@/modules/uploads/tables';
import { queryRows } from '@/db/rows';
import { lotPath } from '@/modules/catalog';
import { isPrivateImage } from '@/modules/uploads';

/**
 * The export feed of published lots (docs/product.md §6 and §9 "Console"): what an aggregator polls at
 * `GET /api/feed/lots.json` and `/api/feed/lots.xml`, and what RUN_AUKTIONSE_SYNC_UPDATES reports.
 *
 * Which lots: every published lot still open, i.e. `scheduled` or `live`, ordered by end time.
 * Ended and cancelled lots leave the feed (an aggregator drops a lot that is no longer listed);
 * each lot carries its `status`, so a `live` lot whose end has passed but that the close has not
 * completed yet is recognisable by `endsAt`. Drafts never appear.
 *
 * What of a lot: only public values (the ones the lot page shows): never the reserve, anyone's
 * maximum, the leader or the seller. Amounts are whole SEK; `currentPrice` is null until the first
 * bid (then `startPrice` is the lowest bid). Image and lot URLs are absolute (KLUBBAN_PUBLIC_URL).
 *
 * Validators: the ETag is a SHA-256 of the serialised body (strong: each format has its own), so
 * it changes exactly when any byte of the answer does, including a lot leaving the feed or the
 * public address changing. Measured here: 1 000 lots (1.1 MB of JSON) serialise and hash in ~5 ms,
 * less than reading them; a version-based tag could skip that on a 304 but would have to count
 * every change by hand (an item edited bumps no auction version; a lot leaving changes no row
 * left in the feed). Last-Modified is the newest change to a lot in the feed, its item, or a lot that left
 * it (cancelled, or ended in the last 30 days), read in the same statement as the lots.
 */

export type LotFeedFormat = 'json' | 'xml';

export interface FeedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface FeedLot {
  id: number;
  title: string;
  description: string;
  images: FeedImage[];
  /** Whole SEK; null until the first bid. */
  currentPrice: number | null;
  /** Whole SEK: the lowest first bid. */
  startPrice: number;
  estimateLow: number | null;
  estimateHigh: number | null;
  bidCount: number;
  status: 'scheduled' | 'live';
  startsAt: string;
  endsAt: string;
  /** The lot page, absolute. */
  url: string;
}

export interface LotFeed {
  currency: 'SEK';
  /** ISO time of the newest change the feed reflects, to the second (as Last-Modified says it). */
  lastModified: string;
  lots: FeedLot[];
}

export interface RenderedLotFeed {
  body: string;
  contentType: string;
  /** A strong entity tag, quoted: `"…"`. */
  etag: string;
  /** The newest change, truncated to the second (HTTP dates have no finer precision). */
  lastModified: Date;
}

/** How long after its end an ended lot's last change still counts for Last-Modified. */
const DEPARTED_WINDOW_DAYS = 30;

type FeedRow = {
  id: number;
  slug: string;
  status: 'scheduled' | 'live';
  current_price: number | null;
  start_price: number;
  estimate_low: number | null;
  estimate_high: number | null;
  bid_count: number;
  starts_at: string;
  ends_at: string;
  title: string;
  description: string;
  images: StoredImage[] | null;
};

type FeedResult = { lots: FeedRow[] | null; changed_at: string | Date | null; departed_at: string | Date | null };

/** The feed's lots and its Last-Modified, read in one statement (one snapshot). */
export async function getLotFeed(db: DbOrTx, options: { publicUrl: string; now?: Date }): Promise<LotFeed> {
  const now = options.now ?? new Date();
  const departedSince = new Date(now.getTime() - DEPARTED_WINDOW_DAYS * 86_400_000);
  const [row] = await queryRows<FeedResult>(
    db,
    sql`with f as (
          select a.id, a.slug, a.status, a.current_price, a.start_price, a.estimate_low, a.estimate_high, a.bid_count,
            a.starts_at, a.ends_at, i.title, i.description, i.images, greatest(a.updated_at, i.updated_at) as changed_at
          from auctions a join items i on i.id = a.item_id
          where a.status in ('scheduled', 'live') and a.rehearsal_key is null
        )
        select
          (select json_agg(json_build_object(
              'id', f.id, 'slug', f.slug, 'status', f.status, 'current_price', f.current_price,
              'start_price', f.start_price, 'estimate_low', f.estimate_low, 'estimate_high', f.estimate_high,
              'bid_count', f.bid_count, 'starts_at', f.starts_at, 'ends_at', f.ends_at, 'title', f.title,
              'description', f.description, 'images', f.images
            ) order by f.ends_at, f.id) from f) as lots,
          (select max(f.changed_at) from f) as changed_at,
          (select max(a.updated_at) from auctions a
            where a.rehearsal_key is null
              and (a.status = 'cancelled' or (a.status = 'ended' and a.ends_at > ${departedSince.toISOString()}::timestamptz))) as departed_at`,
  );
  const base = options.publicUrl.replace(/\/$/, '');
  const times = [row?.changed_at, row?.departed_at].filter((time) => time != null).map((time) => new Date(time).getTime());
  const newest = times.length > 0 ? Math.max(...times) : 0;
  return {
    currency: 'SEK',
    lastModified: new Date(Math.floor(newest / 1000) * 1000).toISOString(),
    lots: (row?.lots ?? []).map((lot) => ({
      id: lot.id,
      title: lot.title,
      description: lot.description,
      // A photo still private to its uploader is never shown (as on the lot page).
      images: (lot.images ?? [])
        .filter((image) => !isPrivateImage(image))
        .map((image) => ({ url: `${base}/media/${image.key}`, width: image.width, height: image.height, alt: image.alt })),
      currentPrice: lot.current_price,
      startPrice: lot.start_price,
      estimateLow: lot.estimate_low,
      estimateHigh: lot.estimate_high,
      bidCount: lot.bid_count,
      status: lot.status,
      startsAt: new Date(lot.starts_at).toISOString(),
      endsAt: new Date(lot.ends_at).toISOString(),
      url: `${base}${lotPath(lot)}`,
    })),
  };
}

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an XML element or a double-quoted attribute: escaped, and without what XML forbids. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"'\r]/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      case "'":
        return '&apos;';
      default:
        // A literal CR would be read back as LF; the reference keeps it.
        return '&#13;';
    }
  });
}

const element = (name: string, value: string | number | null): string =>
  value === null ? '' : `\n    <${name}>${xmlText(String(value))}</${name}>`;

/**
 * The feed as XML (UTF-8):
 *
 *     <lots currency="SEK" lastModified="2026-11-29T18:00:00.000Z">
 *       <lot id="12" status="live">
 *         <title>…</title> <description>…</description> <url>…</url>
 *         <images><image url="…" width="1600" height="1200" alt="…"/></images>
 *         <currentPrice>…</currentPrice> (absent until the first bid) <startPrice>…</startPrice>
 *         <estimateLow>…</estimateLow> <estimateHigh>…</estimateHigh> (absent when not set)
 *         <bidCount>…</bidCount> <startsAt>…</startsAt> <endsAt>…</endsAt>
 *       </lot>
 *     </lots>
 */
export function lotFeedXml(feed: LotFeed): string {
  const lots = feed.lots.map((lot) => {
    const images = lot.images
      .map(
        (image) =>
          `\n      <image url="${xmlText(image.url)}" width="${image.width}" height="${image.height}" alt="${xmlText(image.alt)}"/>`,
      )
      .join('');
    return (
      `\n  <lot id="${lot.id}" status="${lot.status}">` +
      element('title', lot.title) +
      element('description', lot.description) +
      element('url', lot.url) +
      `\n    <images>${images}${images ? '\n    ' : ''}</images>` +
      element('currentPrice', lot.currentPrice) +
      element('startPrice', lot.startPrice) +
      element('estimateLow', lot.estimateLow) +
      element('estimateHigh', lot.estimateHigh) +
      element('bidCount', lot.bidCount) +
      element('startsAt', lot.startsAt) +
      element('endsAt', lot.endsAt) +
      '\n  </lot>'
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<lots currency="${feed.currency}" lastModified="${feed.lastModified}">${lots.join('')}${lots.length > 0 ? '\n' : ''}</lots>\n`
  );
}

/** The feed in one format, with its validators. */
export function renderLotFeed(feed: LotFeed, format: LotFeedFormat): RenderedLotFeed {
  const body = format === 'json' ? JSON.stringify(feed) : lotFeedXml(feed);
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  return {
    body,
    contentType: format === 'json' ? 'application/json; charset=utf-8' : 'application/xml; charset=utf-8',
    etag: `"${format}-${digest}"`,
    lastModified: new Date(feed.lastModified),
  };
}

/** RUN_AUKTIONSE_SYNC_UPDATES: what the feed holds now (there is no external site to post to, §6). */
export async function lotFeedStatus(
  db: DbOrTx,
  options: { publicUrl: string; now?: Date },
): Promise<{ lots: number; etag: string; lastModified: string; urls: { json: string; xml: string } }> {
  const feed = await getLotFeed(db, options);
  const json = renderLotFeed(feed, 'json');
  const base = options.publicUrl.replace(/\/$/, '');
  return {
    lots: feed.lots.length,
    etag: json.etag,
    lastModified: feed.lastModified,
    urls: { json: `${base}/api/feed/lots.json`, xml: `${base}/api/feed/lots.xml` },
  };
}
