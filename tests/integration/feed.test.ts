import { eq, inArray } from 'drizzle-orm';
// Test only: a strict-enough XML validator and parser already installed (through s3rver).
import { parse as parseXml, validate as validateXml } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { getEnv } from '@/platform/env';
import { GET as jsonGet, HEAD as jsonHead } from '../../app/api/feed/lots.json/route';
import { GET as xmlGet, HEAD as xmlHead } from '../../app/api/feed/lots.xml/route';
import { BASE, connector } from '../setup/app-fetch';
import { createLot, createSignedInUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The export feed (docs/product.md §6, §9 "Console") through its real route handlers
 * called with real Requests, and RUN_AUKTIONSE_SYNC_UPDATES over the callable protocol. The test
 * database holds only the lots made here, so the feed's exact membership is known.
 */

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const bidder = t.signedInUser({ firstName: 'Bodil' });
const db = () => t.database.db;

const TRICKY_TITLE = `Skål & fat <"Blå"> 'Ära' – åäö`;
const TRICKY_DESCRIPTION = `Märkt "Gustavsberg" & signerad.\n<b>Inte HTML</b> ]]> &amp; ett litet nagg i kanten.`;
const TRICKY_ALT = `Fatet "framifrån" & <uppifrån>`;
/** Secret values, chosen so that no public field can equal them by chance. */
const RESERVE = 98_765;
const MAXIMUM = 54_321;
/** Before every lot's own changes: so a later change moves Last-Modified by whole seconds. */
const SETTLED = new Date(Date.now() - 3_600_000);
const DAY = 86_400_000;

type Ids = { live: number; tricky: number; scheduled: number; draft: number; cancelled: number; ended: number };
let ids: Ids;

type FeedHandler = (request: Request) => Promise<Response>;
const handlers: Record<'json' | 'xml', { get: FeedHandler; head: FeedHandler }> = {
  json: { get: jsonGet, head: jsonHead },
  xml: { get: xmlGet, head: xmlHead },
};

function feedRequest(format: 'json' | 'xml', headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<Response> {
  const request = new Request(`${BASE}/api/feed/lots.${format}`, { method, headers });
  return method === 'GET' ? handlers[format].get(request) : handlers[format].head(request);
}

interface JsonLot {
  id: number;
  title: string;
  description: string;
  images: { url: string; width: number; height: number; alt: string }[];
  currentPrice: number | null;
  startPrice: number;
  estimateLow: number | null;
  estimateHigh: number | null;
  bidCount: number;
  status: string;
  startsAt: string;
  endsAt: string;
  url: string;
}

async function jsonFeed(): Promise<{
  response: Response;
  text: string;
  feed: { currency: string; lastModified: string; lots: JsonLot[] };
}> {
  const response = await feedRequest('json');
  expect(response.status).toBe(200);
  const text = await response.text();
  return { response, text, feed: JSON.parse(text) };
}

/** XML's predefined entities and character references, decoded (fast-xml-parser 3 leaves them as written). */
function decodeXml(value: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const char = named[name];
    if (char === undefined) throw new Error(`unknown entity ${whole}`);
    return char;
  });
}

type XmlNode = Record<string, unknown>;
const asList = (value: unknown): XmlNode[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]) as XmlNode[];
const textOf = (node: XmlNode, name: string): string | null => (node[name] === undefined ? null : decodeXml(String(node[name])));
const numberOf = (node: XmlNode, name: string): number | null => (node[name] === undefined ? null : Number(node[name]));

/** The XML feed, checked well-formed, read back into the JSON feed's shape. */
async function xmlFeed(): Promise<{ response: Response; text: string; lastModified: string; lots: JsonLot[] }> {
  const response = await feedRequest('xml');
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(validateXml(text)).toBe(true);
  const root = parseXml(text, {
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseNodeValue: false,
    parseAttributeValue: false,
    trimValues: false,
  });
  const lotsNode = root.lots as XmlNode;
  const lots = asList(lotsNode.lot).map((lot) => ({
    id: Number(lot['@id']),
    title: textOf(lot, 'title')!,
    description: textOf(lot, 'description') ?? '',
    images: asList((lot.images as XmlNode | undefined)?.image).map((image) => ({
      url: decodeXml(String(image['@url'])),
      width: Number(image['@width']),
      height: Number(image['@height']),
      alt: decodeXml(String(image['@alt'])),
    })),
    currentPrice: numberOf(lot, 'currentPrice'),
    startPrice: numberOf(lot, 'startPrice')!,
    estimateLow: numberOf(lot, 'estimateLow'),
    estimateHigh: numberOf(lot, 'estimateHigh'),
    bidCount: numberOf(lot, 'bidCount')!,
    status: String(lot['@status']),
    startsAt: textOf(lot, 'startsAt')!,
    endsAt: textOf(lot, 'endsAt')!,
    url: textOf(lot, 'url')!,
  }));
  return { response, text, lastModified: String(lotsNode['@lastModified']), lots };
}

