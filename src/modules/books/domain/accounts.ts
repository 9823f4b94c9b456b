import { z } from 'zod';

/**
 * The chart of accounts the books post to: BAS numbers by default, each overridable by the studio's
 * accountant (`KLUBBAN_BOOKS_ACCOUNTS`, a JSON object such as {"bank":1930} or
 * {"outputVat":{"25":2610}}). A role keeps its Swedish name when its number changes.
 */

export interface BookAccounts {
  bank: number;
  receivables: number;
  /** Money held for sellers (redovisningsmedel). */
  sellerLiability: number;
  resaleRightLiability: number;
  /** Output VAT by rate (percent). */
  outputVat: Record<number, number>;
  /** The buyer's premium (slagavgift), net of VAT. */
  premium: number;
  /** The seller's commission, net of VAT. */
  commission: number;
  /** Premium and commission from a private seller's sale under the margin scheme (VMB). */
  marginScheme: number;
  /** The studio's own stock, sold. */
  goods: number;
  shipping: number;
}

export type AccountRole = Exclude<keyof BookAccounts, 'outputVat'>;

export const DEFAULT_ACCOUNTS: BookAccounts = {
  bank: 1930,
  receivables: 1510,
  sellerLiability: 2890,
  resaleRightLiability: 2895,
  outputVat: { 25: 2611, 12: 2621, 6: 2631 },
  premium: 3010,
  commission: 3011,
  marginScheme: 3012,
  goods: 3001,
  shipping: 3520,
};

/** The Swedish names the SIE file gives each role's account. */
export const ACCOUNT_NAMES: Record<AccountRole, string> = {
  bank: 'Företagskonto',
  receivables: 'Kundfordringar',
  sellerLiability: 'Skuld till säljare (redovisningsmedel)',
  resaleRightLiability: 'Följerätt att redovisa',
  premium: 'Slagavgifter',
  commission: 'Provisioner',
  marginScheme: 'Vinstmarginal, auktion (VMB)',
  goods: 'Försäljning varor 25 %',
  shipping: 'Fakturerade frakter',
};

export const outputVatName = (rate: number): string => `Utgående moms ${rate} %`;

const ROLES = Object.keys(ACCOUNT_NAMES) as AccountRole[];

/** A BAS account number: four digits. */
const accountNumber = z.number().int().min(1000).max(9999);

/** The override: any role's number, and output VAT accounts by rate; unknown keys are refused. */
export const bookAccountsOverrideSchema = z.strictObject({
  bank: accountNumber.optional(),
  receivables: accountNumber.optional(),
  sellerLiability: accountNumber.optional(),
  resaleRightLiability: accountNumber.optional(),
  outputVat: z.record(z.string().regex(/^\d{1,2}$/, 'a VAT rate in whole percent'), accountNumber).optional(),
  premium: accountNumber.optional(),
  commission: accountNumber.optional(),
  marginScheme: accountNumber.optional(),
  goods: accountNumber.optional(),
  shipping: accountNumber.optional(),
});
export type BookAccountsOverride = z.infer<typeof bookAccountsOverrideSchema>;

/** The defaults with an override applied; throws when two roles would share one number. */
export function withAccountOverride(override: BookAccountsOverride, base: BookAccounts = DEFAULT_ACCOUNTS): BookAccounts {
  const outputVat: Record<number, number> = { ...base.outputVat };
  for (const [rate, account] of Object.entries(override.outputVat ?? {})) outputVat[Number(rate)] = account;
  const accounts: BookAccounts = { ...base, outputVat };
  for (const role of ROLES) {
    const number = override[role];
    if (number !== undefined) accounts[role] = number;
  }
  accountNames(accounts); // refuses a number used by two roles
  return accounts;
}

/**
 * Parses the `KLUBBAN_BOOKS_ACCOUNTS` value (unset or empty: the defaults). Throws a message that
 * names the variable, so the start stops with it (docs/architecture.md, convention 5).
 */
export function parseBookAccounts(json: string | undefined): BookAccounts {
  if (json === undefined || json.trim() === '') return DEFAULT_ACCOUNTS;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('KLUBBAN_BOOKS_ACCOUNTS is not JSON: expected an object such as {"bank":1930}');
  }
  const parsed = bookAccountsOverrideSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`KLUBBAN_BOOKS_ACCOUNTS: ${issues.join('; ')}`);
  }
  return withAccountOverride(parsed.data);
}

/**
 * Every configured account's name by number. The books need each role on its own account (the
 * figures are read back from the accounts), so a number shared by two roles is an error.
 */
export function accountNames(accounts: BookAccounts): Map<number, string> {
  const names = new Map<number, string>();
  const claim = (number: number, name: string) => {
    if (names.has(number)) throw new Error(`account ${number} is used twice (${names.get(number)}; ${name})`);
    names.set(number, name);
  };
  for (const role of ROLES) claim(accounts[role], ACCOUNT_NAMES[role]);
  for (const [rate, number] of Object.entries(accounts.outputVat)) claim(number, outputVatName(Number(rate)));
  return names;
}

/** The output VAT account of a rate; a rate without one is an error, never a silent default. */
export function outputVatAccount(accounts: BookAccounts, rate: number): number {
  const account = accounts.outputVat[rate];
  if (account === undefined) throw new Error(`no output VAT account for the rate ${rate} %`);
  return account;
}
