import type { Metadata } from 'next';
import Link from '@/ui/link';
import { guardPage } from '@/modules/accounts/server';
import { ValuationForm } from '@/modules/valuations/components/valuation-form';

export const metadata: Metadata = { title: 'Begär värdering', robots: { index: false } };

/** The valuation request (requireAuth: a visitor signs in and comes back to the form, the draft kept in the browser). */
export default async function ValuationRequestPage() {
  const { me, denied } = await guardPage({ next: '/salj/vardering', sessionOnly: true });
  if (!me) return denied;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <nav aria-label="Brödsmulor" className="text-sm text-muted">
        <Link href="/salj" className="underline underline-offset-4 hover:text-ink">
          Sälj
        </Link>
        <span aria-hidden> / </span>
        <span aria-current="page">Begär värdering</span>
      </nav>
      <div className="mt-4 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <div>
          <h1 className="font-serif text-4xl font-semibold leading-tight sm:text-5xl">Begär värdering</h1>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted">
            Berätta om ditt föremål och skicka några bilder. Vi svarar med ett utrop och ett startpris – kostnadsfritt.
          </p>
          <div className="mt-8">
            <ValuationForm />
          </div>
        </div>
        <aside className="self-start rounded-2xl border border-line p-6 lg:sticky lg:top-24">
          <h2 className="font-serif text-xl font-semibold">Så går det till</h2>
          <ol className="mt-4 space-y-4 text-sm leading-relaxed">
            <li>
              <strong className="block text-base">1. Vi värderar</strong>
              Oftast inom några vardagar. Du får svaret per e-post och under Mina värderingar.
            </li>
            <li>
              <strong className="block text-base">2. Du bestämmer</strong>
              Godkänn erbjudandet eller avböj – det kostar ingenting.
            </li>
            <li>
              <strong className="block text-base">3. Under klubban</strong>
              Vi fotograferar, beskriver och lägger ut föremålet i en söndagsauktion.
            </li>
          </ol>
          <p className="mt-6 text-sm text-muted">
            Det du skriver sparas i din webbläsare tills du skickar, så inget försvinner om du behöver logga in.
          </p>
        </aside>
      </div>
    </div>
  );
}
