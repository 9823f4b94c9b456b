/**
 * Process-wide singletons (the database, Better Auth, the logger, the realtime bus, …), kept on
 * globalThis: `next dev`'s hot reload re-evaluates modules and a Next.js server holds several
 * bundles of one module (route handlers, pages, instrumentation), and all of them must share one
 * instance (one PGlite per data folder, docs/architecture.md). `key` names the slot: the value lives at
 * `globalThis.__klubban<key>`, the names the hand-written holders used, so code from before and
 * after a reload shares the same slot, and `npm start`'s outer server reads `__klubbanOuterServerHooks`
 * (src/server/outer-hooks.ts).
 *
 * No imports: the env and the logger use it too.
 */

const slots = globalThis as unknown as Record<string, unknown>;

const slotOf = (key: string) => `__klubban${key}`;

/** The process's one value under `key`, created by `create` on first use (not stored if it throws). */
export function processSingleton<T>(key: string, create: () => T): T {
  return (slots[slotOf(key)] ??= create()) as T;
}

/**
 * The process's one promise under `key`, created by `create` on first use; when it rejects it is
 * dropped (whatever the slot then holds), so the next call tries again.
 */
export function processSingletonPromise<T>(key: string, create: () => Promise<T>): Promise<T> {
  return processSingleton(key, () =>
    create().catch((error: unknown) => {
      setProcessSingleton(key, undefined);
      throw error;
    }),
  );
}

/** The value under `key` if there is one, without creating it. */
export function peekProcessSingleton<T>(key: string): T | undefined {
  return slots[slotOf(key)] as T | undefined;
}

/** Puts `value` under `key` (set from outside, tests), or with undefined empties the slot. */
export function setProcessSingleton<T>(key: string, value: T | undefined): void {
  slots[slotOf(key)] = value;
}
