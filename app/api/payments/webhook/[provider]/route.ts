import { getDb } from '@/platform/database';
import { applyPaymentEvent } from '@/modules/orders/server';
import { getPaymentProvider, paymentMode, WebhookSignatureError } from '@/modules/payments/server';
import { getLogger } from '@/platform/logger';

export const dynamic = 'force-dynamic';

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/**
 * The payment provider's webhook (docs/product.md §9): the only way an order becomes paid. The raw body
 * is verified against the provider's signature before anything is read from it; a bad signature
 * is 400 and changes nothing. A stored event id is acknowledged again without acting (replays).
 * An unexpected failure answers 503, so the provider delivers the event again later. Only the
 * configured provider's webhook exists: with none configured every one is 404 (docs/decisions/0028).
 */
export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider: name } = await params;
  const mode = paymentMode();
  if (mode === 'none' || name !== mode)
    return answer(404, { error: { status: 'NOT_FOUND', message: `No ${name} provider is configured.` } });
  const provider = getPaymentProvider();
  const raw = await request.text();
  let event;
  try {
    event = await provider.parseWebhook(raw, request.headers);
  } catch (error) {
    if (WebhookSignatureError.is(error)) {
      getLogger().warn({ provider: name, reason: error.message }, 'webhook refused');
      return answer(400, { error: { status: 'INVALID_ARGUMENT', message: 'Invalid signature.' } });
    }
    getLogger().error({ err: error, provider: name }, 'webhook could not be read');
    return answer(503, { error: { status: 'UNAVAILABLE', message: 'Try again later.' } });
  }
  try {
    const outcome = await applyPaymentEvent(await getDb(), provider, event);
    return answer(200, { received: true, outcome });
  } catch (error) {
    getLogger().error({ err: error, provider: name, eventId: event.eventId }, 'webhook event failed');
    return answer(503, { error: { status: 'UNAVAILABLE', message: 'Try again later.' } });
  }
}
