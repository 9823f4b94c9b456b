import { safeParse, type $ZodType, type input, type output } from 'zod/v4/core';

/**
 * One realtime event, declared once (name + zod schema) in the module that owns it and used on both
 * sides: the server publishes `definition.on(topic, payload)` (typed, through the realtime bus), the
 * browser reads `definition.parse(data)` and listens for `definition.type`. Browser-safe: declare
 * the schemas with `zod/mini`, which the browser bundle can tree-shake (classic zod added ~25 kB
 * gzip to every page when the header's user channel parsed with it).
 */
export interface EventDefinition<T extends string, S extends $ZodType> {
  readonly type: T;
  readonly schema: S;
  /** The event for publishEvents: the payload is checked by the compiler, not again at run time. */
  on(topic: string, payload: input<S>): { topic: string; type: T; payload: input<S> };
  /** An SSE message's data as this event; null when it is not one. */
  parse(data: string): output<S> | null;
}

export function defineEvent<T extends string, S extends $ZodType>(type: T, schema: S): EventDefinition<T, S> {
  return {
    type,
    schema,
    on: (topic, payload) => ({ topic, type, payload }),
    parse(data) {
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        return null;
      }
      const result = safeParse(schema, value);
      return result.success ? result.data : null;
    },
  };
}

/** The payload type of a declared event, as the browser reads it. */
export type EventPayload<E> = E extends EventDefinition<string, infer S> ? output<S> : never;
