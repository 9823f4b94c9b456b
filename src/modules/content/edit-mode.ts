/**
 * Edit mode (spec §2, §3): an admin's toggle, kept in a cookie so the server draws the editor
 * instead of the published page and the redirect rule can apply before a page renders. The cookie
 * alone grants nothing: every page and action checks that the caller is an admin.
 */
export const EDIT_MODE_COOKIE = 'klubban-redigera';

/**
 * The `document.cookie` assignment that turns edit mode on or off: a year, the whole site, Lax,
 * and `Secure` when the site is served over https.
 */
export function editModeCookie(on: boolean, https: boolean): string {
  return `${EDIT_MODE_COOKIE}=${on ? '1' : ''}; Path=/; Max-Age=${on ? 31_536_000 : 0}; SameSite=Lax${https ? '; Secure' : ''}`;
}

/** Spec §2: editing on, the route lacks /edit and a blockId query parameter exists → /edit/{blockId}. */
export function editRedirectTarget(input: { editing: boolean; pathname: string; blockId: string | null }): string | null {
  if (!input.editing || !input.blockId) return null;
  if (input.pathname === '/edit' || input.pathname.startsWith('/edit/')) return null;
  if (!/^[A-Za-z0-9_.:-]{1,100}$/.test(input.blockId)) return null;
  return `/edit/${encodeURIComponent(input.blockId)}`;
}
