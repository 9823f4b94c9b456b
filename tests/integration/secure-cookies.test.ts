import { describe, expect, it } from 'vitest';
import { ensurePasswordUser } from '@/modules/accounts/commands/ensure-user';
import { appFetch, postJson } from '../setup/app-fetch';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The session cookie is `Secure` when Klubban's public address is https (behind
 * TLS, docs/deployment), and the app still knows the caller by it. The environment is read once
 * per process, so this file sets the https address before anything reads it; every other test
 * runs on http, where the cookie must not be Secure (a browser would drop it on plain http).
 */
process.env.KLUBBAN_PUBLIC_URL = 'https://klubban.example';

const t = fileDatabase();

describe(`session cookies over https on ${testEngine}`, () => {
  it('are Secure, HttpOnly and Lax with the __Secure- prefix, and sign the caller in', async () => {
    await ensurePasswordUser(t.database.db, { email: 'saker@example.se', firstName: 'Säker', lastName: 'Test', password: 'hemligt1' });
    const signIn = await postJson(
      '/api/auth/sign-in/email',
      { email: 'saker@example.se', password: 'hemligt1' },
      { origin: 'https://klubban.example', 'x-klubban-client-address': '10.9.0.1' },
    );
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith('__Secure-better-auth.session_token='));
    expect(session, cookies.join('\n')).toBeTruthy();
    const attributes = session!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
    for (const cookie of cookies) expect(cookie.toLowerCase(), cookie).toContain('; secure');

    const me = await appFetch('/api/account/me', { headers: { cookie: session!.split(';')[0]! } });
    expect(((await me.json()) as { result: { email?: string } | null }).result).toMatchObject({ email: 'saker@example.se' });
  });
});
