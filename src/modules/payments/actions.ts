import 'server-only';
import { getDb } from '@/db';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { getEnv } from '@/platform/env';
import { createAccountLink, createDashboardLink, getPayoutAccount } from './commands/payout-account';
import { configuredPaymentProvider, getPaymentProvider } from './get-provider';

const context = () => ({ provider: getPaymentProvider(), publicUrl: getEnv().publicUrl });

/** The payments module's connector actions: a seller's payout onboarding (PRODUCT.md §9). */
export const paymentsActions = {
  CREATE_ACCOUNT_LINK: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => createAccountLink(await getDb(), { id: caller.id, email: caller.email }, context()),
  }),
  CREATE_DASHBOARD_LINK: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => createDashboardLink(await getDb(), caller.id, context()),
  }),
  GET_PAYOUT_ACCOUNT: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => getPayoutAccount(await getDb(), caller.id, { provider: configuredPaymentProvider() }),
  }),
};
