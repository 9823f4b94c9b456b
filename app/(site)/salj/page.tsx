import type { Metadata } from 'next';
import Link from '@/ui/link';
import { CATEGORY_LABELS, chipCategories } from '@/keys';
import { formatOre, formatPercent, formatSek } from '@/ui/format';
import { Prose } from '@/ui/prose-page';
import { STUDIO, StudioAddress } from '@/ui/studio-address';
import { DEFAULT_WEEKLY_CLOSE, orderAmounts } from '@/modules/auctions';
import { getFeeRates } from '@/modules/orders/server';

/** The description states the seller commission (PRODUCT.md §2), from the server's configuration. */
export async function generateMetadata(): Promise<Metadata> {
  const commission = formatPercent((await getFeeRates()).sellerCommissionPercent);
  return {
    title: 'Sälj',
    description: `Sälj konst, design och samlarföremål på Klubban. Begär en kostnadsfri värdering – ${commission} provision bara om föremålet säljs. Auktion varje söndag.`,
  };
}

/** The worked example's hammer price; the commission and the payout follow from it. */
const EXAMPLE_HAMMER_PRICE = 2_000;

/** "kl. 19.00" and "ett i minuten", from the weekly close the auctions are scheduled with. */
const FIRST_CLOSE = `kl.\u00a0${String(DEFAULT_WEEKLY_CLOSE.hour).padStart(2, '0')}.${String(DEFAULT_WEEKLY_CLOSE.minute).padStart(2, '0')}`;
const STAGGER = DEFAULT_WEEKLY_CLOSE.staggerSeconds === 60 ? 'ett i minuten' : `ett var ${DEFAULT_WEEKLY_CLOSE.staggerSeconds}:e sekund`;

const CATEGORIES = chipCategories().map((key) => ({ key, label: CATEGORY_LABELS[key] }));

const steps = (commission: string): ReadonlyArray<{ title: string; text: string }> => [
  {
    title: 'Begär värdering',
    text: 'Fyll i vårt formulär med några bilder på föremålet, mått, skick och det du vet om det – till exempel vem som har gjort det.',
  },
  {
    title: 'Vi värderar',
    text: 'Vi svarar med ett utrop, vår uppskattning av slutpriset, och ett startpris. Passar föremålet inte hos oss tackar vi nej och berättar varför.',
  },
  {
    title: 'Lämna in',
    text: `Tackar du ja på ditt konto lämnar du föremålet i studion på ${STUDIO.street}, eller så hämtar vi det efter överenskommelse.`,
  },
  {
    title: 'Under klubban',
    text: `Vi fotograferar och beskriver föremålet och lägger ut det i veckans auktion. Den avslutas på söndagskvällen: första föremålet ${FIRST_CLOSE} svensk tid, sedan ${STAGGER}.`,
  },
  {
    title: 'Du får betalt',
    text: `När köparen har fått föremålet betalar vi ut det klubbade priset minus ${commission} i provision.`,
  },
];

const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-accent px-6 text-center font-medium text-ink transition-colors hover:bg-accent-strong';
const secondaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-full border border-ink px-6 text-center font-medium text-ink transition-colors hover:bg-ink hover:text-white';

