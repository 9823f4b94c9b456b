import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, users } from '../tables';
import { AppError } from '@/platform/errors';
import { buildProfile, toE164, type ProfileRecord } from '../domain/validation';

/** The profile is written with a merge (spec §3): existing fields stay unless given anew. */
export async function writeSignUpProfile(
  db: DbOrTx,
  userId: string,
  input: { email: string; firstName: string; lastName: string; phone: string; newsletter: boolean; termsAccepted: boolean },
  now = new Date(),
): Promise<ProfileRecord> {
  const record = buildProfile(input, now);
  await db
    .insert(profiles)
    .values({ userId, ...record, admin: false })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...record, updatedAt: now } });
  await db.update(users).set({ name: record.displayName, updatedAt: now }).where(eq(users.id, userId));
  return record;
}

/** A minimal profile for a user created by any path, so every user has one. */
export async function ensureProfile(db: DbOrTx, user: { id: string; email: string; name?: string | null }): Promise<void> {
  const displayName = user.name?.trim() || user.email.split('@')[0] || user.email;
  await db.insert(profiles).values({ userId: user.id, displayName, admin: false }).onConflictDoNothing();
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  phone?: string;
  newsletter?: boolean;
}

/** Edits from the account page. Names stay required once given; the phone is re-normalised. */
export async function updateProfile(db: DbOrTx, userId: string, update: ProfileUpdate, now = new Date()) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!current || !user) throw new AppError('NOT_FOUND', 'Kontot finns inte.');
    const firstName = update.firstName !== undefined ? update.firstName.trim() || null : current.firstName;
    const lastName = update.lastName !== undefined ? update.lastName.trim() || null : current.lastName;
    const joined = [firstName, lastName].filter(Boolean).join(' ');
    const phoneRaw = update.phone !== undefined ? update.phone.trim() || null : current.phoneRaw;
    const newsletter = update.newsletter ?? current.newsletterConsent;
    const next = {
      firstName,
      lastName,
      fullName: firstName && lastName ? `${firstName} ${lastName}` : null,
      displayName: joined || user.email.split('@')[0] || user.email,
      phoneRaw,
      phoneE164: phoneRaw ? toE164(phoneRaw) : null,
      newsletterConsent: newsletter,
      newsletterConsentAt: newsletter ? (current.newsletterConsent ? current.newsletterConsentAt : now) : null,
      updatedAt: now,
    };
    const [row] = await tx.update(profiles).set(next).where(eq(profiles.userId, userId)).returning();
    await tx.update(users).set({ name: next.displayName, updatedAt: now }).where(eq(users.id, userId));
    return row!;
  });
}
