import 'server-only';
import { getEnv } from '@/platform/env';
import { configuredStudio } from '@/modules/orders/server';
import { parseBookAccounts, type BookAccounts } from './domain/accounts';

/**
 * The books' settings, read from the environment when asked (docs/books.md): the chart of
 * accounts (KLUBBAN_BOOKS_ACCOUNTS over the BAS defaults), the first month of the fiscal year
 * (KLUBBAN_FISCAL_YEAR_START_MONTH) and the studio the SIE file names (KLUBBAN_STUDIO_*).
 */
export interface BooksSettings {
  accounts: BookAccounts;
  fiscalYearStartMonth: number;
  company: { name: string; orgNumber: string };
}

export function configuredBooks(): BooksSettings {
  const env = getEnv();
  const studio = configuredStudio();
  return {
    accounts: parseBookAccounts(env.KLUBBAN_BOOKS_ACCOUNTS),
    fiscalYearStartMonth: env.KLUBBAN_FISCAL_YEAR_START_MONTH,
    company: { name: studio.name, orgNumber: studio.orgNumber },
  };
}
