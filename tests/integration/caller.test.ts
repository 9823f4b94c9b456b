import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, users } from '@/modules/accounts/tables';
import { getCaller, getSessionUser } from '@/modules/accounts/caller';
import { postJson, sessionOf } from '../setup/app-fetch';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * getCaller reads the session of API requests in one query instead of Better Auth's getSession.
 * It must find exactly the user Better Auth finds — for the session cookie, a signed or bare
 * Bearer token — and nobody for a forged signature, an unknown token, an expired session or a
 * disabled user.
 */

const t = fileDatabase();
let userId: string;
let token: string;
let cookie: string;

beforeAll(async () => {
  const signUp = await postJson(
    '/api/account/sign-up',
    {
      data: {
        email: 'greta.caller@example.se',
        firstName: 'Greta',
        lastName: 'Anropare',
        phone: '070-765 43 21',
        password: 'hemligt1',
        confirmPassword: 'hemligt1',
        acceptTerms: true,
      },
    },
    { 'x-klubban-client-address': '10.7.7.7' },
  );
  expect(signUp.status).toBe(200);
  ({ token, cookie } = sessionOf(signUp));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'greta.caller@example.se'));
  userId = user!.id;
});

const bare = () => decodeURIComponent(token).split('.')[0]!;
const forged = () => `${bare()}.${Buffer.alloc(32, 7).toString('base64')}`;

/** Each credential, and whether it identifies the user. */
const variants: [string, () => Record<string, string>, boolean][] = [
  ['the session cookie', () => ({ cookie }), true],
  ['the cookie among others', () => ({ cookie: `annat=1; ${cookie}; cookie-consent-v1=x` }), true],
  ['a signed Bearer token', () => ({ authorization: `Bearer ${token}` }), true],
  ['a bare Bearer token', () => ({ authorization: `Bearer ${bare()}` }), true],
  ['a Bearer token with a forged signature', () => ({ authorization: `Bearer ${forged()}` }), false],
  ['a cookie with a forged signature', () => ({ cookie: cookie.replace(/=.*/, `=${encodeURIComponent(forged())}`) }), false],
  ['a cookie without a signature', () => ({ cookie: cookie.replace(/=.*/, `=${bare()}`) }), false],
  ['an unknown token', () => ({ authorization: 'Bearer okand-token-123' }), false],
  ['nothing', () => ({}), false],
];

describe(`getCaller on ${testEngine}`, () => {
  it.each(variants)('agrees with Better Auth for %s', async (_label, headers, identifies) => {
    const lean = await getCaller(new Headers(headers()));
    const betterAuth = await getSessionUser(new Headers(headers()));
    expect(lean?.id ?? null).toBe(identifies ? userId : null);
    expect(betterAuth?.id ?? null).toBe(lean?.id ?? null);
    if (lean)
      expect(lean).toEqual({ id: userId, email: 'greta.caller@example.se', name: betterAuth!.name, emailVerified: false, admin: false });
  });

  it('sees the admin flag of the profile or the role', async () => {
    const db = t.database.db;
    await db.update(profiles).set({ admin: true }).where(eq(profiles.userId, userId));
    expect((await getCaller(new Headers({ cookie })))?.admin).toBe(true);
    await db.update(profiles).set({ admin: false }).where(eq(profiles.userId, userId));
    expect((await getCaller(new Headers({ cookie })))?.admin).toBe(false);
  });

  it('finds nobody for a disabled user or an expired session', async () => {
    const db = t.database.db;
    await db.update(users).set({ banned: true }).where(eq(users.id, userId));
    expect(await getCaller(new Headers({ cookie }))).toBeNull();
    expect(await getSessionUser(new Headers({ cookie }))).toBeNull();
    await db.update(users).set({ banned: false }).where(eq(users.id, userId));
    expect((await getCaller(new Headers({ cookie })))?.id).toBe(userId);

    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect(await getCaller(new Headers({ authorization: `Bearer ${token}` }))).toBeNull();
    expect(await getSessionUser(new Headers({ authorization: `Bearer ${token}` }))).toBeNull();
  });
});
