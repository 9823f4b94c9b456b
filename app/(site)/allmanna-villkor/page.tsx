import type { Metadata } from 'next';
import { IncrementTable } from '@/modules/auctions/components/increment-table';
import Link from '@/ui/link';
import { formatOre, formatPercent, formatSek } from '@/ui/format';
import { ProsePage } from '@/ui/prose-page';
import { STUDIO, StudioAddress } from '@/ui/studio-address';
import { orderAmounts } from '@/modules/auctions';
import { getFeeRates } from '@/modules/orders/server';

export const metadata: Metadata = {
  title: 'Allmänna villkor',
  description:
    'Villkoren för att köpa och sälja på Klubban: konto, bindande maxbud, budsteg, reservationspris, Köp nu, slagavgift, betalning, leverans, reklamation och försäljning i kommission.',
};

/** The worked examples' hammer price (§7.1 and §10.5); the fees follow from the configured rates. */
const EXAMPLE_HAMMER_PRICE = 1_000;

const SECTIONS = [
  { id: 'om-klubban', title: 'Om Klubban och villkoren' },
  { id: 'konto', title: 'Konto' },
  { id: 'foremal', title: 'Föremål, beskrivningar och utrop' },
  { id: 'budgivning', title: 'Budgivning' },
  { id: 'reservationspris-och-kop-nu', title: 'Reservationspris och Köp nu' },
  { id: 'avslut', title: 'När auktionen avslutas' },
  { id: 'avgifter-och-betalning', title: 'Slagavgift och betalning' },
  { id: 'leverans', title: 'Leverans och hämtning' },
  { id: 'reklamation', title: 'Fel i föremålet, reklamation och ångerrätt' },
  { id: 'salja', title: 'Att sälja genom Klubban' },
  { id: 'otillaten-anvandning', title: 'Otillåten användning' },
  { id: 'ansvar', title: 'Ansvar' },
  { id: 'personuppgifter', title: 'Personuppgifter och cookies' },
  { id: 'andringar', title: 'Ändringar av villkoren' },
  { id: 'tvister', title: 'Tillämplig lag och tvister' },
  { id: 'kontakt', title: 'Kontakt' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  const index = SECTIONS.findIndex((section) => section.id === id);
  const section = SECTIONS[index];
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {index + 1}. {section?.title}
      </h2>
      {children}
    </section>
  );
}

