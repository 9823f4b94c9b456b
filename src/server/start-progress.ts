import 'server-only';

/** The start-up phases `npm start` shows a line for (scripts/start-progress.mjs words them). */
export type StartPhase = 'database' | 'seed';

/**
 * Tells `npm start` (scripts/start.mjs, the parent, over the IPC channel it opens) where start-up
 * is, for its progress lines (docs/decisions/0035). A server started any other way has no
 * channel, and nothing is sent. Best effort: a parent that went away never stops the start-up.
 */
export function announceStartPhase(phase: StartPhase, state: 'begin' | 'end', facts: { lots?: number } = {}): void {
  if (typeof process.send !== 'function' || !process.connected) return;
  try {
    process.send({ type: 'klubban:phase', phase, state, ...facts }, undefined, {}, () => {});
  } catch {
    // The channel closed meanwhile.
  }
}
