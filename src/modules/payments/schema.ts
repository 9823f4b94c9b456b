import { z } from 'zod';
import { personName } from '@/platform/text-input';
import { PAYOUT_ACCOUNT_STATUSES } from '@/keys';

/**
 * A Swedish bank account (clearing number + account number) or a Swedish IBAN, as the payout
 * onboarding asks for it. Spaces and dashes are ignored; what is kept is digits (and SE for IBAN).
 */
export const bankAccountSchema = z
  .string({ error: 'Fyll i kontonummer.' })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'Fyll i kontonummer.')
      .regex(/^(SE\d{22}|\d{4,5}\d{6,10})$/, 'Ange clearingnummer och kontonummer (t.ex. 8327-9 123 456 789) eller IBAN (SE…).'),
  );

export const bankAccountInput = z.object({
  holderName: personName('Fyll i kontohavarens namn.', 120),
  bankAccount: bankAccountSchema,
});

export const payoutAccountStatusSchema = z.enum(PAYOUT_ACCOUNT_STATUSES);

/** "8327 9123…" → "•••• 6789": what a page may show of an account number. */
export function maskBankAccount(account: string): string {
  return `•••• ${account.slice(-4)}`;
}
