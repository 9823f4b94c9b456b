import type { PageSeed } from './seed/build';
import { allmannaVillkor } from './seed/allmanna-villkor';
import { cookiepolicy } from './seed/cookiepolicy';
import { home } from './seed/home';
import { integritetspolicy } from './seed/integritetspolicy';
import { kopOchSalj } from './seed/kop-och-salj';
import { omOss } from './seed/om-oss';
import { salj } from './seed/salj';
import { tillganglighet } from './seed/tillganglighet';

/**
 * The pages built from content blocks: their id (the path, docs/product.md §9), the name the editor
 * shows, how the page lays its blocks out, and its first version (today's text).
 */
export interface ContentPageDefinition {
  pageId: string;
  label: string;
  /** `prose`: one readable column (the information pages); `wide`: the page's own grid (home, sell). */
  layout: 'prose' | 'wide';
  seed: PageSeed;
}

export const CONTENT_PAGES: readonly ContentPageDefinition[] = [
  { pageId: '/', label: 'Startsidan', layout: 'wide', seed: home },
  { pageId: '/om-oss', label: 'Om oss', layout: 'prose', seed: omOss },
  { pageId: '/kop-och-salj', label: 'Frågor och svar', layout: 'prose', seed: kopOchSalj },
  { pageId: '/allmanna-villkor', label: 'Allmänna villkor', layout: 'prose', seed: allmannaVillkor },
  { pageId: '/integritetspolicy', label: 'Integritetspolicy', layout: 'prose', seed: integritetspolicy },
  { pageId: '/cookiepolicy', label: 'Cookiepolicy', layout: 'prose', seed: cookiepolicy },
  { pageId: '/salj', label: 'Sälj', layout: 'wide', seed: salj },
  { pageId: '/tillganglighet', label: 'Tillgänglighet', layout: 'prose', seed: tillganglighet },
];

export function contentPageDefinition(pageId: string): ContentPageDefinition | undefined {
  return CONTENT_PAGES.find((page) => page.pageId === pageId);
}
