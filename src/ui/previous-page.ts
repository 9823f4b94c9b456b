/**
 * The page the visitor was on before this one, within the site, for forms that ask "which page?"
 * (the accessibility statement's barrier report). A client navigation leaves document.referrer as
 * it was at the first load, so the site header notes each path it is shown on; a full load falls
 * back to the referrer when it is one of ours.
 */
let current: string | null = null;
let previous: string | null = null;

/** The header calls this with each path it is shown on. */
export function notePagePath(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

/** The path before `here`, or null when there is none on this site. */
export function previousPagePath(here: string): string | null {
  // The header may not have noted `here` yet (its effect runs after the caller's): then the last
  // path it noted is the one before.
  const before = current !== null && current !== here ? current : previous;
  if (before && before !== here) return before;
  if (typeof document === 'undefined' || !document.referrer) return null;
  const referrer = new URL(document.referrer);
  return referrer.origin === window.location.origin && referrer.pathname !== here ? referrer.pathname : null;
}
