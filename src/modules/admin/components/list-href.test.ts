import { describe, expect, it } from 'vitest';
import { listHref } from './list-href';

describe('listHref', () => {
  it('is the bare path for the first page with no filter', () => {
    expect(listHref('/admin/logg', { atgard: undefined, aktor: '' })).toBe('/admin/logg');
    expect(listHref('/admin/utkorg', {}, 1)).toBe('/admin/utkorg');
  });

  it('keeps the filters in their order, then the page from the second on', () => {
    expect(listHref('/admin/logg', { atgard: 'BAN_USER', aktor: 'u 1' }, 3)).toBe('/admin/logg?atgard=BAN_USER&aktor=u+1&sida=3');
    expect(listHref('/admin/utkorg', { status: 'failed' }, 2)).toBe('/admin/utkorg?status=failed&sida=2');
    expect(listHref('/admin/utkorg', { status: undefined }, 2)).toBe('/admin/utkorg?sida=2');
  });
});
