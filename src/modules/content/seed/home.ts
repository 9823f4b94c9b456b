import { cta, hero, liveBlock, lots, type PageSeed } from './build';

/** The home page's editorial parts as they read before edit mode: the first version. */
export const home: PageSeed = {
  updated: '2026-11-21',
  blocks: [
    hero(
      'start.veckans-auktion',
      { eyebrow: 'Veckans auktion', title: 'Konst och design under klubban varje söndag.', showSaleStatus: true },
      cta('start.se-alla', 'Se alla auktioner', '/auktioner', 'primary'),
      cta('start.salj', 'Sälj med oss', '/salj', 'accent'),
    ),
    lots('start.slutar-snart', { title: 'Slutar snart', source: 'ending-soon', limit: 8, moreHref: '/auktioner?sort=slutar-snart' }),
    lots('start.nytt', { title: 'Nytt den här veckan', source: 'newest', limit: 8, moreHref: '/auktioner?sort=nyast' }),
    liveBlock('start.tidig-tillgang', 'earlyAccess'),
    liveBlock('start.kategorier', 'categoryChips', 'Kategorier'),
  ],
};
