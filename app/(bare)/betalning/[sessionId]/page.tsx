import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import Link from '@/ui/link';
import { formatEndTime, formatOre } from '@/ui/format';
import { FormMessage } from '@/ui/form';
import { TestProviderFrame } from '@/modules/payments/components/test-provider-frame';
import { getSessionUser } from '@/modules/accounts/server';
import { getBuyersTestSession } from '@/modules/orders/server';
import { getTestRefunds, paymentMode, TEST_METHODS, testPageErrorMessage } from '@/modules/payments/server';
import { getDb } from '@/platform/database';

export const metadata: Metadata = { title: 'Betalning – testleverantör', robots: { index: false } };

const BACK = '/user#mina-kop';

/**
 * The test provider's hosted payment page (CREATE_CHECKOUT_SESSION's url when no Stripe key is
 * set, docs/product.md §9): the lines and total, Kort, Swish or Klarna, "Betala" and "Avbryt". A plain
 * HTML form posting to /api/payments/test/checkout, which answers with the redirect a provider
 * would make; works without JavaScript.
 *
 * Only where the test provider is in use, and only for the signed-in buyer of the session's order
 * (docs/decisions/0028): anyone else — signed out, another user, an unknown session — gets the
 * site's 404, the same for all. Errors come as a fixed `?fel=` code; an unknown code shows nothing.
 */
export default async function TestCheckoutPage({
  params,
  searchParams,
}: {
  params: Promise<{ sessionId: string }>;
  searchParams: Promise<{ fel?: string | string[] }>;
}) {
  await connection();
  if (paymentMode() !== 'test') notFound();
  const [{ sessionId }, query] = await Promise.all([params, searchParams]);
  const user = await getSessionUser(await headers());
  const session = user ? await getBuyersTestSession(await getDb(), sessionId, user.id) : null;
  if (!session) notFound();
  const now = new Date();

  if (session.status !== 'open' || session.expiresAt <= now) {
    const { title, text } =
      session.status === 'complete'
        ? { title: 'Betalningen är redan genomförd', text: 'Det här köpet är betalt. Du hittar kvittot under Mina köp.' }
        : { title: 'Betalsidan har gått ut', text: 'Ingenting har dragits. Gå tillbaka till ditt köp och starta betalningen igen.' };
    const refunds = session.status === 'complete' ? await getTestRefunds(await getDb(), session.orderId) : [];
    return (
      <TestProviderFrame title={title}>
        <p className="mt-3 text-[#3c4257]">{text}</p>
        {refunds.length > 0 ? (
          <table className="tabular mt-5 w-full text-sm text-[#1a1f36]" data-testid="test-refunds">
            <caption className="mb-2 text-left font-medium">Återbetalningar</caption>
            <tbody>
              {refunds.map((refund) => (
                <tr key={refund.id} className="border-b border-[#e3e8ee]">
                  <th scope="row" className="py-2.5 pr-4 text-left font-normal">
                    {formatEndTime(refund.createdAt)}
                  </th>
                  <td className="py-2.5 text-right whitespace-nowrap">{formatOre(refund.amountOre)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <Link href={BACK} className="mt-6 inline-flex min-h-11 items-center font-medium text-[#1a1f36] underline underline-offset-4">
          Tillbaka till Mina köp
        </Link>
      </TestProviderFrame>
    );
  }

  const error = testPageErrorMessage(query.fel);
  const total = formatOre(session.amountOre);
  return (
    <TestProviderFrame title="Betala till Klubban">
      <p
        className="mt-2 inline-flex min-h-6 items-center rounded-full bg-[#fff4d6] px-2.5 text-xs font-semibold text-[#6b4a00]"
        data-testid="test-mode"
      >
        Testläge – inga pengar dras
      </p>
      <table className="tabular mt-5 w-full text-sm text-[#1a1f36]">
        <caption className="sr-only">Det här betalar du</caption>
        <tbody>
          {session.lines.map((line, index) => (
            <tr key={index} className="border-b border-[#e3e8ee]">
              <th scope="row" className="py-2.5 pr-4 text-left font-normal">
                {line.name}
              </th>
              <td className="py-2.5 text-right whitespace-nowrap">{formatOre(line.amountOre)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-4 text-left text-base font-semibold">
              Totalt
            </th>
            <td className="pt-3 text-right text-base font-semibold whitespace-nowrap" data-testid="checkout-total">
              {total}
            </td>
          </tr>
        </tfoot>
      </table>

      <form method="post" action="/api/payments/test/checkout" className="mt-6 space-y-5">
        <input type="hidden" name="sessionId" value={session.id} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-[#1a1f36]">Betalsätt</legend>
          <div className="grid gap-2">
            {TEST_METHODS.map((method) => (
              <label
                key={method.value}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-[#c9d0d9] px-4 text-[#1a1f36] has-checked:border-[#635bff] has-checked:bg-[#f5f4ff] has-focus-visible:outline-2 has-focus-visible:outline-[#635bff]"
              >
                <input type="radio" name="method" value={method.value} required className="size-5 accent-[#635bff]" />
                <span className="font-medium">{method.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {error ? <FormMessage>{error}</FormMessage> : null}
        <div className="grid gap-3">
          <button
            type="submit"
            name="action"
            value="pay"
            className="h-12 w-full rounded-lg bg-[#635bff] font-semibold text-white hover:bg-[#4b45c6]"
          >
            Betala {total}
          </button>
          <button
            type="submit"
            name="action"
            value="cancel"
            formNoValidate
            className="h-12 w-full rounded-lg border border-[#c9d0d9] bg-white font-semibold text-[#1a1f36] hover:border-[#3c4257]"
          >
            Avbryt
          </button>
        </div>
      </form>
      <p className="mt-4 text-xs text-[#4f566b]">
        Till {session.buyerEmail}. Sidan gäller till {formatEndTime(session.expiresAt)}.
      </p>
    </TestProviderFrame>
  );
}
