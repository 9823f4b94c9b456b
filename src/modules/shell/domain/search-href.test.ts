import { describe, expect, it } from 'vitest';
import { auctionsHref, toggleCategory, withoutSearchParam } from './search-href';

describe('auctionsHref', () => {
  it('trims the term and joins categories with commas', () => {
    expect(auctionsHref('  kosta boda ', ['BELYSNING', 'MOBLER'])).toBe('/auktioner?search=kosta+boda&category=BELYSNING%2CMOBLER');
    expect(new URLSearchParams(auctionsHref('vas', ['BELYSNING', 'MOBLER']).split('?')[1]).get('category')).toBe('BELYSNING,MOBLER');
  });

  it('keeps only the category filter for an empty term', () => {
    expect(auctionsHref('   ', ['SMYCKEN'])).toBe('/auktioner?category=SMYCKEN');
    expect(auctionsHref('', [])).toBe('/auktioner');
  });
});

describe('toggleCategory', () => {
  it('adds at the end and removes where it was', () => {
    expect(toggleCategory(['SMYCKEN'], 'MOBLER')).toEqual(['SMYCKEN', 'MOBLER']);
    expect(toggleCategory(['SMYCKEN', 'MOBLER', 'OVRIGT'], 'MOBLER')).toEqual(['SMYCKEN', 'OVRIGT']);
  });
});

describe('withoutSearchParam', () => {
  it('removes search and keeps the rest', () => {
    expect(withoutSearchParam('/auktioner', 'search=vas&category=SMYCKEN&sort=nyast')).toBe('/auktioner?category=SMYCKEN&sort=nyast');
    expect(withoutSearchParam('/auktioner', 'search=vas')).toBe('/auktioner');
    expect(withoutSearchParam('/', '')).toBe('/');
  });
});
