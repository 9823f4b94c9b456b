import { z } from 'zod';
import { runAsAdminAction } from '../audit';
import { isDatabaseUnavailableError } from '../database-unavailable';
import { AppError } from '../errors';
import { clientAddress } from '../http/client-address';
import { errorBody } from '../http/json-route';
import { CROSS_SITE_MESSAGE, isCrossSiteCookieRequest } from '../http/same-site';
import { getLogger, requestIdOf } from '../logger';
import { isUnstorableTextError, UNSTORABLE_TEXT_MESSAGE } from '../text-input';
import type { CallerIdentity, Callable, FunctionRegistry } from './define';
import { swedishInputIssue } from './zod-messages';

/**
 * The server side of the callable protocol: `POST /api/functions/{name}` with `{"data": …}`;
 * `{"result": …}` on success, `{"error": {status, message, details?}}` with the canonical HTTP
 * status on failure. Bad input is never a 500.
 */

const MAX_BODY_BYTES = 1_000_000;

export interface HandleOptions {
  registry: FunctionRegistry;
  resolveCaller: (headers: Headers) => Promise<CallerIdentity | null>;
}

/** A call as any transport hands it over: the headers, and the body read on demand. */
export interface CallRequest {
  headers: Headers;
  /** The host the request was addressed to, where the headers do not say (a web Request's URL). */
  host?: string;
  /** The body as text; rejects with an AppError when it is larger than `limit` bytes. */
  readText(limit: number): Promise<string>;
}

/** The answer to write: HTTP status and JSON body (the headers are always those of `answerHeaders`). */
export interface CallAnswer {
  status: number;
  body: string;
  requestId: string;
}

/** The response headers of every answer. */
export function answerHeaders(requestId: string): Record<string, string> {
  return { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-request-id': requestId };
}

/** The protocol over a web Request (the Next.js route handler, tests). */
export async function handleCallable(name: string, request: Request, options: HandleOptions): Promise<Response> {
  const answer = await answerCall(
    name,
    { headers: request.headers, host: new URL(request.url).host, readText: () => request.text() },
    options,
  );
  return new Response(answer.body, { status: answer.status, headers: answerHeaders(answer.requestId) });
}

/** The protocol itself, whatever carried the request. */
export async function answerCall(name: string, request: CallRequest, options: HandleOptions): Promise<CallAnswer> {
  const requestId = requestIdOf(request.headers);
  const log = getLogger().child({ requestId, fn: name });
  const started = performance.now();
  let action: string | undefined;
  try {
    // The CSRF rule (src/platform/http/same-site.ts): the fast lane answers before proxy.ts, so it is checked here too.
    if (isCrossSiteCookieRequest(request.headers, request.host)) throw new AppError('PERMISSION_DENIED', CROSS_SITE_MESSAGE);
    const definition = Object.prototype.hasOwnProperty.call(options.registry, name) ? options.registry[name] : undefined;
    if (!definition) throw new AppError('NOT_FOUND', `Funktionen ${name} finns inte.`);

    const data = await readData(request);
    let callable: Callable;
    let input: unknown = data;
    if (definition.kind === 'connector') {
      const record = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
      if (!record || typeof record.action !== 'string' || record.action === '') {
        throw new AppError('INVALID_ARGUMENT', 'Fältet action saknas.');
      }
      action = record.action;
      const found = Object.prototype.hasOwnProperty.call(definition.actions, action) ? definition.actions[action] : undefined;
      if (!found) throw new AppError('INVALID_ARGUMENT', `Okänd åtgärd: ${action}.`);
      callable = found;
      const { action: _omit, ...rest } = record;
      input = rest;
    } else {
      callable = definition.callable;
    }

    const caller = callable.access === 'anyone' && !needsCaller(request) ? null : await options.resolveCaller(request.headers);
    if (callable.access !== 'anyone' && !caller) throw new AppError('UNAUTHENTICATED');
    if (callable.access === 'admin' && !caller?.admin) throw new AppError('PERMISSION_DENIED');

    // The schemas' own messages win; anything zod would word in English is worded in Swedish.
    const parsed = callable.input.safeParse(input ?? {}, { error: swedishInputIssue });
    if (!parsed.success) {
      throw new AppError('INVALID_ARGUMENT', firstMessage(parsed.error), {
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
    const site = {
      origin: request.headers.get('origin'),
      host: request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.host ?? null,
    };
    const call = () =>
      callable.handler(parsed.data, { caller, requestId, logger: log, clientAddress: clientAddress(request.headers), site });
    // An admin's call runs as an admin action: the studio's commands it reaches write audit rows naming them.
    const result = caller?.admin ? await runAsAdminAction({ actorId: caller.id, action: action ?? name }, call) : await call();
    log.info({ action, ms: Math.round(performance.now() - started) }, 'callable ok');
    return json({ result: result ?? null }, 200, requestId);
  } catch (error) {
    // Text the database cannot hold (U+0000) that no input schema caught is bad input, not a 500;
    // the transaction it broke was rolled back, so nothing already saved is lost.
    const appError = AppError.is(error)
      ? error
      : isUnstorableTextError(error)
        ? new AppError('INVALID_ARGUMENT', UNSTORABLE_TEXT_MESSAGE)
        : null;
    if (appError) {
      log.info({ action, code: appError.code, ms: Math.round(performance.now() - started) }, 'callable refused');
      return json(errorBody(appError), appError.httpStatus, requestId);
    }
    // The database out of reach (stopped, restarting): UNAVAILABLE, and the client tries again in a
    // moment. A transaction it cut off was not committed, or was committed whole; never half.
    if (isDatabaseUnavailableError(error)) {
      log.warn({ action, code: 'UNAVAILABLE', err: error instanceof Error ? error.message : String(error) }, 'callable unavailable');
      return json(errorBody(new AppError('UNAVAILABLE')), 503, requestId);
    }
    log.error({ action, err: error }, 'callable failed');
    return json(errorBody(new AppError('INTERNAL')), 500, requestId);
  }
}

function needsCaller(request: CallRequest): boolean {
  return Boolean(request.headers.get('authorization') || request.headers.get('cookie'));
}

export const tooLarge = () => new AppError('INVALID_ARGUMENT', 'Förfrågan är för stor.');

async function readData(request: CallRequest): Promise<unknown> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw tooLarge();
  const text = await request.readText(MAX_BODY_BYTES);
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_ARGUMENT', 'Förfrågan är inte giltig JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
    throw new AppError('INVALID_ARGUMENT', 'Förfrågan saknar fältet data.');
  }
  return (body as { data: unknown }).data;
}

function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Ogiltiga uppgifter.';
  if (issue.path.length) return `Ogiltigt värde för ${issue.path.join('.')}: ${issue.message}`;
  return issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
}

function json(body: unknown, status: number, requestId: string): CallAnswer {
  return { status, body: JSON.stringify(body), requestId };
}
