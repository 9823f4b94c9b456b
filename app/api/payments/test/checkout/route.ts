import { getDb } from '@/platform/database';
import { getCaller } from '@/modules/accounts/server';
import { getBuyersTestSession } from '@/modules/orders/server';
import { enqueueJob } from '@/platform/jobs';
import { payTestSession, paymentMode, testPageErrorOf, testWebhookJob } from '@/modules/payments/server';
import { AppError } from '@/platform/errors';
import { formRefused, readForm } from '@/platform/http/form';
import { errorResponse } from '@/platform/http/json-route';
import { getLogger } from '@/platform/logger';

export const dynamic = 'force-dynamic';

/**
 * The test provider's hosted payment page, submitted (a plain HTML form: works without
 * JavaScript). "Betala" completes the session and queues its signed webhook; "Avbryt" goes back
 * to Klubban's cancel address, leaving the session open as a real provider does.
 *
 * Only where the test provider is in use, and only for the signed-in buyer of the session's order
 * (docs/decisions/0028). Everyone else — no session cookie, another user, an unknown session, or a
 * server whose payments are Stripe or none — gets the same 404, so a missing session and another
 * user's look alike. (No redirect to sign-in: the buyer reached the page signed in, and the
 * posted form could not be replayed after signing in anyway.) A refusal of the payment itself
 * comes back as a fixed `?fel=` code, never as text.
 */
export async function POST(request: Request) {
  const notFound = () => errorResponse(new AppError('NOT_FOUND', 'Betalningen finns inte.'));
  if (paymentMode() !== 'test') return notFound();
  const form = await readForm(request);
  if (!form) return formRefused();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const caller = await getCaller(request.headers);
  const db = await getDb();
  const session = caller ? await getBuyersTestSession(db, field('sessionId'), caller.id) : null;
  if (!session) return notFound();
  const see = (location: string) => new Response(null, { status: 303, headers: { location } });
  if (field('action') === 'cancel') return see(session.cancelUrl);
  try {
    const { successUrl } = await payTestSession(db, { sessionId: session.id, method: field('method') }, (tx, event) =>
      enqueueJob(tx, testWebhookJob.job({ event }, { maxAttempts: 10 })),
    );
    return see(successUrl);
  } catch (error) {
    if (!AppError.is(error)) getLogger().error({ err: error }, 'test payment failed');
    return see(`/betalning/${encodeURIComponent(session.id)}?fel=${testPageErrorOf(error)}`);
  }
}
