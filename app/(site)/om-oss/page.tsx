import type { Metadata } from 'next';
import { formatPercent } from '@/ui/format';
import Link from '@/ui/link';
import { ProsePage } from '@/ui/prose-page';
import { STUDIO, StudioAddress } from '@/ui/studio-address';
import { getFeeRates } from '@/modules/orders/server';

export const metadata: Metadata = {
  title: 'Om oss och samarbeten',
  description: `Klubban är en auktionsstudio på ${STUDIO.street} i ${STUDIO.city} med nätauktioner för konst, design och samlarföremål varje söndag. Vi samarbetar med dödsbon, formgivare och företag.`,
};

export default async function AboutPage() {
  const rates = await getFeeRates();
  return (
    <ProsePage
      title="Om oss och samarbeten"
      lead={`Klubban är en liten auktionsstudio på ${STUDIO.street} i ${STUDIO.city}. Varje vecka väljer vi ut konst, design och samlarföremål och låter dem gå under klubban på söndagskvällen.`}
      updated="2026-11-21"
    >
      <h2>Studion</h2>
      <p>
        Bakom Klubban står {STUDIO.name}. I studion på {STUDIO.street} tar vi emot, fotograferar, mäter, beskriver och värderar varje
        föremål själva. Vi tror på färre föremål och bättre beskrivningar: ordentliga bilder, ärliga uppgifter om skick och ett utrop som
        går att lita på.
      </p>
      <p>
        Här hittar du allt från grafiska blad och skulpturer till möbler, belysning, glas, keramik, textil och smycken – klassiker från
        kända formgivare, fina hantverk och sådant som bara är roligt att äga. Allt säljs på nätet, så du kan bjuda var du än bor.
      </p>

      <h2>Så fungerar det</h2>
      <h3>För dig som köper</h3>
      <ul>
        <li>
          Nya föremål läggs ut under veckan. Alla auktioner avslutas på söndagskvällen: det första föremålet kl. 19.00 och sedan ett i
          minuten.
        </li>
        <li>
          Du bjuder med maxbud, och systemet bjuder åt dig ett budsteg i taget. Kommer det ett bud de sista två minuterna förlängs tiden, så
          att alla hinner svara.
        </li>
        <li>
          Köparen betalar en slagavgift på {formatPercent(rates.buyerPremiumPercent)} av det klubbade priset, moms ingår. Du hämtar i
          studion eller får föremålet skickat.
        </li>
      </ul>
      <p>
        <Link href="/auktioner">Se veckans auktioner</Link> eller läs mer under <Link href="/kop-och-salj">Frågor och svar</Link>.
      </p>

      <h3>För dig som säljer</h3>
      <ul>
        <li>Skicka en värderingsförfrågan med bilder och en beskrivning – det kostar ingenting.</li>
        <li>Vi svarar med ett utrop och ett startpris. Tackar du ja lämnar du föremålet hos oss, eller så hämtar vi det.</li>
        <li>
          Vi tar hand om bilder, text, budgivning, betalning och leverans. Säljs föremålet tar vi{' '}
          {formatPercent(rates.sellerCommissionPercent)} i provision, och pengarna betalas ut när köparen har fått det.
        </li>
      </ul>
      <p>
        <Link href="/salj">Sälj med oss</Link>
      </p>

      <h2>Samarbeten</h2>
      <p>
        Vi arbetar gärna med dem som har fler föremål, eller föremål med en särskild historia. Ett samarbete börjar alltid med ett samtal om
        vad ni har och vad ni vill uppnå.
      </p>

      <h3>Dödsbon och arvskiften</h3>
      <p>
        Att tömma ett hem är ofta både tungt och tidskrävande. Vi går igenom bohaget tillsammans med er, plockar ut det som passar för
        auktion och berättar vad det kan vara värt. Vi kan hämta föremålen och redovisar varje försäljning, så att alla dödsbodelägare kan
        följa vad som har sålts och till vilket pris.
      </p>

      <h3>Formgivare, konstnärer och hantverkare</h3>
      <p>
        Vill du sälja prototyper, provexemplar, små serier eller verk ur ditt arkiv? Vi sätter samman temaauktioner där dina föremål får
        utrymme och sammanhang, med text och bilder som berättar om arbetet bakom.
      </p>

      <h3>Företag och organisationer</h3>
      <p>
        Kontor, hotell, restauranger och butiker som flyttar eller byter inredning sitter ofta på möbler, belysning och konst som förtjänar
        ett nytt hem. Vi säljer det för er räkning, så att föremålen återanvänds och ni får betalt för dem. Vi gör också gärna temaauktioner
        tillsammans med varumärken och samlingar.
      </p>

      <h2>Kontakt</h2>
      <p>Vill du samarbeta, lämna in, hämta eller titta på ett föremål? Skriv till oss så bokar vi en tid i studion.</p>
      <StudioAddress withEmail />
    </ProsePage>
  );
}
