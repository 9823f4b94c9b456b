import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { accounts, profiles, users } from '../tables';

/**
 * Creates an e-mail/password user the way Better Auth stores one (a `credential` account with a
 * scrypt hash), or returns the existing one. Used by start-up (first admin) and the demo seed.
 */
export async function ensurePasswordUser(
  db: DbOrTx,
  options: { email: string; password: string; firstName: string; lastName: string; admin?: boolean; phone?: string },
): Promise<{ id: string; created: boolean }> {
  const email = options.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    if (options.admin) {
      await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
      await db
        .insert(profiles)
        .values({ userId: existing.id, displayName: email.split('@')[0] ?? email, admin: true })
        .onConflictDoUpdate({ target: profiles.userId, set: { admin: true, updatedAt: new Date() } });
    }
    return { id: existing.id, created: false };
  }
  const id = randomUUID();
  const now = new Date();
  const displayName = `${options.firstName} ${options.lastName}`.trim();
  const passwordHash = await hashPassword(options.password);
  await db.insert(users).values({
    id,
    name: displayName,
    email,
    emailVerified: true,
    role: options.admin ? 'admin' : 'user',
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(profiles).values({
    userId: id,
    termsAcceptedAt: now,
    displayName,
    firstName: options.firstName,
    lastName: options.lastName,
    fullName: displayName,
    phoneE164: options.phone ?? null,
    phoneRaw: options.phone ?? null,
    admin: Boolean(options.admin),
  });
  return { id, created: true };
}
