import type { Metadata } from 'next';
import Link from '@/ui/link';
import { ProsePage } from '@/ui/prose-page';
import { STUDIO, StudioAddress } from '@/ui/studio-address';

export const metadata: Metadata = {
  title: 'Integritetspolicy',
  description:
    'Så behandlar Klubban Auktionsstudio AB dina personuppgifter: vilka uppgifter vi sparar, varför, hur länge, vem som får dem och vilka rättigheter du har enligt GDPR.',
};

const PURPOSES: ReadonlyArray<{ purpose: string; basis: string }> = [
  {
    purpose: 'Skapa och sköta ditt konto, logga in dig och hålla kontot säkert',
    basis: 'Avtal',
  },
  {
    purpose: 'Ta emot och räkna ut bud, avsluta auktioner och visa din budhistorik och dina bevakningar',
    basis: 'Avtal',
  },
  {
    purpose: 'Genomföra köp: betalning, frakt eller hämtning, kvitton och reklamationer',
    basis: 'Avtal',
  },
  {
    purpose: 'Värdera, ta emot och sälja föremål åt dig och betala ut försäljningen',
    basis: 'Avtal',
  },
  {
    purpose: 'Skicka besked om överbud, vunna auktioner, bevakningar som slutar snart och betalningspåminnelser',
    basis: 'Avtal',
  },
  {
    purpose: 'Bokföring och andra skyldigheter enligt lag',
    basis: 'Rättslig förpliktelse (bokföringslagen)',
  },
  {
    purpose: 'Förhindra bedrägerier och missbruk av budgivningen, felsöka och skydda tjänsten',
    basis: 'Berättigat intresse',
  },
  {
    purpose: 'Skicka vårt nyhetsbrev, om du har valt det',
    basis: 'Samtycke',
  },
  {
    purpose: 'Förstå hur webbplatsen används och hitta tekniska fel (PostHog och felövervakning)',
    basis: 'Samtycke (”Acceptera alla”)',
  },
  {
    purpose: 'Fastställa, göra gällande eller försvara rättsliga anspråk',
    basis: 'Berättigat intresse',
  },
];

const RETENTION: ReadonlyArray<{ what: string; howLong: string }> = [
  { what: 'Konto (namn, e-post, mobilnummer)', howLong: 'Så länge du har kvar kontot. Vi raderar det när du ber oss om det.' },
  {
    what: 'Bud och bevakningar',
    howLong: 'Under auktionen och i 3 år efter att den avslutats, för att kunna besvara frågor och reda ut tvister.',
  },
  { what: 'Köp, försäljningar och utbetalningar', howLong: '7 år efter utgången av det kalenderår då de gjordes, enligt bokföringslagen.' },
  {
    what: 'Värderingsförfrågningar som inte leder till försäljning',
    howLong: '2 år efter vårt svar, så att vi kan hitta en tidigare förfrågan om du hör av dig igen.',
  },
  { what: 'Nyhetsbrev', howLong: 'Tills du avregistrerar dig.' },
  { what: 'Inloggningar (sessioner)', howLong: 'Tills du loggar ut, eller högst 7 dagar utan aktivitet.' },
  { what: 'Analysdata och felrapporter', howLong: 'Högst 24 månader.' },
];

