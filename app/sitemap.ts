import type { MetadataRoute } from 'next';
import { chipCategories } from '@/keys';
import { getDb } from '@/platform/database';
import { getLotFeed } from '@/modules/auctions/server';
import { CONTENT_PAGES } from '@/modules/content/server';
import { getEnv } from '@/platform/env';

/**
 * /sitemap.xml: the public pages, one list page per category, and every published lot
 * still open (the export feed's lots: scheduled or live, never a draft, an ended or a cancelled
 * one). Read per request; the lots change all week.
 */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { publicUrl } = getEnv();
  const feed = await getLotFeed(await getDb(), { publicUrl });
  const pages = ['/', '/auktioner', ...CONTENT_PAGES.map((page) => page.pageId).filter((path) => path !== '/')];
  return [
    ...pages.map((path) => ({ url: `${publicUrl}${path === '/' ? '' : path}`, changeFrequency: 'weekly' as const })),
    ...chipCategories().map((key) => ({ url: `${publicUrl}/auktioner?category=${key}`, changeFrequency: 'daily' as const })),
    ...feed.lots.map((lot) => ({ url: lot.url, lastModified: feed.lastModified, changeFrequency: 'hourly' as const })),
  ];
}
