/**
 * A rehearsal lot ("Provauktion", docs/decisions/0033): a lot the studio runs to try the whole flow
 * in minutes. It is in no public list, search, feed or count; its page answers only admins and the
 * secret link below, and every screen that shows it says so in these words.
 */

/** The query parameter of a rehearsal lot's secret link: `/auktioner/12-vas?provlank=…`. */
export const REHEARSAL_LINK_PARAM = 'provlank';

/** The mark on every screen that shows a rehearsal lot. */
export const REHEARSAL_MARK = 'Provauktion – syns inte för kunder';

/** The secret link of a rehearsal lot's page (or of its API answer), from its path and secret. */
export function rehearsalHref(path: string, key: string): string {
  return `${path}?${REHEARSAL_LINK_PARAM}=${encodeURIComponent(key)}`;
}