/** Sets every lot's and item's last change to SETTLED. */
async function settle(): Promise<void> {
  await db().update(auctions).set({ updatedAt: SETTLED });
  await db().update(items).set({ updatedAt: SETTLED });
}

beforeAll(async () => {
  const now = Date.now();
  const live = await createLot(db(), { title: 'Kosta Boda vas', startPrice: 500, reservePrice: RESERVE, endsAt: new Date(now + 2 * DAY) });
  const tricky = await createLot(db(), { title: TRICKY_TITLE, startPrice: 300, endsAt: new Date(now + DAY) });
  const scheduled = await createLot(db(), {
    title: 'Arabia servis',
    status: 'scheduled',
    startsAt: new Date(now + DAY),
    endsAt: new Date(now + 3 * DAY),
  });
  const draft = await createLot(db(), { title: 'Utkast som inte syns', status: 'draft', endsAt: new Date(now + 4 * DAY) });
  const cancelled = await createLot(db(), { title: 'Återkallad stol', status: 'cancelled' });
  const ended = await createLot(db(), { title: 'Såld lampa', status: 'ended', endsAt: new Date(now - DAY) });
  ids = { live: live.id, tricky: tricky.id, scheduled: scheduled.id, draft: draft.id, cancelled: cancelled.id, ended: ended.id };
  await db().update(auctions).set({ estimateLow: 1_000, estimateHigh: 1_500 }).where(eq(auctions.id, live.id));
  await db()
    .update(items)
    .set({ description: TRICKY_DESCRIPTION, images: [{ key: 'test/fat-1.jpg', width: 1600, height: 1200, alt: TRICKY_ALT }] })
    .where(eq(items.id, tricky.itemId));
  // A standing maximum on the live lot (the price stays at the start price: one bidder).
  const bid = await connector({ action: 'BID_ON_AUCTION', auctionId: live.id, amount: MAXIMUM }, bidder.auth);
  expect(bid.status).toBe(200);
  await settle();
});

