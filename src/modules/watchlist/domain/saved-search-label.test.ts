import { describe, expect, it } from 'vitest';
import { savedSearchLabel } from './saved-search-label';

describe('savedSearchLabel', () => {
  it('reads a term, categories, or both, in Swedish', () => {
    expect(savedSearchLabel('vas', [])).toBe('vas');
    expect(savedSearchLabel('', ['MOBLER'])).toBe('Möbler');
    expect(savedSearchLabel('', ['MOBLER', 'BELYSNING'])).toBe('Möbler och Belysning');
    expect(savedSearchLabel('', ['TAVLOR_TRYCK', 'MOBLER', 'BELYSNING'])).toBe('Tavlor & tryck, Möbler och Belysning');
    expect(savedSearchLabel('kosta boda', ['GLAS_PORSLIN_DUKNING'])).toBe('kosta boda i Glas, porslin & dukning');
  });
});
