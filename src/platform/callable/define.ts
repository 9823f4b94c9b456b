import { z } from 'zod';
import type { Logger } from '../logger';
import type { RequestSite } from '../http/site-origins';

/**
 * Callable functions and connector actions (docs/product.md §4). Each declares its input schema and
 * who may call it; the protocol layer parses, authorises and maps errors.
 */

export type Access = 'anyone' | 'user' | 'admin';

export interface CallerIdentity {
  id: string;
  email: string;
  admin: boolean;
  /** Whether the account's e-mail is verified (where the caller's resolver knows it). */
  emailVerified?: boolean;
}

export interface CallContext<C extends CallerIdentity | null = CallerIdentity | null> {
  caller: C;
  requestId: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The client's address for rate limits (src/platform/http/client-address.ts); null where unknown. */
  clientAddress: string | null;
  /**
   * Where the request says it came from (its Origin header, the host it was sent to): claims, to be
   * matched against the site's origins (src/platform/http/site-origins.ts) before any use.
   */
  site: RequestSite;
}

export interface Callable<S extends z.ZodType = z.ZodType, R = unknown> {
  access: Access;
  input: S;
  handler: (input: z.infer<S>, context: CallContext) => Promise<R>;
}

/**
 * One callable or connector action: its input schema, who may call it, and a handler whose answer
 * type is inferred (and reaches the browser through `callAction`, see ./client.ts).
 */
export function defineCallable<S extends z.ZodType, R>(definition: {
  access: 'anyone';
  input: S;
  handler: (input: z.infer<S>, context: CallContext) => Promise<R>;
}): Callable<S, R>;
export function defineCallable<S extends z.ZodType, R>(definition: {
  access: 'user' | 'admin';
  input: S;
  handler: (input: z.infer<S>, context: CallContext<CallerIdentity>) => Promise<R>;
}): Callable<S, R>;
export function defineCallable<S extends z.ZodType, R>(definition: {
  access: Access;
  input: S;
  // `never`: either overload's handler fits; the protocol layer guarantees a caller for 'user'/'admin'.
  handler: (input: z.infer<S>, context: never) => Promise<R>;
}): Callable<S, R> {
  return definition as Callable<S, R>;
}

/** A module's connector actions, by action name (each module's actions.ts exports one). */
// `any`: a table of actions with different inputs and answers; each entry keeps its own types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ActionTable = Record<string, Callable<any, unknown>>;

/** A function is either one callable or a connector: a table of actions chosen by `data.action`. */
export type FunctionDefinition = { kind: 'single'; callable: Callable } | { kind: 'connector'; actions: ActionTable };

export type FunctionRegistry = Record<string, FunctionDefinition>;

/** The input of an action that takes no data (extra fields are ignored, as before). */
export const emptyInput = z.object({}).passthrough();
