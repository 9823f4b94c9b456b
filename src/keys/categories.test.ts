import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, chipCategories, LOT_CATEGORIES, parseCategoryParam } from './categories';

describe('categories', () => {
  it('has 14 lot categories with Swedish labels', () => {
    expect(LOT_CATEGORIES).toHaveLength(14);
    expect(LOT_CATEGORIES).not.toContain('ALLA_AUKTIONER');
    for (const key of LOT_CATEGORIES) expect(CATEGORY_LABELS[key]).toMatch(/^[A-ZÅÄÖ]/);
  });
  it('filters the URL parameter to valid values and drops ALLA_AUKTIONER', () => {
    expect(parseCategoryParam('MOBLER,ALLA_AUKTIONER,nope,SMYCKEN,MOBLER')).toEqual(['MOBLER', 'SMYCKEN']);
    expect(parseCategoryParam('')).toEqual([]);
    expect(parseCategoryParam(null)).toEqual([]);
  });
  it('sorts chips by Swedish label (Å, Ä, Ö last)', () => {
    const labels = chipCategories().map((key) => CATEGORY_LABELS[key]);
    expect(labels[0]).toBe('Belysning');
    expect(labels.at(-1)).toBe('Övrigt');
  });
});
