import type { Metadata } from 'next';
import { IncrementList } from '@/modules/auctions/components/increment-table';
import Link from '@/ui/link';
import { formatOre, formatPercent, formatSek } from '@/ui/format';
import { ProsePage } from '@/ui/prose-page';
import { STUDIO } from '@/ui/studio-address';
import { orderAmounts } from '@/modules/auctions';
import { getFeeRates } from '@/modules/orders/server';

export const metadata: Metadata = {
  title: 'Frågor och svar',
  description:
    'Svar på vanliga frågor om att köpa och sälja på Klubban: maxbud, budsteg, förlängning, reservationspris, Köp nu, slagavgift, värdering, provision, utbetalning, konto och betalning.',
};

const GROUPS = [
  { id: 'kopa', title: 'Köpa' },
  { id: 'salja', title: 'Sälja' },
  { id: 'konto-och-betalning', title: 'Konto och betalning' },
] as const;

function Group({ id, children }: { id: (typeof GROUPS)[number]['id']; children: React.ReactNode }) {
  const title = GROUPS.find((group) => group.id === id)?.title;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="mt-4 border-t border-line">{children}</div>
    </section>
  );
}

/** One question: a native disclosure, so it works without JavaScript and with the keyboard. */
function Question({ question, children }: { question: string; children: React.ReactNode }) {
  return (
    <details className="group border-b border-line">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium hover:underline hover:underline-offset-4 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full border border-line text-lg leading-none transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="pb-5 [&>*:first-child]:mt-1">{children}</div>
    </details>
  );
}

/** The worked examples' hammer price; the fees follow from the configured rates. */
const EXAMPLE_HAMMER_PRICE = 1_000;

/** The studio's e-mail as a link. */
const Email = () => <a href={`mailto:${STUDIO.email}`}>{STUDIO.email}</a>;

