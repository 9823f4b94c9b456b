import { getDb } from '@/platform/database';
import { getLotFeed, renderLotFeed, type LotFeedFormat, type RenderedLotFeed } from '@/modules/auctions/server';
import { getEnv } from '@/platform/env';
import { jsonRoute } from '@/platform/http/json-route';

/** Aggregators poll; a bid changes a price, so a shared cache may keep the feed only briefly. */
const CACHE_CONTROL = 'public, max-age=30';

/** The entity tags of an If-None-Match value (`*` stays `*`); weak tags compare by their opaque part. */
function entityTags(value: string): string[] {
  return value
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag.length > 0);
}

/**
 * RFC 9110 §13.2.2 for GET and HEAD: If-None-Match when present decides alone (any listed tag, or
 * `*`, matching the current one); otherwise If-Modified-Since, when a valid date, is satisfied
 * when the feed has not changed after it (HTTP dates count whole seconds, so does Last-Modified).
 */
export function isNotModified(headers: Headers, feed: Pick<RenderedLotFeed, 'etag' | 'lastModified'>): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) return entityTags(ifNoneMatch).some((tag) => tag === '*' || tag === feed.etag);
  const ifModifiedSince = headers.get('if-modified-since');
  if (ifModifiedSince === null) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && feed.lastModified.getTime() <= since;
}

/**
 * `GET` and `HEAD` of `/api/feed/lots.{json,xml}` (docs/product.md §9 "Console"): the public export feed
 * of published lots with ETag, Last-Modified and a short public Cache-Control; `304` with an empty
 * body to a matching If-None-Match or an If-Modified-Since not older than the newest change.
 */
export function lotFeedRoute(format: LotFeedFormat) {
  const answer = async (request: Request, withBody: boolean): Promise<Response> => {
    const feed = renderLotFeed(await getLotFeed(await getDb(), { publicUrl: getEnv().publicUrl }), format);
    const validators = {
      etag: feed.etag,
      'last-modified': feed.lastModified.toUTCString(),
      'cache-control': CACHE_CONTROL,
    };
    if (isNotModified(request.headers, feed)) return new Response(null, { status: 304, headers: validators });
    return new Response(withBody ? feed.body : null, {
      headers: { ...validators, 'content-type': feed.contentType, 'content-length': String(Buffer.byteLength(feed.body)) },
    });
  };
  return {
    GET: jsonRoute((request: Request) => answer(request, true), { logMessage: 'lot feed failed' }),
    HEAD: jsonRoute((request: Request) => answer(request, false), { logMessage: 'lot feed failed' }),
  };
}
