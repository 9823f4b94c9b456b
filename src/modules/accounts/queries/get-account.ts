import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { accounts, profiles, users } from '../tables';

/** What an admin sees of a user (never the password hash). */
export interface AdminUserView {
  id: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  phoneE164: string | null;
  admin: boolean;
  disabled: boolean;
  disabledReason: string | null;
  newsletterConsent: boolean;
  createdAt: number;
}

const adminColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  name: users.name,
  role: users.role,
  banned: users.banned,
  banReason: users.banReason,
  createdAt: users.createdAt,
  displayName: profiles.displayName,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  phoneE164: profiles.phoneE164,
  admin: profiles.admin,
  newsletterConsent: profiles.newsletterConsent,
};

type AdminRow = {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  role: string;
  banned: boolean;
  banReason: string | null;
  createdAt: Date;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneE164: string | null;
  admin: boolean | null;
  newsletterConsent: boolean | null;
};

function toAdminView(row: AdminRow): AdminUserView {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    displayName: row.displayName ?? row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneE164: row.phoneE164,
    admin: Boolean(row.admin) || row.role === 'admin',
    disabled: row.banned,
    disabledReason: row.banReason,
    newsletterConsent: Boolean(row.newsletterConsent),
    createdAt: row.createdAt.getTime(),
  };
}

export async function listUsers(db: DbOrTx, options: { query?: string; page?: number; pageSize?: number }) {
  const pageSize = Math.min(Math.max(options.pageSize ?? 25, 1), 100);
  const page = Math.max(options.page ?? 1, 1);
  const q = options.query?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(profiles.phoneE164, pattern)) : undefined;
  const rows = await db
    .select(adminColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(where);
  return { users: rows.map(toAdminView), total: total?.n ?? 0, page, pageSize };
}

export async function getUser(db: DbOrTx, userId: string): Promise<AdminUserView | null> {
  const [row] = await db.select(adminColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId));
  return row ? toAdminView(row) : null;
}

/** The sign-in methods an e-mail has: 'password' for an e-mail/password account, else the providers. */
export async function signInMethods(db: DbOrTx, email: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email), sql`true`));
  return [...new Set(rows.map((row) => (row.providerId === 'credential' ? 'password' : row.providerId)))];
}

/** The signed-in user's own profile for the account page. */
export async function getOwnProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      displayName: profiles.displayName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phoneRaw: profiles.phoneRaw,
      phoneE164: profiles.phoneE164,
      newsletterConsent: profiles.newsletterConsent,
      admin: profiles.admin,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
