import { chmodSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFolder } from './data-folders';
import { startServer, type RunningServer } from './helpers';

/**
 * The account attacks of the security review over a real `npm start` (NODE_ENV=production), as an
 * attacker on the network sends them (docs/security.md): the address limits key on the connection
 * whatever X-Forwarded-For says, Better Auth's admin endpoints are closed, and the data folder is
 * its owner's alone. tests/integration/security-accounts.test.ts holds the same rules in detail.
 */

const ADMIN = { email: 'vakt.sakerhet@example.se', password: 'admin-sakerhet-1' };
const dataDir = dataFolder('empty', 'security');
let server: RunningServer;

beforeAll(async () => {
  // A folder left world-readable by an older Klubban: the server's start makes it private.
  chmodSync(dataDir, 0o755);
  server = await startServer({
    KLUBBAN_DATA_DIR: dataDir,
    KLUBBAN_SEED_DEMO: 'false',
    KLUBBAN_ADMIN_EMAIL: ADMIN.email,
    KLUBBAN_ADMIN_PASSWORD: ADMIN.password,
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify(body),
  });

/** A new forged address each time: what the attacker rotated to slip past the limits. */
let forged = 0;
const spoofed = () => {
  const address = `198.51.100.${++forged % 250}`;
  return { 'x-forwarded-for': address, 'x-real-ip': address, 'x-klubban-client-address': address };
};

describe('the security review’s account attacks, over the wire', () => {
  it('keys the e-mail look-up on the connection: rotating X-Forwarded-For harvests no more than 20 answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      statuses.push((await post('/api/account/sign-in-methods', { data: { email: `skord${i}@example.se` } }, spoofed())).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });

  it('no admin session reaches impersonation or Better Auth’s user management', async () => {
    const signedIn = await post('/api/auth/sign-in/email', ADMIN);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const endpoint of ['impersonate-user', 'create-user', 'set-user-password', 'remove-user', 'set-role']) {
      const response = await post(
        `/api/auth/admin/${endpoint}`,
        { userId: 'x', email: 'a@b.se', password: 'hemligt1', name: 'A' },
        { cookie },
      );
      expect({ endpoint, status: response.status }).toEqual({ endpoint, status: 404 });
    }
  });

  it('keys failed sign-ins on the connection: rotating X-Forwarded-For is locked out after 20', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await post('/api/auth/sign-in/email', { email: `gissning${i}@example.se`, password: 'fel-losen' }, spoofed())).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('keeps the data folder its owner’s alone (0700), with the secret 0600', () => {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const secret = readdirSync(dataDir).find((name) => name === 'auth-secret');
    if (secret) expect(statSync(path.join(dataDir, secret)).mode & 0o777).toBe(0o600);
  });
});