function Section({ id, title, last = false, children }: { id: string; title: string; last?: boolean; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={`border-t border-line pt-12 sm:pt-16 ${last ? 'pb-4' : 'pb-12 sm:pb-16'}`}>
      <h2 id={id} className="scroll-mt-24 font-serif text-3xl font-semibold leading-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function SellPage() {
  const rates = await getFeeRates();
  const commission = formatPercent(rates.sellerCommissionPercent);
  const example = orderAmounts(EXAMPLE_HAMMER_PRICE, rates);
  const examplePayoutOre = EXAMPLE_HAMMER_PRICE * 100 - example.sellerCommissionOre;
  return (
    <div className="mx-auto max-w-6xl px-4">
      <section className="grid gap-10 py-10 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center">
        <div>
          <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-widest text-muted">
            <span aria-hidden className="size-2.5 rounded-full bg-accent-strong" />
            Inlämning pågår
          </p>
          <h1 className="mt-3 font-serif text-4xl font-semibold leading-tight sm:text-6xl">Sälj hos Klubban</h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted">
            Vi tar in konst, design och samlarföremål till söndagens auktioner just nu. Begär en värdering med några bilder så berättar vi
            vad ditt föremål kan vara värt. Vi sköter foto, text, budgivning, betalning och leverans.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link href="/salj/vardering" className={primaryButton}>
              Begär värdering
            </Link>
            <a href="#sa-gar-det-till" className={secondaryButton}>
              Så går det till
            </a>
          </div>
        </div>
        <ul className="grid gap-4 rounded-2xl bg-ground p-6 sm:grid-cols-3 lg:grid-cols-1">
          <li>
            <p className="font-serif text-xl font-semibold">Kostnadsfri värdering</p>
            <p className="mt-1 text-sm text-muted">Du bestämmer dig först när du har fått vårt svar.</p>
          </li>
          <li>
            <p className="font-serif text-xl font-semibold">{commission} provision</p>
            <p className="mt-1 text-sm text-muted">Bara om föremålet säljs – annars kostar det ingenting.</p>
          </li>
          <li>
            <p className="font-serif text-xl font-semibold">Auktion varje söndag</p>
            <p className="mt-1 text-sm text-muted">Nätauktion för köpare i hela Sverige.</p>
          </li>
        </ul>
      </section>

      <Section id="sa-gar-det-till" title="Så går det till">
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {steps(commission).map((step, index) => (
            <li key={step.title} className="flex gap-4 lg:flex-col">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-serif text-lg font-semibold"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold leading-snug">{step.title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="vad-vi-tar-emot" title="Det här tar vi emot">
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">
          Konst, design och samlarföremål med ett andrahandsvärde. På Klubban säljs de i {CATEGORIES.length} kategorier:
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4" data-testid="sell-categories">
          {CATEGORIES.map((category) => (
            <li key={category.key} className="flex gap-2.5 border-b border-line pb-3 leading-snug sm:gap-3">
              <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-accent-strong" />
              {category.label}
            </li>
          ))}
        </ul>
        <Prose className="max-w-2xl">
          <h3>Det här säljer bra</h3>
          <p>
            Signerad konst och grafik, möbler och belysning av kända formgivare, nordiskt glas och keramik från 1900-talet och smycken i
            silver och guld – gärna i gott skick och med signatur, stämpel eller en känd historia. Vi tar också emot hela samlingar och
            dödsbon. Massproducerade föremål med lågt andrahandsvärde tackar vi oftast nej till, men är du osäker: fråga hellre en gång för
            mycket.
          </p>
        </Prose>
      </Section>

      <Section id="avgifter" title="Vad kostar det?">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <Prose>
            <ul>
              <li>Värderingen är kostnadsfri, och du förbinder dig inte till något förrän du har tackat ja.</li>
              <li>
                Säljs föremålet tar vi {commission} i provision på det klubbade priset. Provisionen dras av från utbetalningen, så du
                betalar ingenting i förväg.
              </li>
              <li>Säljs det inte betalar du ingen provision.</li>
              <li>Köparens slagavgift läggs ovanpå det klubbade priset och påverkar inte det du får.</li>
            </ul>
            <h3>När får jag betalt?</h3>
            <p>
              Köparen betalar till oss inom 7 dagar efter att auktionen har avslutats. Vi håller pengarna tills köparen har fått föremålet,
              det vill säga tills leveransen är klar eller hämtningen bekräftad. Sedan betalar vi ut det klubbade priset minus provision,
              senast 3 dagar efter leveransen om köparen inte har anmält något fel. Utbetalningen görs via vår betalleverantör till det
              konto du registrerar där.
            </p>
          </Prose>
          <div className="self-start rounded-2xl border border-line p-6">
            <h3 className="font-serif text-xl font-semibold">Räkneexempel</h3>
            <dl className="tabular mt-4 text-base">
              <div className="flex justify-between gap-4 py-2">
                <dt>Klubbat pris</dt>
                <dd>{formatSek(EXAMPLE_HAMMER_PRICE)}</dd>
              </div>
              <div className="flex justify-between gap-4 py-2">
                <dt>Provision {commission}</dt>
                <dd>−{formatOre(example.sellerCommissionOre)}</dd>
              </div>
              <div className="mt-2 flex justify-between gap-4 border-t border-ink pt-3 font-semibold">
                <dt>Du får</dt>
                <dd>{formatOre(examplePayoutOre)}</dd>
              </div>
            </dl>
          </div>
        </div>
      </Section>

      <Section id="begar-vardering" title="Begär värdering">
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div className="rounded-2xl bg-ground p-6 sm:p-8">
            <p className="text-lg leading-relaxed">
              Fyll i formuläret om ditt föremål så återkommer vi med en värdering. Det här vill vi gärna veta:
            </p>
            <Prose>
              <ul>
                <li>1–10 bilder i dagsljus: framifrån, från sidorna och undersidan, och närbilder på signaturer, stämplar och skador</li>
                <li>mått i centimeter: höjd, bredd och djup</li>
                <li>skick: slitage, skador och lagningar</li>
                <li>konstnär, formgivare eller tillverkare, om du vet</li>
                <li>det du vet om föremålets historia, och gärna vad du hoppas få för det</li>
                <li>om du vill lämna in föremålet i studion eller vill att vi hämtar det</li>
              </ul>
            </Prose>
            <Link href="/salj/vardering" className={`mt-6 w-full sm:w-auto ${primaryButton}`}>
              Begär värdering
            </Link>
            <p className="mt-4 text-sm text-muted">
              Har du frågor först? Skriv till{' '}
              <a href={`mailto:${STUDIO.email}`} className="font-medium text-ink underline underline-offset-4">
                {STUDIO.email}
              </a>
              .
            </p>
          </div>
          <Prose>
            <h3 className="mt-0!">Lämna in i studion</h3>
            <p>
              När du har tackat ja till vår värdering under Mina värderingar lämnar du föremålet hos oss. Stora föremål, flera föremål eller
              ett helt dödsbo hämtar vi efter överenskommelse.
            </p>
            <StudioAddress />
          </Prose>
        </div>
      </Section>

      <Section id="mer-om-att-salja" title="Mer om att sälja" last>
        <Prose className="max-w-2xl">
          <ul>
            <li>
              <Link href="/kop-och-salj#salja">Frågor och svar om att sälja</Link>
            </li>
            <li>
              <Link href="/allmanna-villkor#salja">Allmänna villkor för dig som säljer</Link>
            </li>
          </ul>
        </Prose>
      </Section>
    </div>
  );
}
