import { getDb } from '@/platform/database';
import { completeTestOnboarding, paymentMode, testPageErrorOf } from '@/modules/payments/server';
import { AppError } from '@/platform/errors';
import { formRefused, readForm } from '@/platform/http/form';
import { errorResponse } from '@/platform/http/json-route';
import { getLogger } from '@/platform/logger';

export const dynamic = 'force-dynamic';

const LINK_FIELDS = ['utgar', 'tillbaka', 'ny', 'sig'] as const;

/**
 * The test provider's onboarding form (a plain HTML form, so it works without JavaScript): saves
 * the payout details and sends the seller back to Klubban, or back to the form with the error as
 * a fixed `?fel=` code. Only where the test provider is in use (docs/decisions/0028).
 */
export async function POST(request: Request) {
  if (paymentMode() !== 'test') return errorResponse(new AppError('NOT_FOUND', 'Sidan finns inte.'));
  const form = await readForm(request);
  if (!form) return formRefused();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const accountId = field('accountId');
  const params = Object.fromEntries(LINK_FIELDS.map((name) => [name, field(name)]));
  const see = (location: string) => new Response(null, { status: 303, headers: { location } });
  try {
    const { back } = await completeTestOnboarding(await getDb(), {
      accountId,
      params,
      holderName: field('holderName'),
      bankAccount: field('bankAccount'),
    });
    return see(back);
  } catch (error) {
    if (!AppError.is(error)) getLogger().error({ err: error }, 'test onboarding failed');
    // The typed name goes back into its field (never shown as a message); the error is a fixed code.
    const again = new URLSearchParams({ ...params, fel: testPageErrorOf(error), namn: field('holderName').slice(0, 120) });
    return see(`/betalning/konto/${encodeURIComponent(accountId)}?${again}`);
  }
}
