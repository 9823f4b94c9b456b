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
        <ul className="mt-10 space-y-4 text-lg">
          <Promise title="Säker betalning">Kort, Swish eller Klarna – pengarna hålls tills du har fått föremålet.</Promise>
          <Promise title="Trygg inloggning">Ditt konto skyddas av lösenord och bekräftad e-post.</Promise>
          <Promise title="Personliga bevakningar">Följ föremål du gillar och få besked innan klubban faller.</Promise>
        </ul>
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
          <p className="mt-2 text-xs text-muted">
            Inloggning med Google stöds inte längre. Har du loggat in med Google tidigare, välj ”Glömt lösenord?” för att skapa ett
            lösenord.
          </p>
        </div>
      </section>
    </div>
  );
}

function Promise({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-accent" />
      <span>
        <strong className="block font-semibold">{title}</strong>
        <span className="text-base text-white/70">{children}</span>
      </span>
    </li>
  );
}
