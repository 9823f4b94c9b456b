import { getDb } from '@/db';
import { enqueueJob } from '@/platform/jobs';
import { getTestSession, payTestSession, testWebhookJob } from '@/modules/payments/server';
import { AppError } from '@/platform/errors';
import { formRefused, readForm } from '@/platform/http/form';
import { getLogger } from '@/platform/logger';

export const dynamic = 'force-dynamic';

/**
 * The test provider's hosted payment page, submitted (a plain HTML form: works without
 * JavaScript). "Betala" completes the session and queues its signed webhook; "Avbryt" goes back
 * to Klubban's cancel address, leaving the session open as a real provider does.
 */
export async function POST(request: Request) {
  const form = await readForm(request);
  if (!form) return formRefused();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const sessionId = field('sessionId');
  const see = (location: string) => new Response(null, { status: 303, headers: { location } });
  const db = await getDb();
  if (field('action') === 'cancel') {
    const session = await getTestSession(db, sessionId);
    return see(session?.cancelUrl ?? '/user#mina-kop');
  }
  try {
    const { successUrl } = await payTestSession(db, { sessionId, method: field('method') }, (tx, event) =>
      enqueueJob(tx, testWebhookJob.job({ event }, { maxAttempts: 10 })),
    );
    return see(successUrl);
  } catch (error) {
    if (!AppError.is(error)) getLogger().error({ err: error }, 'test payment failed');
    const message = AppError.is(error) ? error.message : 'Något gick fel. Försök igen.';
    return see(`/betalning/${encodeURIComponent(sessionId)}?${new URLSearchParams({ fel: message })}`);
  }
}
