import { describe, expect, it } from 'vitest';
import { lotPath, parseLotParam, slugify } from './slug';

describe('slugs', () => {
  it('folds Swedish letters and punctuation', () => {
    expect(slugify('Vas, "Satellit", Bertil Vallien, Kosta Boda')).toBe('vas-satellit-bertil-vallien-kosta-boda');
    expect(slugify('Matta, Märta Måås-Fjetterström')).toBe('matta-marta-maas-fjetterstrom');
    expect(slugify('Pâte de verre-skål')).toBe('pate-de-verre-skal');
    expect(slugify('!!!')).toBe('foremal');
  });
  it('round-trips lot paths', () => {
    expect(lotPath({ id: 42, slug: 'vas' })).toBe('/auktioner/42-vas');
    expect(parseLotParam('42-vas')).toBe(42);
    expect(parseLotParam('42')).toBe(42);
    expect(parseLotParam('abc')).toBeNull();
    expect(parseLotParam('0-x')).toBeNull();
    expect(parseLotParam('99999999999-x')).toBeNull();
  });
});
