import { isDatabaseUnavailableError } from '../database-unavailable';
import { AppError } from '../errors';
import { getLogger } from '../logger';

/**
 * JSON route handlers (app/api/…) answer failures the way the callable protocol does (docs/product.md
 * §4): `{"error": {status, message, details?}}` with the AppError's HTTP status. A handler throws an
 * AppError for a refusal; the database out of reach is UNAVAILABLE (503); anything else is logged
 * and answered as INTERNAL, never as a stack trace.
 */

/** The body of an error answer. */
export function errorBody(error: AppError): { error: ReturnType<AppError['toJSON']> } {
  return { error: error.toJSON() };
}

/** An AppError as its JSON answer: the AppError's HTTP status unless `init` gives another. */
export function errorResponse(error: AppError, init: ResponseInit = {}): Response {
  return Response.json(errorBody(error), { status: error.httpStatus, ...init });
}

export interface JsonRouteOptions {
  /** The message of the INTERNAL answer to an unexpected failure (default: AppError's own). */
  failureMessage?: string;
  /** What the log line of an unexpected failure says. */
  logMessage?: string;
}

/**
 * Wraps a route handler: a thrown AppError becomes its error answer, anything else is logged and
 * becomes INTERNAL (500). Usage: `export const GET = jsonRoute(async (request: Request) => …)`.
 */
export function jsonRoute<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
  { failureMessage, logMessage = 'route failed' }: JsonRouteOptions = {},
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (AppError.is(error)) return errorResponse(error);
      // The database out of reach is no bug: UNAVAILABLE (503), and the client tries again.
      if (isDatabaseUnavailableError(error)) {
        getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, `${logMessage}: database unavailable`);
        return errorResponse(new AppError('UNAVAILABLE'));
      }
      getLogger().error({ err: error }, logMessage);
      return errorResponse(new AppError('INTERNAL', failureMessage));
    }
  };
}
