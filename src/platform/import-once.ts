/**
 * A module the browser loads with its first use instead of with the page: the realtime events'
 * schemas, and zod with them, stay out of every page's first load. The pages
 * subscribe by event names (plain strings) and read each event through this.
 *
 * Every call returns the same promise, so callbacks chained on it run in the order of the calls:
 * events read through it are handled in the order they arrived, also those that arrived while the
 * module was still loading. A failed load (the chunk could not be fetched) is forgotten, so the
 * next call tries again.
 */
export function importOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
