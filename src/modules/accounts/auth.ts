import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer } from 'better-auth/plugins';
import { dataDir, getDatabase } from '@/db';
import { accounts, rateLimits, sessions, users, verifications } from '@/db/schema';
import { getEnv } from '@/platform/env';

function createAuth(db: Awaited<ReturnType<typeof getDatabase>>['db'], secret: string) {
  const env = getEnv();
  return betterAuth({
    appName: 'Klubban',
    baseURL: env.publicUrl,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 128 },
    trustedOrigins: [...new Set([env.publicUrl, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`])],
    rateLimit: { enabled: env.NODE_ENV !== 'test', storage: 'database', modelName: 'rateLimit' },
    plugins: [bearer(), admin()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** An explicit BETTER_AUTH_SECRET wins; else one generated on first start, kept in the data folder. */
function resolveSecret(): string {
  const fromEnv = getEnv().BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir(), 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // another instance wrote it first: use theirs
    return readFileSync(file, 'utf8').trim();
  }
}

const holder = globalThis as unknown as { __klubbanAuth?: Promise<Auth> };

/** Better Auth, created lazily so the build never opens the database. */
export function getAuth(): Promise<Auth> {
  holder.__klubbanAuth ??= getDatabase()
    .then((database) => createAuth(database.db, resolveSecret()))
    .catch((error: unknown) => {
      holder.__klubbanAuth = undefined;
      throw error;
    });
  return holder.__klubbanAuth;
}
