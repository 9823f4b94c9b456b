import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer } from 'better-auth/plugins';
import { getDatabase } from '@/platform/database';
import { accounts, rateLimits, sessions, users, verifications } from './tables';
import { getEnv } from '@/platform/env';
import { getLogger } from '@/platform/logger';
import { getMailer } from '@/platform/mailer';
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address';
import { siteOrigins } from '@/platform/http/site-origins';
import { clearAttempts } from '@/platform/rate-limit';
import { appSecret } from '@/platform/secret';
import { processSingletonPromise } from '@/platform/singleton';
import { ensureProfile } from './commands/profile';
import { normaliseEmail } from './domain/validation';
import { sendEmail } from '@/modules/email/server';
import { createNotification } from '@/modules/notifications/server';

/** Where Better Auth's e-mailed links land in the site. */
export const RESET_PASSWORD_PAGE = '/aterstall-losenord';
export const VERIFIED_PAGE = '/user?verifierad=1';
export const RESET_TOKEN_SECONDS = 60 * 60;
export const VERIFY_TOKEN_SECONDS = 24 * 60 * 60;

/** Mail goes out after the request has its answer: timing says nothing, and a slow server blocks no one. */
function sendInBackground(work: () => Promise<unknown>) {
  void work().catch((error: unknown) => getLogger().error({ err: error }, 'auth e-mail failed'));
}

/** Better Auth's tables under the model names it asks for. */
const AUTH_SCHEMA = { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits };

function createAuth(database: Awaited<ReturnType<typeof getDatabase>>, secret: string) {
  const env = getEnv();
  const db = database.db;
  return betterAuth({
    appName: 'Klubban',
    baseURL: env.publicUrl,
    secret,
    // The adapter joins through `db.query`, which needs its tables as a schema object.
    database: drizzleAdapter(database.withSchema(AUTH_SCHEMA), { provider: 'pg', schema: AUTH_SCHEMA }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The e-mailed link proves the owner: failed sign-ins from unknown browsers no longer hold
      // the account (docs/security.md).
      onPasswordReset: async ({ user }) => clearAttempts(db, [`signin:email:${normaliseEmail(user.email)}`]),
      sendResetPassword: async ({ user, url }) =>
        sendInBackground(async () =>
          sendEmail(await getMailer(), {
            template: 'PASSWORD_RESET',
            to: user.email,
            props: { url, expiresMinutes: RESET_TOKEN_SECONDS / 60 },
          }),
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, url }) =>
        sendInBackground(async () =>
          sendEmail(await getMailer(), {
            template: 'VERIFY_EMAIL',
            to: user.email,
            props: { firstName: user.name?.split(' ')[0] || undefined, url },
          }),
        ),
      afterEmailVerification: async (user) =>
        sendInBackground(async () => {
          await createNotification(db, {
            userId: user.id,
            type: 'account.verified',
            title: 'Din e-postadress är bekräftad',
            body: 'Nu kan du lägga bud, bevaka föremål och sälja med oss.',
            href: '/auktioner',
            dedupeKey: `verified:${user.id}`,
          });
          await sendEmail(await getMailer(), {
            template: 'SIGN_UP',
            to: user.email,
            props: { firstName: user.name?.split(' ')[0] ?? '', siteUrl: env.publicUrl },
          });
        }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, user);
            await createNotification(db, {
              userId: user.id,
              type: 'account.welcome',
              title: 'Välkommen till Klubban',
              body: 'Bekräfta din e-postadress via länken vi mejlade, så är kontot klart.',
              href: '/user',
              dedupeKey: `welcome:${user.id}`,
            });
          },
        },
      },
    },
    // The site's origins (docs/decisions/0036): the public URL, its www twin, this port on localhost and 127.0.0.1.
    trustedOrigins: siteOrigins({ publicUrl: env.publicUrl, port: env.PORT }),
    // A burst guard per address only: the product's sign-in limits (per e-mail and per address, on
    // failures) live in auth-route.ts. Better Auth's default of 3 sign-ins per 10 s would lock out
    // a household or an office behind one address.
    rateLimit: {
      enabled: env.NODE_ENV !== 'test',
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 200,
      customRules: {
        '/sign-in/email': { window: 60, max: 30 },
        '/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 5 },
        '/change-password': { window: 60, max: 10 },
      },
    },
    // The client's address (sessions list it, Better Auth's burst guard keys on it) only from the
    // header `npm start`'s server sets from the connection, never a client's X-Forwarded-For
    // (src/platform/http/client-address.ts).
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    // admin(): the role and ban fields and the refusal of banned users' sign-in. Its HTTP endpoints
    // (impersonation, user management) are closed in ./auth-route.ts: the console changes users
    // through Klubban's audited commands only.
    plugins: [bearer(), admin()],
    telemetry: { enabled: false },
    // One logger: Better Auth's messages go to pino as JSON lines like everything else.
    logger: {
      log: (level, message, ...args) => {
        const log = getLogger();
        const entry = { lib: 'better-auth', args: args.length ? args : undefined };
        if (level === 'error') log.error(entry, message);
        else if (level === 'warn') log.warn(entry, message);
        else if (level === 'debug') log.debug(entry, message);
        else log.info(entry, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Better Auth, created lazily so the build never opens the database (once per process; retried after a failure). */
export function getAuth(): Promise<Auth> {
  return processSingletonPromise('Auth', () => getDatabase().then((database) => createAuth(database, appSecret())));
}
