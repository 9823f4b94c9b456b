/**
 * A path on this site, safe to link or redirect to, or null (docs/decisions/0028). Accepted only
 * when it starts with exactly one `/`, holds no backslash (browsers read `/\evil.example` as
 * `//evil.example`, another host), no control character (the URL parser drops tabs and newlines,
 * so `/<tab>/evil` would become `//evil`), neither of those percent-encoded (a later decode must
 * not make one), and resolves against `origin` to that same origin. Pure: no I/O.
 */
export function sameOriginPath(path: unknown, origin: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  if (path.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  if (/%(5c|[01][0-9a-f]|7f)/i.test(path)) return null;
  try {
    const base = new URL(origin).origin;
    return new URL(path, base).origin === base ? path : null;
  } catch {
    return null;
  }
}
