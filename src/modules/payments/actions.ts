import 'server-only';
import { getDb } from '@/platform/database';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { siteOriginOf, type RequestSite } from '@/platform/http/site-origins';
import { createAccountLink, createDashboardLink, getPayoutAccount } from './commands/payout-account';
import { configuredPaymentProvider, getPaymentProvider } from './get-provider';

/** The provider, and the seller's own origin to come back to from its pages (docs/decisions/0036). */
const context = (site: RequestSite) => ({ provider: getPaymentProvider(), publicUrl: siteOriginOf(site) });

/** The payments module's connector actions: a seller's payout onboarding (docs/product.md §9). */
export const paymentsActions = {
  CREATE_ACCOUNT_LINK: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller, site }) => createAccountLink(await getDb(), { id: caller.id, email: caller.email }, context(site)),
  }),
  CREATE_DASHBOARD_LINK: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller, site }) => createDashboardLink(await getDb(), caller.id, context(site)),
  }),
  GET_PAYOUT_ACCOUNT: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => getPayoutAccount(await getDb(), caller.id, { provider: configuredPaymentProvider() }),
  }),
};
