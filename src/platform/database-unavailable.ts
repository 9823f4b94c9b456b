/**
 * Whether a failure is the database being out of reach (stopped, restarting, the network between
 * us gone) rather than a bug: such a call is answered UNAVAILABLE (503, "Tjänsten är inte
 * tillgänglig just nu …"), not INTERNAL, and the client may simply try again in a moment.
 *
 * Recognised on the error and its causes (the query builder wraps the driver's error, a failed
 * connection to "localhost" is an AggregateError over both addresses):
 * - PostgreSQL's SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shutting
 *   down, crashed, or not yet accepting connections: "the database system is starting up");
 * - the socket errors of a server that is not there (ECONNREFUSED, ECONNRESET, EPIPE, ETIMEDOUT, …);
 * - node-postgres's own messages when the connection ends under it ("Connection terminated
 *   unexpectedly"), or when the pool could not get one in time.
 */

const SQLSTATES = new Set(['57P01', '57P02', '57P03']);

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Connection ended unexpectedly/,
];

export function isDatabaseUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
