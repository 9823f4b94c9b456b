import 'server-only';
import { getEnv } from '@/platform/env';
import type { UnpaidPolicy } from './domain/unpaid';

/**
 * Unpaid orders as this server is configured (KLUBBAN_UNPAID_CANCEL_AFTER_DAYS, KLUBBAN_UNPAID_BLOCK_AFTER,
 * KLUBBAN_SECOND_CHANCE_HOURS; docs/decisions/0042), and whether the job cancels by itself (KLUBBAN_UNPAID_AUTO_CANCEL).
 */
export function configuredUnpaidPolicy(): UnpaidPolicy & { autoCancel: boolean } {
  const env = getEnv();
  return {
    autoCancel: env.KLUBBAN_UNPAID_AUTO_CANCEL ?? false,
    cancelAfterDays: env.KLUBBAN_UNPAID_CANCEL_AFTER_DAYS,
    blockAfter: env.KLUBBAN_UNPAID_BLOCK_AFTER,
    secondChanceHours: env.KLUBBAN_SECOND_CHANCE_HOURS,
  };
}