export default async function BuyAndSellFaqPage() {
  const rates = await getFeeRates();
  const example = orderAmounts(EXAMPLE_HAMMER_PRICE, rates);
  const examplePayoutOre = EXAMPLE_HAMMER_PRICE * 100 - example.sellerCommissionOre;
  return (
    <ProsePage
      title="Frågor och svar"
      lead={
        <>
          Allt om hur du bjuder, köper och säljer på Klubban. Hittar du inte svaret på din fråga, skriv till{' '}
          <a href={`mailto:${STUDIO.email}`} className="underline underline-offset-4">
            {STUDIO.email}
          </a>{' '}
          så hjälper vi dig.
        </>
      }
      updated="2026-11-21"
    >
      <nav aria-label="Avsnitt">
        <ul>
          {GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Group id="kopa">
        <Question question="Hur lägger jag ett bud?">
          <p>
            Logga in, öppna föremålet och skriv in ditt maxbud. Innan budet läggs ser du beloppet, slagavgiften och totalsumman, och du
            bekräftar en gång. Har du inget konto skapar du ett på några minuter under <Link href="/logga-in">Logga in</Link>.
          </p>
        </Question>
        <Question question="Vad är ett maxbud?">
          <p>
            Alla bud på Klubban är maxbud. Du anger det högsta belopp du kan tänka dig att betala för föremålet, och systemet bjuder sedan
            åt dig – ett budsteg i taget och bara så mycket som behövs för att du ska leda. Ingen annan ser ditt maxbud.
          </p>
          <p>
            Exempel: du lägger ett maxbud på {formatSek(2_000)} när priset är {formatSek(1_300)}. Har den som leder ett maxbud på{' '}
            {formatSek(1_500)} blir priset {formatSek(1_600)} och du leder. Du betalar alltså inte mer än nödvändigt.
          </p>
          <p>Har två budgivare samma maxbud leder den som lade sitt först. Leder du kan du höja ditt maxbud utan att priset stiger.</p>
        </Question>
        <Question question="Hur stora är budstegen?">
          <p>Budsteget beror på det aktuella priset:</p>
          <IncrementList count={5} />
          <p>
            Därefter blir stegen större. Hela tabellen finns i <Link href="/allmanna-villkor#budgivning">villkoren om budgivning</Link>.
          </p>
        </Question>
        <Question question="Är mitt bud bindande?">
          <p>
            Ja. Ett bud kan inte ångras när det väl är lagt. Leder du när auktionen slutar, och ett eventuellt reservationspris är uppnått,
            har du köpt föremålet.
          </p>
        </Question>
        <Question question="När slutar auktionerna?">
          <p>
            Varje söndagskväll. Det första föremålet avslutas kl. 19.00 och sedan ett föremål i minuten, i katalogordning. Exakt sluttid
            står på varje föremål, i svensk tid.
          </p>
        </Question>
        <Question question="Varför förlängdes sluttiden?">
          <p>
            Läggs ett bud när det är mindre än 2 minuter kvar flyttas sluttiden till 2 minuter efter budet. Så får alla en chans att svara,
            och ingen vinner bara genom att bjuda i sista sekunden. Förlängningen upprepas så länge det kommer nya bud.
          </p>
        </Question>
        <Question question="Vad betyder ”Reservationspris ej uppnått”?">
          <p>
            Säljaren har satt ett lägsta pris som är hemligt. Så länge det står ”Reservationspris ej uppnått” säljs föremålet inte, även om
            det finns bud. När budgivningen når reservationspriset ändras texten till ”Reservationspris uppnått”.
          </p>
          <p>
            Du kan bjuda under reservationspriset. Är ditt maxbud lika med eller högre än reservationspriset går priset direkt upp till
            reservationspriset.
          </p>
        </Question>
        <Question question="Vad är Köp nu?">
          <p>
            Vissa föremål kan köpas direkt till ett fast pris. Köp nu finns bara kvar tills någon har lagt det första budet. Köpet är
            bindande och auktionen avslutas direkt. Slagavgift tillkommer på Köp nu-priset.
          </p>
        </Question>
        <Question question="Vad kostar det utöver det klubbade priset?">
          <p>
            En slagavgift på {formatPercent(rates.buyerPremiumPercent)} av det klubbade priset, moms ingår. Klubbas ett föremål för{' '}
            {formatSek(EXAMPLE_HAMMER_PRICE)} betalar du {formatOre(example.totalOre)}. Vill du ha föremålet skickat tillkommer frakt, som
            läggs till när frakten bokas. Hämtar du i studion kostar det ingenting extra.
          </p>
        </Question>
        <Question question="Kan jag bevaka ett föremål?">
          <p>
            Ja. Tryck på hjärtat så hamnar föremålet bland dina <Link href="/user/watchlist">bevakningar</Link>. Vi påminner dig 24 timmar
            och en timme innan det slutar.
          </p>
        </Question>
        <Question question="Kan jag se föremålet innan jag bjuder?">
          <p>
            Titta på alla bilder och läs beskrivningen noga – skick och mått står där. Vill du veta mer eller se föremålet i studion, skriv
            till <Email /> i god tid före söndagen.
          </p>
        </Question>
        <Question question="Hur får jag hem det jag har köpt?">
          <p>
            Du väljer själv: hämta i studion på {STUDIO.street} i {STUDIO.city}, eller få föremålet skickat. Vi meddelar dig när föremålet
            finns hos oss, och när det har skickats om du har valt frakt. Stora och ömtåliga föremål kan kräva särskild transport.
          </p>
        </Question>
        <Question question="Vad gör jag om föremålet inte stämmer med beskrivningen?">
          <p>
            Kontakta oss så snart du har upptäckt felet, gärna med bilder. Avviker föremålet väsentligt från beskrivningen tar vi tillbaka
            det och betalar tillbaka klubbat pris, slagavgift och frakt. Läs mer i{' '}
            <Link href="/allmanna-villkor#reklamation">villkoren om reklamation</Link>.
          </p>
        </Question>
      </Group>

      <Group id="salja">
        <Question question="Hur säljer jag med Klubban?">
          <ol>
            <li>
              Skicka en värderingsförfrågan under <Link href="/salj">Sälj</Link> med bilder och en beskrivning av föremålet.
            </li>
            <li>Vi svarar med ett utrop och ett startpris, eller berättar varför vi tackar nej.</li>
            <li>Tackar du ja lämnar du föremålet i studion, eller så hämtar vi det efter överenskommelse.</li>
            <li>Vi fotograferar och beskriver föremålet och lägger upp det i en söndagsauktion.</li>
            <li>När köparen har fått föremålet betalar vi ut pengarna till dig.</li>
          </ol>
        </Question>
        <Question question="Vad kan jag sälja?">
          <p>
            Konst, design och samlarföremål: tavlor och tryck, skulpturer, möbler, belysning, glas och porslin, mattor och textil, smycken,
            speglar och mycket mer. Det viktiga är att föremålet är intressant för köpare och i ett skick som gör att det kan säljas. Är du
            osäker, skicka en förfrågan – det kostar ingenting.
          </p>
        </Question>
        <Question question="Vilka bilder ska jag skicka?">
          <p>
            Mellan en och tio bilder. Fotografera föremålet i dagsljus, rakt framifrån och från sidorna, och ta närbilder på signaturer,
            stämplar, etiketter och eventuella skador. Skriv mått, skick och det du vet om föremålets historia.
          </p>
        </Question>
        <Question question="Vad kostar det att sälja?">
          <p>
            Värderingen är kostnadsfri. Säljs föremålet tar vi en provision på {formatPercent(rates.sellerCommissionPercent)} av det
            klubbade priset. Klubbas det för {formatSek(EXAMPLE_HAMMER_PRICE)} får du {formatOre(examplePayoutOre)}. Säljs det inte betalar
            du ingen provision.
          </p>
        </Question>
        <Question question="Hur sätts utrop och startpris?">
          <p>
            Vi bedömer föremålet utifrån bilderna, beskrivningen och vad liknande föremål har sålts för. Utropet är vår uppskattning av
            slutpriset, och startpriset är det lägsta första budet. Ett lågt startpris lockar ofta fler budgivare.
          </p>
        </Question>
        <Question question="Kan jag sätta ett lägsta pris?">
          <p>
            Ja, vi kan komma överens om ett reservationspris. Det är hemligt för budgivarna, och föremålet säljs inte om budgivningen inte
            når upp till det.
          </p>
        </Question>
        <Question question="Hur lämnar jag in mitt föremål?">
          <p>
            När du har tackat ja till vårt svar lämnar du föremålet i studion på {STUDIO.street}, eller så kommer vi överens om att vi
            hämtar det. Vi bokar en tid tillsammans med dig.
          </p>
        </Question>
        <Question question="När får jag betalt?">
          <p>
            Köparen betalar till oss, och vi håller pengarna tills köparen har fått föremålet. När leveransen är klar eller hämtningen
            bekräftad betalar vi ut det klubbade priset minus provision, senast 3 dagar efter leveransen om köparen inte har anmält något
            fel. Utbetalningen går via vår betalleverantör till det konto du registrerar där.
          </p>
        </Question>
        <Question question="Vad händer om mitt föremål inte säljs?">
          <p>
            Då kan vi lägga upp det igen i en kommande auktion, ofta med ett justerat startpris. Vill du hellre ta hem det hämtar du det i
            studion.
          </p>
        </Question>
        <Question question="Kan jag ångra mig?">
          <p>
            Fram till att auktionen har börjat och någon har lagt ett bud går det bra – hör av dig så snart som möjligt. Därefter kan
            föremålet inte dras tillbaka, eftersom buden är bindande.
          </p>
        </Question>
        <Question question="Var ser jag mina värderingsförfrågningar?">
          <p>
            Under <Link href="/user">ditt konto</Link>. Där ser du vad du har skickat in och vårt svar, och du får ett e-postmeddelande
            varje gång vi svarar.
          </p>
        </Question>
      </Group>

      <Group id="konto-och-betalning">
        <Question question="Hur skapar jag ett konto?">
          <p>
            Gå till <Link href="/logga-in">Logga in</Link>, skriv din e-postadress och välj Skapa konto. Du anger namn, mobilnummer och ett
            lösenord och godkänner villkoren. Sedan bekräftar du din e-postadress via länken vi skickar.
          </p>
        </Question>
        <Question question="Kan jag logga in med Google?">
          <p>
            Nej, inloggning med Google stöds inte längre. Du loggar in med e-postadress och lösenord. Har du tidigare loggat in med Google,
            välj <Link href="/glomt-losenord">Glömt lösenord</Link> och ange samma e-postadress för att sätta ett lösenord. Fungerar det
            inte, skriv till <Email /> så hjälper vi dig.
          </p>
        </Question>
        <Question question="Jag har glömt mitt lösenord">
          <p>
            Välj <Link href="/glomt-losenord">Glömt lösenord</Link> och ange din e-postadress. Du får ett mejl med en länk där du väljer ett
            nytt lösenord. Länken gäller i en timme.
          </p>
        </Question>
        <Question question="Hur betalar jag?">
          <p>
            Med kort, Swish eller Klarna, via vår betalleverantörs säkra betalsida. Betalningen ska vara klar inom 7 dagar efter att
            auktionen avslutades. Du hittar dina köp och betalningslänken under <Link href="/user">ditt konto</Link>.
          </p>
        </Question>
        <Question question="Vad händer om jag inte betalar i tid?">
          <p>
            Vi skickar en påminnelse efter 3 dagar. Betalar du ändå inte inom 7 dagar kan vi häva köpet, stänga av ditt konto och kräva
            ersättning för de kostnader det orsakar.
          </p>
        </Question>
        <Question question="Var ser jag mina bud och köp?">
          <p>
            Under <Link href="/user">ditt konto</Link> ser du dina bud, köp, leveransstatus och notiser. Föremål du bevakar finns under{' '}
            <Link href="/user/watchlist">bevakningar</Link>.
          </p>
        </Question>
        <Question question="Hur ändrar eller tar jag bort mitt konto?">
          <p>
            Skriv till <Email /> från e-postadressen som hör till kontot. Uppgifter om köp och försäljningar måste vi spara enligt
            bokföringslagen, men allt annat raderar vi. Läs mer i vår <Link href="/integritetspolicy">integritetspolicy</Link>.
          </p>
        </Question>
        <Question question="Varför frågar ni om cookies?">
          <p>
            Vi använder bara nödvändiga cookies om du inte väljer ”Acceptera alla”. Då använder vi även statistik och felövervakning för att
            förbättra webbplatsen. Läs mer i vår <Link href="/cookiepolicy">cookiepolicy</Link>.
          </p>
        </Question>
      </Group>

      <h2>Hittade du inte svaret?</h2>
      <p>
        Skriv till <Email /> så svarar vi så snart vi kan. De fullständiga reglerna finns i våra{' '}
        <Link href="/allmanna-villkor">allmänna villkor</Link>.
      </p>
    </ProsePage>
  );
}
