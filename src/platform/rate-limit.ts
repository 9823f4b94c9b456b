import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { authAttempts } from '@/db/schema';

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

/** Seconds until every key is below its maximum again: 0 when none has reached it in its current window. */
export async function limitedFor(db: DbOrTx, checks: LimitCheck[], now = new Date()): Promise<number> {
  if (checks.length === 0) return 0;
  const rows = await db
    .select()
    .from(authAttempts)
    .where(
      inArray(
        authAttempts.key,
        checks.map((c) => c.key),
      ),
    );
  let wait = 0;
  for (const { key, rule } of checks) {
    const row = rows.find((r) => r.key === key);
    if (!row || row.count < rule.max) continue;
    const left = row.windowStartedAt.getTime() + rule.windowSeconds * 1000 - now.getTime();
    if (left > 0) wait = Math.max(wait, Math.ceil(left / 1000));
  }
  return wait;
}

/** True when any key has reached its rule's maximum within the current window. */
export async function isLimited(db: DbOrTx, checks: LimitCheck[], now = new Date()): Promise<boolean> {
  return (await limitedFor(db, checks, now)) > 0;
}

/** Counts one attempt against each key (a new window starts when the old one is over). */
export async function recordAttempt(db: DbOrTx, checks: LimitCheck[], now = new Date()): Promise<void> {
  for (const { key, rule } of checks) {
    const cutoff = new Date(now.getTime() - rule.windowSeconds * 1000);
    await db
      .insert(authAttempts)
      .values({ key, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${authAttempts.windowStartedAt} < ${cutoff} then 1 else ${authAttempts.count} + 1 end`,
          windowStartedAt: sql`case when ${authAttempts.windowStartedAt} < ${cutoff} then ${now} else ${authAttempts.windowStartedAt} end`,
        },
      });
  }
}

/**
 * Checks and counts in one step, for limits on every request (not only on failures): answers the
 * seconds to wait when limited (nothing counted), else 0 after counting the attempt.
 */
export async function takeAttempt(db: DbOrTx, checks: LimitCheck[], now = new Date()): Promise<number> {
  const wait = await limitedFor(db, checks, now);
  if (wait === 0) await recordAttempt(db, checks, now);
  return wait;
}

export async function clearAttempts(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(authAttempts).where(inArray(authAttempts.key, keys));
}
