import 'server-only';
import { getEnv } from '@/platform/env';
import type { ReleasePolicy } from './domain/release';

/** The buyer's protection as this server is configured (KLUBBAN_RECEIPT_AFTER_SHIPPING_DAYS, KLUBBAN_INSPECTION_DAYS). */
export function configuredReleasePolicy(): ReleasePolicy {
  const env = getEnv();
  return { receiptAfterShippingDays: env.KLUBBAN_RECEIPT_AFTER_SHIPPING_DAYS, inspectionDays: env.KLUBBAN_INSPECTION_DAYS };
}
