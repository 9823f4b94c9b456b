import { heading, link, live, liveBlock, p, pageHeader, strong, table, text, ul, type PageSeed } from './build';

/**
 * /integritetspolicy as it read before edit mode: the first version. The purposes and
 * retention periods are editable tables; the studio's name, address and e-mail are live.
 */
export const integritetspolicy: PageSeed = {
  updated: '2026-11-21',
  blocks: [
    pageHeader(
      'integritetspolicy.sidhuvud',
      'Integritetspolicy',
      'Här berättar vi vilka personuppgifter vi behandlar när du använder Klubban, varför vi gör det, hur länge vi sparar dem och vilka rättigheter du har.',
    ),

    heading('integritetspolicy.ansvarig', 'Personuppgiftsansvarig'),
    text(
      'integritetspolicy.ansvarig-text',
      p(
        live('studioName'),
        ' är personuppgiftsansvarig för behandlingen av dina personuppgifter på Klubban. Har du frågor om hur vi behandlar dina uppgifter, eller vill du använda dina rättigheter, kontakta oss:',
      ),
    ),
    liveBlock('integritetspolicy.adress', 'studioAddressWithEmail'),

    heading('integritetspolicy.uppgifter', 'Vilka uppgifter vi behandlar'),
    text(
      'integritetspolicy.uppgifter-text',
      ul(
        [
          strong('Kontouppgifter:'),
          ' namn, e-postadress och mobilnummer som du anger när du skapar kontot, när du godkände villkoren och om du vill ha vårt nyhetsbrev. Ditt lösenord sparas bara i krypterad form; vi kan inte läsa det.',
        ],
        [strong('Bud och bevakningar:'), ' bud och maxbud du lägger, med belopp och tidpunkt, och föremål du bevakar.'],
        [
          strong('Köp:'),
          ' vad du har köpt, slagavgift, frakt, betalstatus, om du hämtar eller vill ha föremålet skickat och i så fall leveransadress.',
        ],
        [
          strong('Värderingsförfrågningar och försäljningar:'),
          ' bilder och beskrivningar av föremål du vill sälja, våra svar, eventuell adress där vi ska hämta föremålet, försäljningar och utbetalningar.',
        ],
        [strong('Kontakt med oss:'), ' det du skriver till oss per e-post och våra svar.'],
        [
          strong('Tekniska uppgifter:'),
          ' IP-adress och typ av webbläsare när du loggar in, och tekniska loggar som behövs för att tjänsten ska fungera säkert.',
        ],
        [
          strong('Användning av webbplatsen:'),
          ' bara om du har valt ”Acceptera alla” i cookiefrågan – se ',
          link('/cookiepolicy', 'cookiepolicyn'),
          '.',
        ],
      ),
      p('Kortuppgifter lämnar du direkt till vår betalleverantör. Vi tar aldrig del av ditt fullständiga kortnummer.'),
    ),

    heading('integritetspolicy.andamal', 'Ändamål och rättslig grund'),
    text(
      'integritetspolicy.andamal-text',
      p(
        'Vi behandlar bara uppgifter som behövs för ett bestämt ändamål, och varje behandling har stöd i dataskyddsförordningen (GDPR). De flesta uppgifter behövs för att fullgöra avtalet med dig när du bjuder, köper eller säljer. Vilka uppgifter det gäller framgår av listan ovan.',
      ),
    ),
    table('integritetspolicy.andamal-tabell', {
      caption: 'Varför vi behandlar dina uppgifter och med vilken rätt',
      header: ['Ändamål', 'Rättslig grund'],
      rows: [
        ['Skapa och sköta ditt konto, logga in dig och hålla kontot säkert', 'Avtal'],
        ['Ta emot och räkna ut bud, avsluta auktioner och visa din budhistorik och dina bevakningar', 'Avtal'],
        ['Genomföra köp: betalning, frakt eller hämtning, kvitton och reklamationer', 'Avtal'],
        ['Värdera, ta emot och sälja föremål åt dig och betala ut försäljningen', 'Avtal'],
        ['Skicka besked om överbud, vunna auktioner, bevakningar som slutar snart och betalningspåminnelser', 'Avtal'],
        ['Bokföring och andra skyldigheter enligt lag', 'Rättslig förpliktelse (bokföringslagen)'],
        ['Förhindra bedrägerier och missbruk av budgivningen, felsöka och skydda tjänsten', 'Berättigat intresse'],
        ['Skicka vårt nyhetsbrev, om du har valt det', 'Samtycke'],
        ['Förstå hur webbplatsen används och hitta tekniska fel (PostHog och felövervakning)', 'Samtycke (”Acceptera alla”)'],
        ['Mäta vilka av våra annonser som leder hit (Google-taggen, när vi annonserar)', 'Samtycke (”Acceptera alla”)'],
        ['Fastställa, göra gällande eller försvara rättsliga anspråk', 'Berättigat intresse'],
      ],
    }),
    text(
      'integritetspolicy.berattigat-intresse',
      p(
        'När vi stöder oss på berättigat intresse har vi vägt vårt intresse – att hålla auktionerna rättvisa och tjänsten säker – mot ditt intresse av integritet. Du har rätt att invända mot sådan behandling.',
      ),
    ),

    heading('integritetspolicy.lagring', 'Hur länge vi sparar uppgifterna'),
    text(
      'integritetspolicy.lagring-text',
      p('Vi sparar inte uppgifter längre än vi behöver dem. Därefter raderar eller anonymiserar vi dem.'),
    ),
    table('integritetspolicy.lagring-tabell', {
      caption: 'Lagringstider',
      header: ['Uppgifter', 'Hur länge'],
      rows: [
        ['Konto (namn, e-post, mobilnummer)', 'Så länge du har kvar kontot. Vi raderar det när du ber oss om det.'],
        ['Bud och bevakningar', 'Under auktionen och i 3 år efter att den avslutats, för att kunna besvara frågor och reda ut tvister.'],
        ['Köp, försäljningar och utbetalningar', '7 år efter utgången av det kalenderår då de gjordes, enligt bokföringslagen.'],
        [
          'Värderingsförfrågningar som inte leder till försäljning',
          '2 år efter vårt svar, så att vi kan hitta en tidigare förfrågan om du hör av dig igen.',
        ],
        ['Nyhetsbrev', 'Tills du avregistrerar dig.'],
        ['Inloggningar (sessioner)', 'Tills du loggar ut, eller högst 7 dagar utan aktivitet.'],
        ['Analysdata och felrapporter', 'Högst 24 månader.'],
      ],
    }),
    text(
      'integritetspolicy.ta-bort-konto',
      p(
        'Tar du bort ditt konto raderar vi kontouppgifterna, men uppgifter om köp och försäljningar som vi måste spara enligt bokföringslagen finns kvar under den tid lagen kräver.',
      ),
    ),

    heading('integritetspolicy.mottagare', 'Vem som får ta del av uppgifterna'),
    text(
      'integritetspolicy.mottagare-text',
      p(
        'Vi säljer aldrig dina personuppgifter, och vi delar aldrig din e-postadress med tredje part. Andra användare ser dig inte med namn: i budhistoriken visas du som en anonym budgivare, till exempel ”Budgivare 3”.',
      ),
      p('För att driva Klubban anlitar vi några leverantörer som får behandla uppgifter åt oss:'),
      ul(
        [
          strong('Betalleverantör'),
          ' för betalning med kort, Swish och Klarna och för utbetalningar till säljare. Väljer du Klarna lämnar du uppgifter direkt till Klarna, som då är självständigt personuppgiftsansvarigt.',
        ],
        [
          strong('Fraktbolag'),
          ' får namn, leveransadress och mobilnummer när du vill ha ett föremål skickat, så att de kan leverera och avisera.',
        ],
        [strong('IT-leverantörer'), ' för drift, lagring av bilder och utskick av e-post.'],
        [
          strong('PostHog, felövervakning (Sentry) och Google-taggen'),
          ', bara om du har valt ”Acceptera alla”, och då med ditt kontos id men aldrig din e-postadress. Fel som uppstår på våra servrar rapporteras till felövervakningen även utan ditt val, men utan e-postadresser, IP-adresser och cookies.',
        ],
      ),
      p(
        'Leverantörer som behandlar uppgifter åt oss är personuppgiftsbiträden. De får bara använda uppgifterna enligt våra instruktioner och för att utföra tjänsten åt oss, aldrig för egna ändamål. Vi lämnar också ut uppgifter när vi är skyldiga enligt lag, till exempel till Polisen eller Skatteverket.',
      ),
      p(
        'Vi strävar efter att uppgifterna behandlas inom EU/EES. Om en leverantör behandlar uppgifter utanför EU/EES ser vi till att det finns skyddsåtgärder enligt GDPR, till exempel ett beslut från EU-kommissionen om adekvat skyddsnivå eller EU-kommissionens standardavtalsklausuler.',
      ),
    ),

    heading('integritetspolicy.skydd', 'Så skyddar vi uppgifterna'),
    text(
      'integritetspolicy.skydd-text',
      p(
        'All trafik till Klubban går över en krypterad anslutning. Lösenord sparas bara i krypterad form, och bara de i studion som behöver uppgifterna i sitt arbete har tillgång till dem.',
      ),
    ),

    heading('integritetspolicy.rattigheter', 'Dina rättigheter'),
    text(
      'integritetspolicy.rattigheter-text',
      p('Enligt GDPR har du rätt att'),
      ul(
        'få veta vilka uppgifter vi har om dig och få en kopia av dem (registerutdrag);',
        'få felaktiga uppgifter rättade och ofullständiga uppgifter kompletterade;',
        'få uppgifter raderade, när vi inte längre behöver dem eller inte är skyldiga att spara dem;',
        'begära att behandlingen begränsas, till exempel medan vi utreder om en uppgift stämmer;',
        'invända mot behandling som bygger på vårt berättigade intresse;',
        'få ut uppgifter som du själv har lämnat, i ett maskinläsbart format, och få dem överförda till någon annan (dataportabilitet);',
        [
          'när som helst återkalla ett samtycke. Nyhetsbrevet avregistrerar du dig från via länken i varje utskick, och ditt val om cookies ändrar du som beskrivs i ',
          link('/cookiepolicy', 'cookiepolicyn'),
          '.',
        ],
      ),
      p(
        'Skriv till ',
        live('studioEmail'),
        ' från den e-postadress som hör till ditt konto, så svarar vi inom en månad. Ibland behöver vi be dig bekräfta vem du är innan vi lämnar ut eller ändrar uppgifter.',
      ),
    ),

    heading('integritetspolicy.klagomal', 'Klagomål till Integritetsskyddsmyndigheten'),
    text(
      'integritetspolicy.klagomal-text',
      p(
        'Tycker du att vi behandlar dina uppgifter felaktigt, hör gärna av dig till oss först. Du har alltid rätt att lämna klagomål till tillsynsmyndigheten, Integritetsskyddsmyndigheten (IMY), Box 8114, 104 20 Stockholm, ',
        link('https://www.imy.se', 'www.imy.se'),
        '.',
      ),
    ),

    heading('integritetspolicy.andringar', 'Ändringar i policyn'),
    text(
      'integritetspolicy.andringar-text',
      p(
        'Vi uppdaterar policyn när vi ändrar hur vi behandlar personuppgifter. Datumet högst upp visar när den senast ändrades, och vid större ändringar meddelar vi dig per e-post.',
      ),
    ),

    heading('integritetspolicy.kontakt', 'Kontakt'),
    text(
      'integritetspolicy.kontakt-text',
      p(
        'Frågor om integritet och personuppgifter skickar du till ',
        live('studioEmail'),
        ' eller per post till ',
        live('studioName'),
        ', ',
        live('studioStreet'),
        ', ',
        live('studioPostalTown'),
        '. Läs även våra ',
        link('/allmanna-villkor', 'allmänna villkor'),
        '.',
      ),
    ),
  ],
};
