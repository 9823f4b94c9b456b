import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { payoutAccounts } from '../tables';
import type { PayoutAccountStatus } from '@/keys';
import { AppError } from '@/platform/errors';
import { getLogger } from '@/platform/logger';
import type { PaymentProvider } from '../provider';
import { payPendingPayouts } from './pay-out';

/** Where the provider sends a seller back: the payouts part of the account page. */
export const PAYOUT_RETURN_PATH = '/user?utbetalning=klar#utbetalningar';
export const PAYOUT_REFRESH_PATH = '/user?utbetalning=utgangen#utbetalningar';

interface PayoutContext {
  provider: PaymentProvider;
  publicUrl: string;
}

async function accountOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row ?? null;
}

/** The payout account's status as last stored, without asking the provider (the seller's notices ask for it when not active). */
export async function storedPayoutAccountStatus(db: DbOrTx, userId: string): Promise<PayoutAccountStatus> {
  return (await accountOf(db, userId))?.status ?? 'none';
}

/**
 * GET_PAYOUT_ACCOUNT: none, pending or active. A pending account is asked about at the provider
 * (the seller may just have finished onboarding there) and the answer kept; with no provider
 * configured (null) the stored status is the answer.
 */
export async function getPayoutAccount(
  db: DbOrTx,
  userId: string,
  { provider }: { provider: PaymentProvider | null },
): Promise<{ status: PayoutAccountStatus }> {
  const row = await accountOf(db, userId);
  if (!row) return { status: 'none' };
  // No provider configured (docs/decisions/0028): what we know, without asking anyone.
  if (!provider || row.status === 'active' || row.provider !== provider.name) return { status: row.status };
  let status: PayoutAccountStatus;
  try {
    status = await provider.payoutAccountStatus(row.accountId);
  } catch (error) {
    // The provider unreachable: answer what we know rather than fail the account page.
    getLogger().warn({ err: error, provider: provider.name }, 'payout account status unavailable');
    return { status: row.status };
  }
  if (status !== row.status) {
    await db.update(payoutAccounts).set({ status, updatedAt: new Date() }).where(eq(payoutAccounts.userId, userId));
    // Sales released while the account was being set up are paid now.
    if (status === 'active') await payPendingPayouts(db, userId);
  }
  return { status };
}

/**
 * CREATE_ACCOUNT_LINK: the seller's payout account at the provider (opened on first use) and a
 * one-time link to the provider's onboarding. The provider call happens outside any transaction;
 * two calls at once keep the first stored account (the Stripe adapter's idempotency key makes it
 * the same account there too).
 */
export async function createAccountLink(
  db: DbOrTx,
  user: { id: string; email: string },
  { provider, publicUrl }: PayoutContext,
): Promise<{ url: string }> {
  let row = await accountOf(db, user.id);
  if (row && row.provider !== provider.name) {
    throw new AppError('FAILED_PRECONDITION', 'Ditt utbetalningskonto finns hos en annan betalleverantör. Kontakta oss.');
  }
  if (!row) {
    const { accountId } = await provider.createPayoutAccount({ userId: user.id, email: user.email });
    await db.insert(payoutAccounts).values({ userId: user.id, provider: provider.name, accountId }).onConflictDoNothing();
    row = await accountOf(db, user.id);
    if (!row) throw new Error('payout account vanished after insert');
  }
  return provider.createOnboardingLink({
    accountId: row.accountId,
    returnUrl: new URL(PAYOUT_RETURN_PATH, publicUrl).toString(),
    refreshUrl: new URL(PAYOUT_REFRESH_PATH, publicUrl).toString(),
  });
}

/** CREATE_DASHBOARD_LINK: only for an account that has finished onboarding. */
export async function createDashboardLink(db: DbOrTx, userId: string, context: PayoutContext): Promise<{ url: string }> {
  const row = await accountOf(db, userId);
  if (!row) throw new AppError('FAILED_PRECONDITION', 'Du har inget utbetalningskonto ännu.');
  const { status } = await getPayoutAccount(db, userId, context);
  if (status !== 'active') throw new AppError('FAILED_PRECONDITION', 'Slutför först registreringen av ditt utbetalningskonto.');
  return context.provider.createDashboardLink({
    accountId: row.accountId,
    returnUrl: new URL('/user#utbetalningar', context.publicUrl).toString(),
  });
}
