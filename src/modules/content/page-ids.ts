/**
 * The paths of the pages built from content blocks (pages.ts has their seeds), for the browser:
 * the header offers edit mode only where there is something to edit. A unit test keeps the two lists equal.
 */
export const CONTENT_PAGE_IDS: readonly string[] = [
  '/',
  '/om-oss',
  '/kop-och-salj',
  '/allmanna-villkor',
  '/integritetspolicy',
  '/cookiepolicy',
  '/salj',
  '/tillganglighet',
];
