import type { Metadata } from 'next';
import Link from '@/ui/link';
import { Fragment } from 'react';
import { ProsePage } from '@/ui/prose-page';

export const metadata: Metadata = {
  title: 'Cookiepolicy',
  description:
    'Vilka cookies och vilken lagring i webbläsaren Klubban använder, varför, hur länge de sparas och hur du väljer mellan ”Endast nödvändiga” och ”Acceptera alla”.',
};

interface StorageRow {
  name: string;
  kind: string;
  purpose: React.ReactNode;
  lifetime: string;
}

const NECESSARY: ReadonlyArray<StorageRow> = [
  {
    name: 'better-auth.session_token',
    kind: 'Cookie',
    purpose: 'Håller dig inloggad och knyter dina bud, bevakningar och köp till ditt konto.',
    lifetime: 'Tills du loggar ut, högst 7 dagar utan aktivitet',
  },
  {
    name: 'cookie-consent-v1',
    kind: 'Lokal lagring',
    purpose: 'Kommer ihåg ditt val i cookiefrågan – ”Endast nödvändiga” eller ”Acceptera alla” – så att vi inte frågar igen.',
    lifetime: 'Tills du rensar webbläsaren',
  },
  {
    name: 'recentSearches',
    kind: 'Lokal lagring',
    purpose: 'Dina senaste sökningar (högst 8), som visas under ”Senaste sökningar” när du söker. De skickas inte till oss.',
    lifetime: 'Tills du rensar listan eller webbläsaren',
  },
  {
    name: 'showBanner',
    kind: 'Lokal lagring',
    purpose: 'Kommer ihåg att du har stängt den gula remsan ”Inlämning pågår”.',
    lifetime: 'Tills du rensar webbläsaren',
  },
];

const WITH_CONSENT: ReadonlyArray<StorageRow> = [
  {
    name: 'ph_<nyckel>_posthog',
    kind: 'Cookie och lokal lagring',
    purpose: (
      <>
        Statistik med PostHog: ett slumpmässigt id för din webbläsare och din session, så att vi kan se vilka sidor som besöks och hur
        sökning, budgivning och försäljning används.
      </>
    ),
    lifetime: '1 år',
  },
];

/** Lets a long key wrap after its separators (".", "_", "-") and before capitals instead of anywhere. */
function breakable(name: string) {
  return name.split(/(?<=[._-])|(?=[A-Z])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

function StorageTable({ caption, rows }: { caption: string; rows: ReadonlyArray<StorageRow> }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Namn och typ</th>
          <th scope="col">Syfte</th>
          <th scope="col">Sparas</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{breakable(row.name)}</code>
              <span className="mt-1 block font-normal text-muted">{row.kind}</span>
            </th>
            <td>{row.purpose}</td>
            <td>{row.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function CookiePolicyPage() {
  return (
    <ProsePage
      title="Cookiepolicy"
      lead="Klubban använder bara det som behövs för att webbplatsen ska fungera. Statistik och felövervakning slår vi på först när du har valt ”Acceptera alla”."
      updated="2026-11-21"
    >
      <h2>Cookies och lokal lagring</h2>
      <p>
        En cookie är en liten textfil som webbplatsen sparar i din webbläsare. Lokal lagring (localStorage) fungerar på liknande sätt, men
        uppgifterna stannar i webbläsaren och skickas inte automatiskt till oss. Nedan kallar vi båda för cookies när inget annat sägs.
      </p>

      <h2>Ditt val</h2>
      <p>När du besöker Klubban första gången frågar vi vad du godkänner:</p>
      <ul>
        <li>
          <strong>Endast nödvändiga</strong> – vi använder bara de cookies som krävs för att webbplatsen ska fungera. Ingen statistik och
          ingen felövervakning.
        </li>
        <li>
          <strong>Acceptera alla</strong> – vi använder också cookies för statistik med PostHog och slår på felövervakning.
        </li>
      </ul>
      <p>
        Nödvändiga cookies kräver inget samtycke enligt lagen om elektronisk kommunikation, eftersom tjänsten inte fungerar utan dem. Allt
        annat laddas först när du har valt ”Acceptera alla”.
      </p>

      <h2>Nödvändiga cookies</h2>
      <p>De här används alltid, oavsett vad du väljer.</p>
      <StorageTable caption="Nödvändiga cookies och lokal lagring" rows={NECESSARY} />
      <p>
        På en krypterad anslutning har inloggningscookien prefixet <code>__Secure-</code>. Den går inte att läsa med JavaScript och skickas
        bara till Klubban.
      </p>

      <h2>Statistik och felövervakning</h2>
      <p>De här används bara om du har valt ”Acceptera alla”.</p>
      <StorageTable caption="Cookies för statistik (kräver samtycke)" rows={WITH_CONSENT} />
      <p>
        I namnet står <code>&lt;nyckel&gt;</code> för Klubbans projektnyckel hos PostHog. Statistiken samlas in av oss med PostHog som
        personuppgiftsbiträde.
      </p>
      <p>
        Med ditt samtycke slår vi också på <strong>felövervakning</strong> och prestandamätning. När något går fel eller laddar långsamt i
        webbläsaren skickas en teknisk rapport till oss – vilket fel som uppstod, på vilken sida och i vilken webbläsare – så att vi kan
        rätta det. Rapporterna innehåller aldrig lösenord eller betalningsuppgifter.
      </p>
      <p>
        Vi använder statistiken för att förbättra Klubban, inte för annonsering. Om du är inloggad kan statistiken kopplas till ditt konto,
        så att vi kan följa upp problem du har stött på.
      </p>

      <h2>Betalning</h2>
      <p>
        När du betalar skickas du till vår betalleverantörs betalsida. Där kan betalleverantören, och Klarna om du väljer att betala med
        Klarna, använda egna cookies som behövs för betalningen och för att förhindra bedrägerier. För dem gäller respektive företags
        cookiepolicy.
      </p>

      <h2>Så ändrar du ditt val</h2>
      <p>
        Ditt val sparas i <code>cookie-consent-v1</code>. Vill du ändra det, rensa webbplatsdata för Klubban i webbläsarens inställningar –
        då får du frågan igen nästa gång du besöker oss. Så gör du i de vanligaste webbläsarna:
      </p>
      <ul>
        <li>
          <strong>Safari på iPhone:</strong> Inställningar → Appar → Safari → Avancerat → Webbplatsdata.
        </li>
        <li>
          <strong>Chrome:</strong> klicka på ikonen till vänster om adressen → Cookies och webbplatsdata.
        </li>
        <li>
          <strong>Firefox:</strong> klicka på hänglåset till vänster om adressen → Rensa cookies och webbplatsdata.
        </li>
      </ul>
      <p>
        Tänk på att du då också loggas ut och att dina senaste sökningar försvinner. Uppgifter som redan har samlats in med ditt samtycke
        raderas inte automatiskt när du ändrar ditt val; skriv till oss om du vill att vi tar bort dem.
      </p>

      <h2>Mer information</h2>
      <p>
        Hur vi behandlar personuppgifter, och vilka rättigheter du har, beskriver vi i vår{' '}
        <Link href="/integritetspolicy">integritetspolicy</Link>. Frågor om cookies besvarar vi gärna på{' '}
        <a href="mailto:hej@klubban.se">hej@klubban.se</a>.
      </p>
    </ProsePage>
  );
}