describe(`the export feed of published lots, on ${testEngine}`, () => {
  it('lists exactly the published scheduled and live lots, by end time, with public fields, absolute URLs and whole-SEK prices', async () => {
    const { response, feed } = await jsonFeed();
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(feed.currency).toBe('SEK');
    expect(feed.lots.map((lot) => lot.id)).toEqual([ids.tricky, ids.live, ids.scheduled]);
    const base = getEnv().publicUrl;
    const [tricky, live, scheduled] = feed.lots as [JsonLot, JsonLot, JsonLot];
    const rows = await db()
      .select()
      .from(auctions)
      .where(inArray(auctions.id, [ids.live, ids.tricky, ids.scheduled]));
    const row = (id: number) => rows.find((r) => r.id === id)!;
    expect(live).toEqual({
      id: ids.live,
      title: 'Kosta Boda vas',
      description: '',
      images: [
        { url: expect.stringMatching(new RegExp(`^${base}/media/test/lot-\\d+\\.jpg$`)), width: 800, height: 600, alt: 'Kosta Boda vas' },
      ],
      currentPrice: 500,
      startPrice: 500,
      estimateLow: 1_000,
      estimateHigh: 1_500,
      bidCount: 1,
      status: 'live',
      startsAt: row(ids.live).startsAt.toISOString(),
      endsAt: row(ids.live).endsAt.toISOString(),
      url: `${base}/auktioner/${ids.live}-${row(ids.live).slug}`,
    });
    expect(tricky).toMatchObject({
      title: TRICKY_TITLE,
      description: TRICKY_DESCRIPTION,
      images: [{ url: `${base}/media/test/fat-1.jpg`, width: 1600, height: 1200, alt: TRICKY_ALT }],
      currentPrice: null,
      startPrice: 300,
      estimateLow: null,
      bidCount: 0,
      status: 'live',
    });
    expect(scheduled).toMatchObject({ status: 'scheduled', currentPrice: null, startsAt: row(ids.scheduled).startsAt.toISOString() });
  });

  it('never shows a reserve, a maximum, a bidder or a seller, in either format', async () => {
    const { text: json, feed } = await jsonFeed();
    const { text: xml } = await xmlFeed();
    for (const body of [json, xml]) {
      expect(body).not.toContain(String(RESERVE));
      expect(body).not.toContain(String(MAXIMUM));
      expect(body).not.toContain(bidder.id);
      expect(body).not.toMatch(/reserve|maxAmount|leader|seller|bidder/i);
      expect(body).not.toContain('Utkast som inte syns');
      expect(body).not.toContain('Återkallad stol');
      expect(body).not.toContain('Såld lampa');
    }
    expect(Object.keys(feed.lots[0]!).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'images',
        'currentPrice',
        'startPrice',
        'estimateLow',
        'estimateHigh',
        'bidCount',
        'status',
        'startsAt',
        'endsAt',
        'url',
      ].sort(),
    );
  });

  it('answers well-formed UTF-8 XML that carries the same lots and text as the JSON, special characters escaped', async () => {
    const { feed } = await jsonFeed();
    const { response, text, lastModified, lots } = await xmlFeed();
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<lots currency="SEK"')).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text, 'utf8'));
    expect(lastModified).toBe(feed.lastModified);
    expect(lots).toEqual(feed.lots);
    // Escaped as XML, å ä ö as themselves (UTF-8), never a raw markup character inside text.
    expect(text).toContain('<title>Skål &amp; fat &lt;&quot;Blå&quot;&gt; &apos;Ära&apos; – åäö</title>');
    expect(text).toContain('alt="Fatet &quot;framifrån&quot; &amp; &lt;uppifrån&gt;"');
    expect(text).toContain(']]&gt; &amp;amp; ett litet nagg');
  });

  it('drops characters XML cannot carry instead of answering a broken document', async () => {
    const [tricky] = await db().select({ itemId: auctions.itemId }).from(auctions).where(eq(auctions.id, ids.tricky));
    await db().update(items).set({ description: `Före\u0001efter \uFFFE slut` }).where(eq(items.id, tricky!.itemId));
    try {
      const { lots } = await xmlFeed();
      expect(lots.find((lot) => lot.id === ids.tricky)!.description).toBe('Föreefter  slut');
    } finally {
      await db().update(items).set({ description: TRICKY_DESCRIPTION }).where(eq(items.id, tricky!.itemId));
      await settle();
    }
  });

  for (const format of ['json', 'xml'] as const) {
    it(`${format}: ETag and Last-Modified, 304 to a matching If-None-Match or If-Modified-Since, If-None-Match first, HEAD too`, async () => {
      const first = await feedRequest(format);
      const body = await first.text();
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect(etag).toMatch(/^"[a-z]+-[A-Za-z0-9_-]{32}"$/);
      expect(lastModified).toBe(new Date(Math.floor(SETTLED.getTime() / 1000) * 1000).toUTCString());
      expect(first.headers.get('cache-control')).toBe('public, max-age=30');
      // The same content answers the same tag.
      expect((await feedRequest(format)).headers.get('etag')).toBe(etag);

      const notModified = async (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') => {
        const response = await feedRequest(format, headers, method);
        const text = await response.text();
        if (response.status === 304) {
          expect(text).toBe('');
          expect(response.headers.get('etag')).toBe(etag);
          expect(response.headers.get('last-modified')).toBe(lastModified);
        } else {
          expect(text).toBe(method === 'GET' ? body : '');
        }
        return response.status;
      };
      expect(await notModified({ 'if-none-match': etag })).toBe(304);
      expect(await notModified({ 'if-none-match': `"elsewhere", W/${etag}` })).toBe(304);
      expect(await notModified({ 'if-none-match': '*' })).toBe(304);
      expect(await notModified({ 'if-none-match': '"elsewhere"' })).toBe(200);
      expect(await notModified({ 'if-modified-since': lastModified })).toBe(304);
      expect(await notModified({ 'if-modified-since': new Date(Date.now()).toUTCString() })).toBe(304);
      expect(await notModified({ 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).toBe(200);
      expect(await notModified({ 'if-modified-since': 'not a date' })).toBe(200);
      // If-None-Match decides alone when present.
      expect(await notModified({ 'if-none-match': '"elsewhere"', 'if-modified-since': lastModified })).toBe(200);
      expect(await notModified({ 'if-none-match': etag, 'if-modified-since': new Date(0).toUTCString() })).toBe(304);
      // HEAD: the GET's headers without a body.
      const head = await feedRequest(format, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toBe(etag);
      expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(await head.text()).toBe('');
      expect(await notModified({ 'if-none-match': etag }, 'HEAD')).toBe(304);
    });
  }

  it('the two formats carry different strong tags', async () => {
    const json = await feedRequest('json');
    const xml = await feedRequest('xml');
    expect(json.headers.get('etag')).not.toBe(xml.headers.get('etag'));
  });

  it('a bid, a publication and a lot leaving the feed each change the ETag and move Last-Modified', async () => {
    const tagsOf = async () => {
      const json = await feedRequest('json');
      const xml = await feedRequest('xml');
      return { json: json.headers.get('etag')!, xml: xml.headers.get('etag')!, lastModified: json.headers.get('last-modified')! };
    };
    /** After a change: the old validators no longer match, in both formats. */
    const expectChangedSince = async (before: Awaited<ReturnType<typeof tagsOf>>) => {
      const after = await tagsOf();
      expect(after.json).not.toBe(before.json);
      expect(after.xml).not.toBe(before.xml);
      expect(Date.parse(after.lastModified)).toBeGreaterThan(Date.parse(before.lastModified));
      for (const format of ['json', 'xml'] as const) {
        expect((await feedRequest(format, { 'if-none-match': before[format] })).status).toBe(200);
        expect((await feedRequest(format, { 'if-modified-since': before.lastModified })).status).toBe(200);
      }
      await settle();
      return after;
    };

    // A bid: the first on the tricky lot (its price is then the start price, its count 1).
    let before = await tagsOf();
    const rival = await createSignedInUser(db(), { firstName: 'Rolf' });
    expect((await connector({ action: 'BID_ON_AUCTION', auctionId: ids.tricky, amount: 400 }, rival.auth)).status).toBe(200);
    await expectChangedSince(before);
    expect((await jsonFeed()).feed.lots.find((lot) => lot.id === ids.tricky)).toMatchObject({ currentPrice: 300, bidCount: 1 });

    // A publication: the draft joins the feed.
    before = await tagsOf();
    const published = await connector({ action: 'PUBLISH_AUCTION', auctionId: ids.draft }, admin.auth);
    expect(published.status).toBe(200);
    await expectChangedSince(before);
    expect((await jsonFeed()).feed.lots.map((lot) => lot.id)).toContain(ids.draft);

    // A lot withdrawn: it leaves the feed, and Last-Modified still moves (no lot in the feed changed).
    before = await tagsOf();
    await db().update(auctions).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(auctions.id, ids.scheduled));
    await expectChangedSince(before);
    expect((await jsonFeed()).feed.lots.map((lot) => lot.id)).not.toContain(ids.scheduled);
  });

  it('RUN_AUKTIONSE_SYNC_UPDATES tells an admin what the feed holds now; others are refused', async () => {
    const answer = await connector({ action: 'RUN_AUKTIONSE_SYNC_UPDATES' }, admin.auth);
    expect(answer.status).toBe(200);
    const { result } = await answer.json();
    const { response, feed } = await jsonFeed();
    const base = getEnv().publicUrl;
    expect(result).toEqual({
      lots: feed.lots.length,
      etag: response.headers.get('etag'),
      lastModified: feed.lastModified,
      urls: { json: `${base}/api/feed/lots.json`, xml: `${base}/api/feed/lots.xml` },
    });
    expect(result.lots).toBeGreaterThan(0);
    const refused = await connector({ action: 'RUN_AUKTIONSE_SYNC_UPDATES' }, bidder.auth);
    expect(refused.status).toBe(403);
    expect((await connector({ action: 'RUN_AUKTIONSE_SYNC_UPDATES' })).status).toBe(401);
  });
});
