import 'server-only';
import { PostHog } from 'posthog-node';
import type { CategoryKey } from '@/keys';
import { getEnv } from './env';
import { getLogger } from './logger';
import { peekProcessSingleton, processSingleton, setProcessSingleton } from './singleton';

/**
 * The server's analytics: the few events the studio follows, sent with posthog-node
 * straight to NEXT_PUBLIC_POSTHOG_HOST (not through the browser's /ingest relay) when both the key
 * and the host are set; without them every call does nothing. No personal data: no user id, e-mail,
 * name, address or IP. Each event is filed under the thing it is about (`lot:12`, `order:7`), never
 * a person, and PostHog is told to make no person profile and to look up no location.
 *
 * Events are queued by posthog-node and sent in the background (20 at a time or every 10 s), so a
 * command never waits for PostHog, and a failure is logged at warn, never thrown to the caller.
 */

/** Each event's properties: ids, amounts, counts and keys only. Amounts say their unit in the name. */
export interface ServerEventProperties {
  /** An accepted bid (a refused one sends nothing). Prices in whole kronor. */
  'bid placed': { lot_id: number; category: CategoryKey; price_sek: number; bid_count: number; raised_price: boolean };
  /** A lot ended sold, at its end time or by buy now. Hammer price in whole kronor. */
  'lot sold': { lot_id: number; category: CategoryKey; hammer_price_sek: number; bid_count: number; via_buy_now: boolean };
  'valuation submitted': { valuation_id: number; category: CategoryKey; image_count: number };
  /** An order paid through the payment provider: the amount paid, in öre, and how (card, swish, klarna, other). */
  'order paid': { order_id: number; total_ore: number; payment_method: string };
}

export type ServerEvent = keyof ServerEventProperties;

/** Who an event is filed under: the lot, valuation or order, never a person. */
const DISTINCT_ID: { [E in ServerEvent]: (properties: ServerEventProperties[E]) => string } = {
  'bid placed': (p) => `lot:${p.lot_id}`,
  'lot sold': (p) => `lot:${p.lot_id}`,
  'valuation submitted': (p) => `valuation:${p.valuation_id}`,
  'order paid': (p) => `order:${p.order_id}`,
};

/** The message handed to posthog-node's capture() for an event (pure; tested on its own). */
export function serverEventMessage<E extends ServerEvent>(event: E, properties: ServerEventProperties[E]) {
  return {
    distinctId: DISTINCT_ID[event](properties),
    event,
    // No person profile for an id that is not a person.
    properties: { ...properties, $process_person_profile: false },
    // The server's own IP says nothing about anyone; PostHog is told not to place it on a map.
    disableGeoip: true,
  };
}

interface Holder {
  client: PostHog | null;
}

const SLOT = 'ServerAnalytics';

function createHolder(): Holder {
  const env = getEnv();
  const key = env.NEXT_PUBLIC_POSTHOG_KEY;
  const host = env.NEXT_PUBLIC_POSTHOG_HOST;
  if (!key || !host) return { client: null };
  const client = new PostHog(key, { host, disableGeoip: true });
  client.on('error', (error: unknown) => getLogger().warn({ err: error }, 'analytics: PostHog did not take the events'));
  return { client };
}

/** The process's client, made on first use; null when no key or host is set. */
function client(): PostHog | null {
  return processSingleton<Holder>(SLOT, createHolder).client;
}

/**
 * Queues one event; returns at once. Call it only after the change it reports has committed
 * (see PendingServerEvents). Never throws: analytics must not fail a bid or a payment.
 */
export function captureServerEvent<E extends ServerEvent>(event: E, properties: ServerEventProperties[E]): void {
  try {
    client()?.capture(serverEventMessage(event, properties));
  } catch (error) {
    getLogger().warn({ err: error, event }, 'analytics: could not queue a server event');
  }
}

/**
 * Events a command collects inside its transaction and sends once it has committed: add() inside
 * the transaction, send() after `db.transaction(…)` has returned. A transaction that fails throws
 * past send(), so a refused or rolled-back change sends nothing.
 */
export class PendingServerEvents {
  private readonly pending: (() => void)[] = [];

  add<E extends ServerEvent>(event: E, properties: ServerEventProperties[E]): void {
    this.pending.push(() => captureServerEvent(event, properties));
  }

  send(): void {
    for (const capture of this.pending.splice(0)) capture();
  }
}

/** Sends what is queued now and waits for it (tests; a script before it exits). Never throws. */
export async function flushServerAnalytics(): Promise<void> {
  const holder = peekProcessSingleton<Holder>(SLOT);
  if (!holder?.client) return;
  try {
    await holder.client.flush();
  } catch (error) {
    getLogger().warn({ err: error }, 'analytics: could not send the queued server events');
  }
}

/**
 * Sends what is queued, waiting at most `timeoutMs`, and closes the client (the server's graceful
 * shutdown). The slot is emptied: a later event makes a new client from the configuration then
 * (tests switch configurations this way). Never throws.
 */
export async function shutdownServerAnalytics(timeoutMs = 5_000): Promise<void> {
  const holder = peekProcessSingleton<Holder>(SLOT);
  setProcessSingleton(SLOT, undefined);
  if (!holder?.client) return;
  try {
    await holder.client.shutdown(timeoutMs);
  } catch (error) {
    getLogger().warn({ err: error }, 'analytics: could not send the last server events');
  }
}
