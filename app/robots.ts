import type { MetadataRoute } from 'next';
import { getEnv } from '@/platform/env';

/**
 * /robots.txt: search engines may read the public pages; the account, the studio's
 * console, edit mode, the API and the analytics relay are not for them.
 */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const { publicUrl } = getEnv();
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/user', '/admin', '/edit/', '/api/', '/ingest/', '/inbjudan', '/aterstall-losenord'] },
    ],
    sitemap: `${publicUrl}/sitemap.xml`,
  };
}