export default function PrivacyPolicyPage() {
  return (
    <ProsePage
      title="Integritetspolicy"
      lead="Här berättar vi vilka personuppgifter vi behandlar när du använder Klubban, varför vi gör det, hur länge vi sparar dem och vilka rättigheter du har."
      updated="2026-11-21"
    >
      <h2>Personuppgiftsansvarig</h2>
      <p>
        Klubban Auktionsstudio AB är personuppgiftsansvarig för behandlingen av dina personuppgifter på Klubban. Har du frågor om hur vi
        behandlar dina uppgifter, eller vill du använda dina rättigheter, kontakta oss:
      </p>
      <StudioAddress withEmail />

      <h2>Vilka uppgifter vi behandlar</h2>
      <ul>
        <li>
          <strong>Kontouppgifter:</strong> namn, e-postadress och mobilnummer som du anger när du skapar kontot, när du godkände villkoren
          och om du vill ha vårt nyhetsbrev. Ditt lösenord sparas bara i krypterad form; vi kan inte läsa det.
        </li>
        <li>
          <strong>Bud och bevakningar:</strong> bud och maxbud du lägger, med belopp och tidpunkt, och föremål du bevakar.
        </li>
        <li>
          <strong>Köp:</strong> vad du har köpt, slagavgift, frakt, betalstatus, om du hämtar eller vill ha föremålet skickat och i så fall
          leveransadress.
        </li>
        <li>
          <strong>Värderingsförfrågningar och försäljningar:</strong> bilder och beskrivningar av föremål du vill sälja, våra svar,
          eventuell adress där vi ska hämta föremålet, försäljningar och utbetalningar.
        </li>
        <li>
          <strong>Kontakt med oss:</strong> det du skriver till oss per e-post och våra svar.
        </li>
        <li>
          <strong>Tekniska uppgifter:</strong> IP-adress och typ av webbläsare när du loggar in, och tekniska loggar som behövs för att
          tjänsten ska fungera säkert.
        </li>
        <li>
          <strong>Användning av webbplatsen:</strong> bara om du har valt ”Acceptera alla” i cookiefrågan – se{' '}
          <Link href="/cookiepolicy">cookiepolicyn</Link>.
        </li>
      </ul>
      <p>Kortuppgifter lämnar du direkt till vår betalleverantör. Vi tar aldrig del av ditt fullständiga kortnummer.</p>

      <h2>Ändamål och rättslig grund</h2>
      <p>
        Vi behandlar bara uppgifter som behövs för ett bestämt ändamål, och varje behandling har stöd i dataskyddsförordningen (GDPR). De
        flesta uppgifter behövs för att fullgöra avtalet med dig när du bjuder, köper eller säljer. Vilka uppgifter det gäller framgår av
        listan ovan.
      </p>
      <table>
        <caption>Varför vi behandlar dina uppgifter och med vilken rätt</caption>
        <thead>
          <tr>
            <th scope="col">Ändamål</th>
            <th scope="col">Rättslig grund</th>
          </tr>
        </thead>
        <tbody>
          {PURPOSES.map((row) => (
            <tr key={row.purpose}>
              <th scope="row">{row.purpose}</th>
              <td>{row.basis}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        När vi stöder oss på berättigat intresse har vi vägt vårt intresse – att hålla auktionerna rättvisa och tjänsten säker – mot ditt
        intresse av integritet. Du har rätt att invända mot sådan behandling.
      </p>

      <h2>Hur länge vi sparar uppgifterna</h2>
      <p>Vi sparar inte uppgifter längre än vi behöver dem. Därefter raderar eller anonymiserar vi dem.</p>
      <table>
        <caption>Lagringstider</caption>
        <thead>
          <tr>
            <th scope="col">Uppgifter</th>
            <th scope="col">Hur länge</th>
          </tr>
        </thead>
        <tbody>
          {RETENTION.map((row) => (
            <tr key={row.what}>
              <th scope="row">{row.what}</th>
              <td>{row.howLong}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Tar du bort ditt konto raderar vi kontouppgifterna, men uppgifter om köp och försäljningar som vi måste spara enligt bokföringslagen
        finns kvar under den tid lagen kräver.
      </p>

      <h2>Vem som får ta del av uppgifterna</h2>
      <p>
        Vi säljer aldrig dina personuppgifter, och vi delar aldrig din e-postadress med tredje part. Andra användare ser dig inte med namn:
        i budhistoriken visas du som en anonym budgivare, till exempel ”Budgivare 3”.
      </p>
      <p>För att driva Klubban anlitar vi några leverantörer som får behandla uppgifter åt oss:</p>
      <ul>
        <li>
          <strong>Betalleverantör</strong> för betalning med kort, Swish och Klarna och för utbetalningar till säljare. Väljer du Klarna
          lämnar du uppgifter direkt till Klarna, som då är självständigt personuppgiftsansvarigt.
        </li>
        <li>
          <strong>Fraktbolag</strong> får namn, leveransadress och mobilnummer när du vill ha ett föremål skickat, så att de kan leverera
          och avisera.
        </li>
        <li>
          <strong>IT-leverantörer</strong> för drift, lagring av bilder och utskick av e-post.
        </li>
        <li>
          <strong>PostHog och felövervakning</strong>, bara om du har valt ”Acceptera alla”.
        </li>
      </ul>
      <p>
        Leverantörer som behandlar uppgifter åt oss är personuppgiftsbiträden. De får bara använda uppgifterna enligt våra instruktioner och
        för att utföra tjänsten åt oss, aldrig för egna ändamål. Vi lämnar också ut uppgifter när vi är skyldiga enligt lag, till exempel
        till Polisen eller Skatteverket.
      </p>
      <p>
        Vi strävar efter att uppgifterna behandlas inom EU/EES. Om en leverantör behandlar uppgifter utanför EU/EES ser vi till att det
        finns skyddsåtgärder enligt GDPR, till exempel ett beslut från EU-kommissionen om adekvat skyddsnivå eller EU-kommissionens
        standardavtalsklausuler.
      </p>

      <h2>Så skyddar vi uppgifterna</h2>
      <p>
        All trafik till Klubban går över en krypterad anslutning. Lösenord sparas bara i krypterad form, och bara de i studion som behöver
        uppgifterna i sitt arbete har tillgång till dem.
      </p>

      <h2>Dina rättigheter</h2>
      <p>Enligt GDPR har du rätt att</p>
      <ul>
        <li>få veta vilka uppgifter vi har om dig och få en kopia av dem (registerutdrag);</li>
        <li>få felaktiga uppgifter rättade och ofullständiga uppgifter kompletterade;</li>
        <li>få uppgifter raderade, när vi inte längre behöver dem eller inte är skyldiga att spara dem;</li>
        <li>begära att behandlingen begränsas, till exempel medan vi utreder om en uppgift stämmer;</li>
        <li>invända mot behandling som bygger på vårt berättigade intresse;</li>
        <li>
          få ut uppgifter som du själv har lämnat, i ett maskinläsbart format, och få dem överförda till någon annan (dataportabilitet);
        </li>
        <li>
          när som helst återkalla ett samtycke. Nyhetsbrevet avregistrerar du dig från via länken i varje utskick, och ditt val om cookies
          ändrar du som beskrivs i <Link href="/cookiepolicy">cookiepolicyn</Link>.
        </li>
      </ul>
      <p>
        Skriv till <a href="mailto:hej@klubban.se">hej@klubban.se</a> från den e-postadress som hör till ditt konto, så svarar vi inom en
        månad. Ibland behöver vi be dig bekräfta vem du är innan vi lämnar ut eller ändrar uppgifter.
      </p>

      <h2>Klagomål till Integritetsskyddsmyndigheten</h2>
      <p>
        Tycker du att vi behandlar dina uppgifter felaktigt, hör gärna av dig till oss först. Du har alltid rätt att lämna klagomål till
        tillsynsmyndigheten, Integritetsskyddsmyndigheten (IMY), Box 8114, 104 20 Stockholm, <a href="https://www.imy.se">www.imy.se</a>.
      </p>

      <h2>Ändringar i policyn</h2>
      <p>
        Vi uppdaterar policyn när vi ändrar hur vi behandlar personuppgifter. Datumet högst upp visar när den senast ändrades, och vid
        större ändringar meddelar vi dig per e-post.
      </p>

      <h2>Kontakt</h2>
      <p>
        Frågor om integritet och personuppgifter skickar du till <a href={`mailto:${STUDIO.email}`}>{STUDIO.email}</a> eller per post till{' '}
        {STUDIO.name}, {STUDIO.street}, {STUDIO.postalTown}. Läs även våra <Link href="/allmanna-villkor">allmänna villkor</Link>.
      </p>
    </ProsePage>
  );
}
