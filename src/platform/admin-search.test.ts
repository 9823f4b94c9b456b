import { describe, expect, it } from 'vitest';
import { parseAdminSearch } from './admin-search';

describe('parseAdminSearch', () => {
  it('answers null for nothing to search for', () => {
    expect(parseAdminSearch('')).toBeNull();
    expect(parseAdminSearch('   \t ')).toBeNull();
  });

  it('collapses whitespace and escapes LIKE characters', () => {
    expect(parseAdminSearch('  Anna   Lind ')).toMatchObject({ text: 'Anna Lind', pattern: '%Anna Lind%', prefix: 'Anna Lind%', id: null });
    expect(parseAdminSearch('50%_off\\')).toMatchObject({ pattern: '%50\\%\\_off\\\\%' });
  });

  it('reads a whole number as an id, also written #12 or nr 12, within the integer range', () => {
    expect(parseAdminSearch('42')?.id).toBe(42);
    expect(parseAdminSearch('#42')?.id).toBe(42);
    expect(parseAdminSearch('Nr 42')?.id).toBe(42);
    expect(parseAdminSearch('0')?.id).toBeNull();
    expect(parseAdminSearch('9999999999')?.id).toBeNull();
    expect(parseAdminSearch('42 kr')?.id).toBeNull();
  });

  it('reads a phone-like query as digits with the trunk 0 as 46', () => {
    expect(parseAdminSearch('070-123 45')?.phoneDigits).toBe('467012345');
    expect(parseAdminSearch('+46 70 123')?.phoneDigits).toBe('4670123');
    expect(parseAdminSearch('0046 70 123')?.phoneDigits).toBe('4670123');
    expect(parseAdminSearch('123')?.phoneDigits).toBeNull();
    expect(parseAdminSearch('Anna 0701')?.phoneDigits).toBeNull();
  });
});
