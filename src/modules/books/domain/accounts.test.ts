import { describe, expect, it } from 'vitest';
import { accountNames, DEFAULT_ACCOUNTS, parseBookAccounts } from './accounts';

describe('book accounts', () => {
  it('are the BAS defaults with Swedish names when nothing is set', () => {
    expect(parseBookAccounts(undefined)).toBe(DEFAULT_ACCOUNTS);
    expect(parseBookAccounts('  ')).toBe(DEFAULT_ACCOUNTS);
    const names = accountNames(DEFAULT_ACCOUNTS);
    expect(names.get(1930)).toBe('Företagskonto');
    expect(names.get(2890)).toBe('Skuld till säljare (redovisningsmedel)');
    expect(names.get(2621)).toBe('Utgående moms 12 %');
    expect(names.get(3012)).toBe('Vinstmarginal, auktion (VMB)');
    expect(names.size).toBe(12);
  });

  it('take an override by role and by VAT rate, keeping the role’s name', () => {
    const accounts = parseBookAccounts('{"bank":1920,"outputVat":{"25":2610}}');
    expect(accounts).toMatchObject({ bank: 1920, receivables: 1510, outputVat: { 25: 2610, 12: 2621, 6: 2631 } });
    expect(accountNames(accounts).get(1920)).toBe('Företagskonto');
    expect(DEFAULT_ACCOUNTS.bank).toBe(1930);
  });

  it('refuse what is not an override, naming the variable', () => {
    expect(() => parseBookAccounts('{bank:1930}')).toThrow(/KLUBBAN_BOOKS_ACCOUNTS is not JSON/);
    expect(() => parseBookAccounts('{"bank":"1930"}')).toThrow(/KLUBBAN_BOOKS_ACCOUNTS: bank/);
    expect(() => parseBookAccounts('{"bank":193}')).toThrow(/KLUBBAN_BOOKS_ACCOUNTS: bank/);
    expect(() => parseBookAccounts('{"bak":1930}')).toThrow(/KLUBBAN_BOOKS_ACCOUNTS/);
    expect(() => parseBookAccounts('{"bank":1510}')).toThrow(/account 1510 is used twice/);
  });
});