export default async function TermsPage() {
  const rates = await getFeeRates();
  const example = orderAmounts(EXAMPLE_HAMMER_PRICE, rates);
  const examplePayoutOre = EXAMPLE_HAMMER_PRICE * 100 - example.sellerCommissionOre;
  return (
    <ProsePage
      title="Allmänna villkor"
      lead="De här villkoren gäller när du skapar ett konto, lägger bud, köper eller säljer genom Klubban. Läs dem gärna innan du lägger ditt första bud – ett bud är bindande."
      updated="2026-11-21"
    >
      <nav aria-labelledby="innehall-villkor">
        <h2 id="innehall-villkor">Innehåll</h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="om-klubban">
        <p>
          1.1 Klubban är en nätauktion för konst, design och samlarföremål som drivs av {STUDIO.name}, {STUDIO.street}, {STUDIO.postalTown}{' '}
          (”Klubban”, ”vi”, ”oss”).
        </p>
        <p>
          1.2 Villkoren gäller mellan dig och Klubban när du använder webbplatsen som köpare, säljare eller besökare. Du godkänner villkoren
          när du skapar ett konto. Hur vi behandlar personuppgifter beskriver vi i vår{' '}
          <Link href="/integritetspolicy">integritetspolicy</Link>, och hur vi använder cookies i vår{' '}
          <Link href="/cookiepolicy">cookiepolicy</Link>.
        </p>
        <p>
          1.3 Vi säljer föremålen i kommission, det vill säga i eget namn men för säljarens räkning. Som köpare har du alla kontakter om
          köpet, betalningen och leveransen med oss. Som säljare ger du oss i uppdrag att sälja ditt föremål på de villkor som står i
          avsnitt 10.
        </p>
      </Section>

      <Section id="konto">
        <p>
          2.1 Du behöver ett konto för att lägga bud, använda Köp nu, bevaka föremål och sälja. Du loggar in med din e-postadress och ett
          lösenord. Inloggning med Google stöds inte längre.
        </p>
        <p>
          2.2 Du måste vara minst 18 år och ha rätt att ingå bindande avtal. Uppgifterna du lämnar – namn, e-postadress och mobilnummer –
          ska vara riktiga, och du ska hålla dem uppdaterade.
        </p>
        <p>
          2.3 Kontot är personligt. Håll lösenordet för dig själv; du ansvarar för bud och köp som görs från ditt konto. Misstänker du att
          någon annan har kommit åt kontot, byt lösenord direkt och kontakta oss.
        </p>
        <p>
          2.4 Vi får stänga av ett konto tillfälligt eller permanent om villkoren inte följs, till exempel vid utebliven betalning eller
          missbruk av budgivningen. Ett avstängt konto kan inte lägga bud eller logga in.
        </p>
      </Section>

      <Section id="foremal">
        <p>
          3.1 Varje föremål presenteras med bilder, en beskrivning, uppgifter om skick och mått och, när det är känt, upphovsperson eller
          tillverkare och årtal. Vi beskriver föremålen noggrant och efter bästa förmåga. Bilderna är en del av beskrivningen – titta på dem
          i helskärm innan du bjuder.
        </p>
        <p>
          3.2 Många föremål är begagnade eller äldre och har spår av användning och ålder. Mindre slitage, som repor, nötningar och små
          nagg, nämns inte alltid särskilt.
        </p>
        <p>
          3.3 Uppgifter om upphovsperson, tillverkare, datering och material bygger på signaturer, märkningar, dokumentation och vår
          bedömning. Utropet är vår uppskattning av vad föremålet kan säljas för, inte ett löfte: slutpriset kan bli både lägre och högre.
        </p>
        <p>
          3.4 Har du frågor om ett föremål, eller vill du se det på plats i studion, skriv till{' '}
          <a href={`mailto:${STUDIO.email}`}>{STUDIO.email}</a> i god tid före auktionens slut.
        </p>
      </Section>

      <Section id="budgivning">
        <p>
          4.1 <strong>Bud är bindande.</strong> Innan budet läggs visar vi beloppet, slagavgiften och totalsumman och ber dig bekräfta. När
          budet är registrerat kan det inte återkallas.
        </p>
        <p>
          4.2 Du bjuder med ett <strong>maxbud</strong>: det högsta klubbade pris du är beredd att betala, utan slagavgift och frakt.
          Systemet bjuder sedan för dig, ett budsteg i taget och bara så mycket som behövs för att du ska leda, upp till ditt maxbud. Ingen
          annan ser ditt maxbud.
        </p>
        <p>
          4.3 Om två budgivare har samma maxbud leder den som lade sitt maxbud först. Leder du kan du höja ditt maxbud utan att priset
          stiger; det höjs då bara om reservationspriset därmed uppnås (se 5.2). Ett höjt maxbud räknas som nytt från den tidpunkt då du
          höjde det.
        </p>
        <p>
          4.4 Exempel: du leder med maxbud {formatSek(1_500)} och priset är {formatSek(1_300)}. Lägger någon ett maxbud på{' '}
          {formatSek(2_000)} blir priset {formatSek(1_600)} – ditt maxbud plus ett budsteg – och den andra budgivaren leder. Lägger någon i
          stället {formatSek(1_450)} leder du fortfarande, och priset blir {formatSek(1_500)}.
        </p>
        <p>
          4.5 Första budet måste vara minst startpriset. Därefter måste ett bud vara minst aktuellt pris plus ett budsteg. Budstegen beror
          på aktuellt pris:
        </p>
        <IncrementTable />
        <p>
          4.6 <strong>Sluttider.</strong> Auktionerna avslutas varje söndag. Det första föremålet avslutas kl. 19.00 och därefter ett
          föremål i minuten, i katalogordning. Alla tider anges i svensk tid, och sluttiden som visas på föremålets sida gäller.
        </p>
        <p>
          4.7 <strong>Förlängning.</strong> Läggs ett bud när det är mindre än 2 minuter kvar flyttas sluttiden till 2 minuter efter det
          budet. Det upprepas så länge nya bud kommer in, så att alla hinner svara. Du ser alltid den aktuella sluttiden på föremålets sida.
        </p>
        <p>
          4.8 Lägg gärna ditt maxbud i god tid. Vi ansvarar inte för bud som inte når fram på grund av störningar i din uppkoppling eller
          utrustning.
        </p>
      </Section>

      <Section id="reservationspris-och-kop-nu">
        <p>
          5.1 Vissa föremål har ett <strong>reservationspris</strong>, det lägsta pris som säljaren accepterar. Beloppet är hemligt. På
          föremålets sida står ”Reservationspris ej uppnått” eller ”Reservationspris uppnått”. Uppnås det inte säljs föremålet inte.
        </p>
        <p>
          5.2 Du kan lägga ett maxbud som är lägre än reservationspriset; budet registreras men leder inte till köp om reservationspriset
          inte uppnås. Är ditt maxbud lika med eller högre än reservationspriset stiger priset direkt till reservationspriset.
        </p>
        <p>
          5.3 Vissa föremål kan köpas direkt med <strong>Köp nu</strong> till ett fast pris. Köp nu erbjuds bara tills det första budet har
          lagts. Ett köp med Köp nu är bindande: auktionen avslutas direkt och du blir köpare. Köp nu-priset räknas som klubbat pris, så
          slagavgift och eventuell frakt tillkommer.
        </p>
      </Section>

      <Section id="avslut">
        <p>
          6.1 Leder du när tiden har gått ut, och ett eventuellt reservationspris är uppnått, har du köpt föremålet. Det klubbade priset är
          det pris som budgivningen har nått när auktionen avslutas – inte nödvändigtvis hela ditt maxbud.
        </p>
        <p>
          6.2 Vi meddelar dig per e-post och på <Link href="/user">ditt konto</Link> när du har vunnit en auktion, och där ser du också vad
          du ska betala.
        </p>
      </Section>

      <Section id="avgifter-och-betalning">
        <p>
          7.1 Köparen betalar en <strong>slagavgift</strong> på {formatPercent(rates.buyerPremiumPercent)} av det klubbade priset. Moms
          ingår i slagavgiften. Exempel: klubbas ett föremål för {formatSek(EXAMPLE_HAMMER_PRICE)} är slagavgiften{' '}
          {formatOre(example.buyerPremiumOre)} och du betalar {formatOre(example.totalOre)}, plus frakt om du väljer det.
        </p>
        <p>
          7.2 Väljer du frakt läggs fraktkostnaden till när frakten bokas. Hämtar du i studion tillkommer ingen frakt. Alla priser anges i
          svenska kronor.
        </p>
        <p>
          7.3 Betalningen ska vara klar <strong>inom 7 dagar</strong> efter att auktionen avslutades. Du betalar med kort, Swish eller
          Klarna via vår betalleverantör; vi tar aldrig del av dina fullständiga kortuppgifter. Betalar du med Klarna gäller även Klarnas
          villkor. Har du inte betalat efter 3 dagar skickar vi en påminnelse.
        </p>
        <p>
          7.4 Betalar du inte i tid får vi häva köpet, stänga av ditt konto och kräva ersättning för de kostnader och förluster som uppstår,
          till exempel om föremålet måste säljas igen till ett lägre pris.
        </p>
      </Section>

      <Section id="leverans">
        <p>
          8.1 Du väljer om du vill hämta föremålet i studion eller få det skickat. Föremålet lämnas ut eller skickas när betalningen är
          klar.
        </p>
        <p>
          8.2 <strong>Hämtning</strong> sker i studion på {STUDIO.street} i {STUDIO.city}. Vi meddelar dig när föremålet finns hos oss och
          bokar en tid tillsammans med dig. Hämta helst inom två veckor efter betalningen; hör av dig om du behöver mer tid. Den som hämtar
          åt dig ska kunna visa ordern.
        </p>
        <p>
          8.3 <strong>Frakt</strong> bokar vi åt dig, och vi packar föremålet omsorgsfullt. Stora eller ömtåliga föremål, som möbler,
          speglar och glas, kan kräva särskild transport. Du får besked när föremålet har skickats.
        </p>
        <p>
          8.4 Kontrollera försändelsen när du tar emot den. Anmäl synliga transportskador till oss och fraktbolaget så snart som möjligt,
          gärna med bilder på både föremålet och förpackningen.
        </p>
      </Section>

      <Section id="reklamation">
        <p>
          9.1 Föremålen säljs i befintligt skick. Skador och slitage som framgår av beskrivningen eller bilderna, eller som är normala för
          föremålets ålder och användning, är inte fel i föremålet.
        </p>
        <p>
          9.2 Avviker föremålet väsentligt från beskrivningen – till exempel om det har en betydande skada som inte nämndes, eller om
          uppgiften om upphovsperson eller äkthet var fel – kan du reklamera. Kontakta oss inom skälig tid efter att du har upptäckt felet;
          en reklamation inom två månader räknas alltid som gjord i tid. Skicka gärna bilder.
        </p>
        <p>
          9.3 Godtar vi reklamationen får du tillbaka det klubbade priset, slagavgiften och frakten när föremålet har lämnats tillbaka i
          samma skick som när du fick det.
        </p>
        <p>
          9.4 Ångerrätt enligt lagen (2005:59) om distansavtal och avtal utanför affärslokaler gäller när en konsument köper av en
          näringsidkare. De flesta föremål säljs för privatpersoners räkning, och då gäller ingen lagstadgad ångerrätt. Säljs föremålet för
          en näringsidkares räkning och du köper som konsument har du 14 dagars ångerrätt från den dag du tog emot föremålet; meddela oss
          inom den tiden och skicka tillbaka föremålet. Kostnaden för returen betalar du.
        </p>
        <p>9.5 De här villkoren inskränker aldrig de rättigheter du har som konsument enligt tvingande lag.</p>
      </Section>

      <Section id="salja">
        <p>
          10.1 <strong>Värderingsförfrågan.</strong> Du börjar med en värderingsförfrågan på <Link href="/salj">Sälj</Link>: bilder på
          föremålet (1–10 stycken), en beskrivning, mått och skick och gärna vad du hoppas få för det. Det kostar ingenting att skicka in en
          förfrågan.
        </p>
        <p>
          10.2 <strong>Vårt svar.</strong> Vi svarar med ett utrop och ett startpris, eller tackar nej och berättar varför. Ett
          reservationspris kan vi komma överens om. När du godtar vårt svar ger du oss i uppdrag att sälja föremålet på de här villkoren.
        </p>
        <p>
          10.3 <strong>Inlämning.</strong> Du lämnar föremålet i studion på {STUDIO.street}, eller så hämtar vi det efter överenskommelse.
          Vi granskar, fotograferar och beskriver föremålet. Stämmer det inte med förfrågan kan vi ändra utrop och startpris eller avstå
          från försäljningen.
        </p>
        <p>
          10.4 <strong>Ditt ansvar som säljare.</strong> Du intygar att
        </p>
        <ul>
          <li>du äger föremålet eller har rätt att sälja det, och att det inte är stulet, pantsatt eller belånat;</li>
          <li>du har berättat om alla skador, lagningar och förändringar du känner till, och om du tvivlar på äktheten;</li>
          <li>
            föremålet får säljas lagligt, till exempel att föremål av elfenben eller andra material från skyddade arter har de intyg som
            krävs.
          </li>
        </ul>
        <p>
          10.5 <strong>Provision.</strong> Vi tar en provision på {formatPercent(rates.sellerCommissionPercent)} av det klubbade priset, som
          dras av från utbetalningen. Exempel: klubbas föremålet för {formatSek(EXAMPLE_HAMMER_PRICE)} är provisionen{' '}
          {formatOre(example.sellerCommissionOre)} och du får {formatOre(examplePayoutOre)}.
        </p>
        <p>
          10.6 <strong>Utbetalning.</strong> Köparens betalning hålls hos oss tills köparen har fått föremålet, det vill säga tills
          leveransen är klar eller hämtningen bekräftad. Därefter betalar vi ut det klubbade priset minus provision, senast 3 dagar efter
          leveransen om köparen inte har anmält något fel. Utbetalningen görs via vår betalleverantör till det konto du har registrerat där.
        </p>
        <p>
          10.7 <strong>Osålda föremål.</strong> Säljs föremålet inte, till exempel för att reservationspriset inte uppnåddes, kan vi lägga
          upp det igen i en kommande auktion, ofta med ett justerat startpris. Vill du inte det hämtar du föremålet i studion.
        </p>
        <p>
          10.8 <strong>Återkallelse.</strong> Vill du återkalla ett föremål, meddela oss så snart som möjligt. När auktionen har börjat och
          bud har lagts kan föremålet inte dras tillbaka, eftersom buden är bindande.
        </p>
        <p>
          10.9 <strong>Bilder och texter.</strong> Vi får fotografera föremålet och använda bilderna och katalogtexterna på Klubban och när
          vi marknadsför auktionen.
        </p>
      </Section>

      <Section id="otillaten-anvandning">
        <p>
          11.1 Du får inte bjuda på ett föremål som du själv säljer, låta någon annan bjuda åt dig för att driva upp priset, eller samarbeta
          med andra för att påverka budgivningen.
        </p>
        <p>11.2 Du får inte störa webbplatsen, försöka komma åt andras konton eller samla in uppgifter från den automatiskt.</p>
        <p>
          11.3 Vi får ta bort bud som har lagts i strid mot villkoren. Budgivningen räknas då om utifrån de bud som återstår, och de
          budgivare som berörs får besked.
        </p>
      </Section>

      <Section id="ansvar">
        <p>
          12.1 Vi hanterar föremålen i vår vård med omsorg och gör vad vi kan för att webbplatsen ska fungera, men vi kan inte lova att den
          alltid är tillgänglig och felfri. Vid tekniska störningar som påverkar budgivningen kan vi förlänga, avbryta eller göra om en
          auktion.
        </p>
        <p>
          12.2 Vi ansvarar inte för indirekta skador eller förluster, som utebliven vinst. Begränsningen gäller inte om vi har orsakat
          skadan med uppsåt eller genom grov vårdslöshet, och inte heller i den mån tvingande lag säger något annat.
        </p>
      </Section>

      <Section id="personuppgifter">
        <p>
          13.1 Vi behandlar dina personuppgifter enligt vår <Link href="/integritetspolicy">integritetspolicy</Link>. Andra användare ser
          dig aldrig med namn: i budhistoriken visas du som en anonym budgivare.
        </p>
        <p>
          13.2 Vilka cookies och vilken lagring i webbläsaren vi använder, och hur du väljer, står i vår{' '}
          <Link href="/cookiepolicy">cookiepolicy</Link>.
        </p>
      </Section>

      <Section id="andringar">
        <p>
          14.1 Vi kan ändra villkoren. Den senaste versionen finns alltid på den här sidan, och vid större ändringar meddelar vi dig per
          e-post innan de börjar gälla.
        </p>
        <p>14.2 Bud och köp följer de villkor som gällde när budet lades eller köpet gjordes.</p>
      </Section>

      <Section id="tvister">
        <p>15.1 Svensk lag gäller för villkoren och för köp och försäljning genom Klubban.</p>
        <p>
          15.2 Kontakta oss först om något har gått fel, så försöker vi lösa det tillsammans. Kommer vi inte överens kan du som konsument
          vända dig till Allmänna reklamationsnämnden (ARN), Box 174, 101 23 Stockholm, <a href="https://www.arn.se">www.arn.se</a>. Tvister
          prövas annars av allmän domstol i Sverige.
        </p>
      </Section>

      <Section id="kontakt">
        <p>Frågor om villkoren, ett köp eller en försäljning besvarar vi gärna.</p>
        <StudioAddress withEmail />
        <p>
          Svar på vanliga frågor finns under <Link href="/kop-och-salj">Frågor och svar</Link>.
        </p>
      </Section>
    </ProsePage>
  );
}
