import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { authAttempts } from '@/platform/tables';

/**
 * Counts attempts per key in a fixed window, in the database (so a limit holds across instances):
 * the one rate limiter for sign-in, the account look-up, password reset requests, newsletter
 * sign-ups and barrier reports (docs/security.md lists each limit and what it keys on).
 */

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

export interface LimitCheck {
  key: string;
  rule: LimitRule;
}

/**
 * Counts one attempt against each key (a new window starts when the old one is over) and answers
 * the seconds until every key is below its maximum again: 0 when this attempt was within them all.
 * Each count is one atomic upsert that returns the new count, so requests sent at the same moment
 * cannot all pass a check made before any of them was counted.
 */
export async function takeAttempt(db: DbOrTx, checks: LimitCheck[], now = new Date()): Promise<number> {
  let wait = 0;
  for (const { key, rule } of checks) {
    const cutoff = new Date(now.getTime() - rule.windowSeconds * 1000);
    const [row] = await db
      .insert(authAttempts)
      .values({ key, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${authAttempts.windowStartedAt} < ${cutoff} then 1 else ${authAttempts.count} + 1 end`,
          windowStartedAt: sql`case when ${authAttempts.windowStartedAt} < ${cutoff} then ${now} else ${authAttempts.windowStartedAt} end`,
        },
      })
      .returning({ count: authAttempts.count, windowStartedAt: authAttempts.windowStartedAt });
    if (row && row.count > rule.max) {
      const left = row.windowStartedAt.getTime() + rule.windowSeconds * 1000 - now.getTime();
      wait = Math.max(wait, Math.max(1, Math.ceil(left / 1000)));
    }
  }
  return wait;
}

/**
 * Gives back an attempt that turned out not to count (a sign-in taken in advance that succeeded):
 * the keys' counts go down by one, never below zero.
 */
export async function giveBackAttempt(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(authAttempts)
    .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
    .where(inArray(authAttempts.key, keys));
}

export async function clearAttempts(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(authAttempts).where(inArray(authAttempts.key, keys));
}
