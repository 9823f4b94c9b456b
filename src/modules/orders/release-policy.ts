import 'server-only';
import { getEnv } from '@/platform/env';
import type { ReleasePolicy } from './domain/release';

/** The buyer's protection as this server is configured (KLUBBAN_RECEIPT_AFTER_SHIPPING_DAYS, KLUBBAN_INSPECTION_DAYS, KLUBBAN_WITHDRAWAL_DAYS). */
export function configuredReleasePolicy(): ReleasePolicy {
  const env = getEnv();
  return {
    receiptAfterShippingDays: env.KLUBBAN_RECEIPT_AFTER_SHIPPING_DAYS,
    inspectionDays: env.KLUBBAN_INSPECTION_DAYS,
    withdrawalDays: env.KLUBBAN_WITHDRAWAL_DAYS,
  };
}

/** Who pays the return shipping after a withdrawal (KLUBBAN_WITHDRAWAL_RETURN_PAID_BY, the terms §9.4). */
export function configuredReturnPayer() {
  return getEnv().KLUBBAN_WITHDRAWAL_RETURN_PAID_BY;
}
