import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from './caller';
import { AuthScreen } from './components/auth-screen';
import type { Me } from './queries/get-me';

const state = vi.hoisted(() => ({ me: null as unknown, sessionUser: null as unknown, calls: [] as string[] }));

vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: 'x=1' }) }));
vi.mock('./queries/get-me', () => ({
  getMe: async () => {
    state.calls.push('getMe');
    return state.me;
  },
}));
vi.mock('./caller', () => ({
  getSessionUser: async () => {
    state.calls.push('getSessionUser');
    return state.sessionUser;
  },
}));

const { guardPage } = await import('./page-guard');

const me = (admin: boolean) => ({ uid: 'u1', email: 'a@example.se', admin }) as Me;
const sessionUser = { id: 'u1', email: 'a@example.se', name: 'A', emailVerified: true } satisfies SessionUser;

beforeEach(() => {
  state.me = null;
  state.sessionUser = null;
  state.calls = [];
});

describe('guardPage', () => {
  it('shows a signed-out visitor the authentication screen that returns to the page', async () => {
    const guard = await guardPage({ next: '/user' });
    expect(guard.me).toBeNull();
    expect(guard.denied?.type).toBe(AuthScreen);
    expect(guard.denied?.props).toEqual({ next: '/user' });
  });

  it('lets a signed-in user through with the full user context', async () => {
    state.me = me(false);
    expect(await guardPage({ next: '/user' })).toEqual({ me: me(false), denied: null });
    expect(state.calls).toEqual(['getMe']);
  });

  it('reads only the session when the page asks for no more', async () => {
    expect((await guardPage({ next: '/user/watchlist', sessionOnly: true })).denied?.props).toEqual({ next: '/user/watchlist' });
    state.sessionUser = sessionUser;
    expect(await guardPage({ next: '/user/watchlist', sessionOnly: true })).toEqual({ me: sessionUser, denied: null });
    expect(state.calls).toEqual(['getSessionUser', 'getSessionUser']);
  });

  it('on an admin page: the site\'s 404 for anyone but an admin (docs/product.md §9 "Console"), the page for an admin', async () => {
    // notFound() throws Next's 404 signal: the page renders nothing of its own.
    await expect(guardPage({ next: '/admin/utkorg', admin: true })).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
    state.me = me(false);
    await expect(guardPage({ next: '/admin/utkorg', admin: true })).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
    state.me = me(true);
    expect(await guardPage({ next: '/admin/utkorg', admin: true })).toEqual({ me: me(true), denied: null });
  });
});

/** Every page file under app/(site)/admin, as paths. */
function consolePages(folder = path.join(process.cwd(), 'app', '(site)', 'admin')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? consolePages(path.join(folder, entry.name)) : entry.name === 'page.tsx' ? [path.join(folder, entry.name)] : [],
  );
}

describe("the console's metadata", () => {
  it('names a page only to an admin: anyone else gets the 404 before any title is made', async () => {
    const { adminMetadata } = await import('./page-guard');
    const metadata = adminMetadata('Utkorg');
    await expect(metadata()).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
    state.me = me(false);
    await expect(metadata()).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
    state.me = me(true);
    expect(await metadata()).toEqual({ title: 'Utkorg', robots: { index: false } });
  });

  it('every page under /admin (and /edit) makes its metadata through adminMetadata, never a static export (made before the layout guards)', () => {
    const pages = [...consolePages(), ...consolePages(path.join(process.cwd(), 'app', '(site)', 'edit'))];
    expect(pages.length).toBeGreaterThan(15);
    for (const file of pages) {
      const source = readFileSync(file, 'utf8');
      const where = path.relative(process.cwd(), file);
      expect(source, where).not.toMatch(/export\s+const\s+metadata\b/);
      expect(source, where).toMatch(/export\s+const\s+generateMetadata\s*=\s*adminMetadata\(/);
    }
  });
});
