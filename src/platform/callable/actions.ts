import type { z } from 'zod';
import { callFunction, type CallOptions } from './client';
import type { Callable } from './define';

/**
 * The typed contract between the browser and the connector: every action's name, input and answer,
 * inferred from the modules' actions.ts. The server's registry (src/server/functions.ts) fills this
 * interface by declaration merging, so browser code is typed by the server's handlers without
 * importing them (nor anything above its own module).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ActionRegistry {}

export type ActionName = keyof ActionRegistry & string;

/** What JSON makes of a value: a Date arrives as its ISO string. */
export type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

export type ActionInput<N extends ActionName> = ActionRegistry[N] extends Callable<infer S, unknown> ? z.input<S> : never;
export type ActionAnswer<N extends ActionName> = ActionRegistry[N] extends Callable<z.ZodType, infer R> ? Jsonified<R> : never;

/** Calls one connector action: `callAction('BID_ON_AUCTION', { auctionId, amount })`. */
export function callAction<N extends ActionName>(name: N, input: ActionInput<N>, options?: CallOptions): Promise<ActionAnswer<N>> {
  return callFunction<ActionAnswer<N>>('connector', { action: name, ...(input as object) }, options);
}
