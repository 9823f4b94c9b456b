import { SignInForm } from './sign-in-form';

/**
 * The sign-in and sign-up screen (spec §2): on desktop a promotional panel beside a card, on
 * mobile a short intro. Also what a requireAuth page shows a signed-out visitor.
 */
export function AuthScreen({ next, headingLevel = 1 }: { next?: string; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-2 lg:gap-12 lg:py-14">
      <aside className="hidden flex-col justify-between rounded-2xl bg-ink p-10 text-white lg:flex" aria-label="Därför Klubban">
        <div>
          <p className="text-sm uppercase tracking-widest text-white/60">Klubban</p>
          <p className="mt-6 font-serif text-5xl font-semibold leading-tight">Konst och design, kurerat för dig</p>
        </div>
        <Promises tone="dark" className="mt-10 space-y-4 text-lg" />
      </aside>

      <section className="mx-auto w-full max-w-md lg:max-w-none">
        <div className="lg:hidden">
          <p className="text-sm text-muted">Konst och design, kurerat för dig. Bjud, bevaka och sälj – allt med din e-post.</p>
        </div>
        <div className="mt-4 rounded-2xl border border-line p-6 sm:p-8 lg:mt-0">
          <Heading className="font-serif text-3xl font-semibold">Logga in eller skapa konto</Heading>
          <p className="mt-1 hidden text-muted lg:block">Använd din e-post.</p>
          <div className="mt-6">
            <SignInForm next={next} />
          </div>
          <p className="mt-6 text-xs text-muted">Vi delar aldrig din e-post med tredje part.</p>
          {/* The note that Google sign-in is gone is the form's, for the account it concerns (sign-in-flow.ts). */}
        </div>
        {/* On a phone the promises follow the form (spec §1: the sign-in page promises them); on a desktop they are beside it. */}
        <Promises tone="light" className="mt-6 space-y-3 text-sm lg:hidden" label="Därför Klubban" />
      </section>
    </div>
  );
}

/** What the sign-in page promises (spec §1): secure payment, safe login, personal watchlists. */
const PROMISES = [
  { title: 'Säker betalning', text: 'Kort, Swish eller Klarna – pengarna hålls tills du har fått föremålet.' },
  { title: 'Trygg inloggning', text: 'Ditt konto skyddas av lösenord och bekräftad e-post.' },
  { title: 'Personliga bevakningar', text: 'Följ föremål du gillar och få besked innan klubban faller.' },
] as const;

/** The promises as a list, in the dark panel beside the form or in the light under it. */
function Promises({ tone, className, label }: { tone: 'dark' | 'light'; className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {PROMISES.map((promise) => (
        <Promise key={promise.title} title={promise.title} tone={tone}>
          {promise.text}
        </Promise>
      ))}
    </ul>
  );
}

function Promise({ title, tone, children }: { title: string; tone: 'dark' | 'light'; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden className={`shrink-0 rounded-full bg-accent ${tone === 'dark' ? 'mt-2 h-2.5 w-2.5' : 'mt-1.5 h-2 w-2'}`} />
      <span>
        <strong className="block font-semibold">{title}</strong>
        <span className={tone === 'dark' ? 'text-base text-white/70' : 'text-muted'}>{children}</span>
      </span>
    </li>
  );
}
