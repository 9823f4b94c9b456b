import type { z } from 'zod';
import type { Logger } from '../logger';

/**
 * Callable functions and connector actions (PRODUCT.md §4). Each declares its input schema and
 * who may call it; the protocol layer parses, authorises and maps errors.
 */

export type Access = 'anyone' | 'user' | 'admin';

export interface CallerIdentity {
  id: string;
  email: string;
  admin: boolean;
}

export interface CallContext<C extends CallerIdentity | null = CallerIdentity | null> {
  caller: C;
  requestId: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface Callable<S extends z.ZodType = z.ZodType> {
  access: Access;
  input: S;
  handler: (input: z.infer<S>, context: CallContext) => Promise<unknown>;
}

export function defineCallable<S extends z.ZodType>(definition: {
  access: 'anyone';
  input: S;
  handler: (input: z.infer<S>, context: CallContext) => Promise<unknown>;
}): Callable<S>;
export function defineCallable<S extends z.ZodType>(definition: {
  access: 'user' | 'admin';
  input: S;
  handler: (input: z.infer<S>, context: CallContext<CallerIdentity>) => Promise<unknown>;
}): Callable<S>;
export function defineCallable<S extends z.ZodType>(definition: {
  access: Access;
  input: S;
  // `never`: either overload's handler fits; the protocol layer guarantees a caller for 'user'/'admin'.
  handler: (input: z.infer<S>, context: never) => Promise<unknown>;
}): Callable<S> {
  return definition as Callable<S>;
}

/** A function is either one callable or a connector: a table of actions chosen by `data.action`. */
export type FunctionDefinition = { kind: 'single'; callable: Callable } | { kind: 'connector'; actions: Record<string, Callable> };

export type FunctionRegistry = Record<string, FunctionDefinition>;
