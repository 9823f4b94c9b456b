import type { MetadataRoute } from 'next';
import { chipCategories } from '@/keys';
import { getDb } from '@/platform/database';
import { getLotFeed, getSoldLotLinks } from '@/modules/auctions/server';
import { CONTENT_PAGES } from '@/modules/content/server';
import { getEnv } from '@/platform/env';

/**
 * /sitemap.xml: the public pages, one list page per category, and every published lot
 * still open (the export feed's lots: scheduled or live, never a draft, an ended or a cancelled
 * one), the archive of what sold (`/auktioner?visa=salda`) and every sold lot the studio has not
 * hidden, with the day it sold (docs/decisions/0047). Read per request; the lots change all week.
 */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { publicUrl } = getEnv();
  const db = await getDb();
  const [feed, sold] = await Promise.all([getLotFeed(db, { publicUrl }), getSoldLotLinks(db, { publicUrl })]);
  const pages = ['/', '/auktioner', '/auktioner?visa=salda', ...CONTENT_PAGES.map((page) => page.pageId).filter((path) => path !== '/')];
  return [
    ...pages.map((path) => ({ url: `${publicUrl}${path === '/' ? '' : path}`, changeFrequency: 'weekly' as const })),
    ...chipCategories().map((key) => ({ url: `${publicUrl}/auktioner?category=${key}`, changeFrequency: 'daily' as const })),
    ...feed.lots.map((lot) => ({ url: lot.url, lastModified: feed.lastModified, changeFrequency: 'hourly' as const })),
    ...sold.map((lot) => ({ url: lot.url, lastModified: lot.soldAt, changeFrequency: 'yearly' as const })),
  ];
}
