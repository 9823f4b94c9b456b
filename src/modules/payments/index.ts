// The payments module's browser-safe surface.
export { bankAccountInput, bankAccountSchema, maskBankAccount, payoutAccountStatusSchema } from './schema';
export type { PaymentProvider } from './provider';
