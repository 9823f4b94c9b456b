/**
 * The browser client of the callable protocol (spec §7, docs/product.md §4): POST with `{data}`, a
 * bearer header when a token is given, 70 s time-out, the answer read from `data` or `result`.
 */

export const CALL_TIMEOUT_MS = 70_000;

export type FunctionErrorCode =
  | 'ok'
  | 'cancelled'
  | 'unknown'
  | 'invalid-argument'
  | 'deadline-exceeded'
  | 'not-found'
  | 'already-exists'
  | 'permission-denied'
  | 'resource-exhausted'
  | 'failed-precondition'
  | 'aborted'
  | 'out-of-range'
  | 'unimplemented'
  | 'internal'
  | 'unavailable'
  | 'data-loss'
  | 'unauthenticated';

export class FunctionsError extends Error {
  constructor(
    readonly code: FunctionErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'FunctionsError';
  }
}

/** The spec's table (§8): HTTP status to function error code. */
export function codeForHttpStatus(status: number): FunctionErrorCode {
  if (status >= 200 && status < 300) return 'ok';
  switch (status) {
    case 0:
    case 500:
      return 'internal';
    case 400:
      return 'invalid-argument';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'permission-denied';
    case 404:
      return 'not-found';
    case 409:
      return 'aborted';
    case 429:
      return 'resource-exhausted';
    case 499:
      return 'cancelled';
    case 501:
      return 'unimplemented';
    case 503:
      return 'unavailable';
    case 504:
      return 'deadline-exceeded';
    default:
      return 'unknown';
  }
}

const KNOWN_CODES = new Set<string>([
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
]);

/** A canonical status name (`INVALID_ARGUMENT`) to the client code (`invalid-argument`). */
export function codeForStatusName(name: string): FunctionErrorCode | null {
  const code = name.toLowerCase().replace(/_/g, '-');
  return KNOWN_CODES.has(code) ? (code as FunctionErrorCode) : null;
}

export interface CallOptions {
  /** A bearer token; the browser's session cookie is sent as well (same origin). */
  token?: string;
  timeoutMs?: number;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
}

export async function callFunction<T = unknown>(name: string, data: unknown, options: CallOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(`${options.baseUrl ?? ''}/api/functions/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: data ?? null }),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted && !options.signal?.aborted) throw new FunctionsError('deadline-exceeded', 'deadline-exceeded');
    if (options.signal?.aborted) throw new FunctionsError('cancelled', 'cancelled');
    throw new FunctionsError('internal', 'internal', error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;

  const errorValue = record?.error;
  if (!response.ok || errorValue) {
    let code = codeForHttpStatus(response.status);
    let message: string = code;
    let details: unknown;
    if (errorValue && typeof errorValue === 'object') {
      const e = errorValue as { status?: unknown; message?: unknown; details?: unknown };
      if (typeof e.status === 'string') code = codeForStatusName(e.status) ?? 'internal';
      if (typeof e.message === 'string') message = e.message;
      details = e.details;
    }
    if (code !== 'ok') throw new FunctionsError(code, message, details);
  }
  if (!record) throw new FunctionsError('internal', 'Response is not valid JSON object.');
  if ('data' in record) return record.data as T;
  if ('result' in record) return record.result as T;
  throw new FunctionsError('internal', 'Response is missing data field.');
}
