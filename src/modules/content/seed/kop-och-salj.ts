import { formatSek } from '@/ui/format';
import { faq, heading, link, live, ol, p, pageHeader, section, text, ul, type PageSeed } from './build';

/**
 * /kop-och-salj as it read before edit mode: the first version. The fees, their worked
 * examples, the closing time, the increment ladder and the studio's address and e-mail are live
 * values; the maximum-bid examples are fixed sums that illustrate the rule.
 */
/** The answer on late payment as the first seed had it (2026-11-21): brought up to date where unedited (content's SEED_REVISIONS). */
export const LATE_PAYMENT_FAQ_BEFORE = faq(
  'kop-och-salj.betala-sent',
  'Vad händer om jag inte betalar i tid?',
  p(
    'Vi skickar en påminnelse efter ',
    live('paymentReminder'),
    '. Betalar du ändå inte inom ',
    live('paymentDue'),
    ' kan vi häva köpet, stänga av ditt konto och kräva ersättning för de kostnader det orsakar.',
  ),
);

export const kopOchSalj: PageSeed = {
  updated: '2026-11-29',
  blocks: [
    pageHeader(
      'kop-och-salj.sidhuvud',
      'Frågor och svar',
      'Allt om hur du bjuder, köper och säljer på Klubban. Hittar du inte svaret på din fråga, skriv till ',
      live('studioEmail'),
      ' så hjälper vi dig.',
    ),
    section(
      'kop-och-salj.avsnitt',
      { variant: 'nav' },
      text(
        'kop-och-salj.avsnitt-lista',
        ul(link('#kopa', 'Köpa'), link('#salja', 'Sälja'), link('#konto-och-betalning', 'Konto och betalning')),
      ),
    ),

    section(
      'kop-och-salj.kopa',
      { title: 'Köpa', anchor: 'kopa' },
      faq(
        'kop-och-salj.lagga-bud',
        'Hur lägger jag ett bud?',
        p(
          'Logga in, öppna föremålet och skriv in ditt maxbud. Innan budet läggs ser du beloppet, slagavgiften och totalsumman, och du bekräftar en gång. Har du inget konto skapar du ett på några minuter under ',
          link('/logga-in', 'Logga in'),
          '.',
        ),
      ),
      faq(
        'kop-och-salj.maxbud',
        'Vad är ett maxbud?',
        p(
          'Alla bud på Klubban är maxbud. Du anger det högsta belopp du kan tänka dig att betala för föremålet, och systemet bjuder sedan åt dig – ett budsteg i taget och bara så mycket som behövs för att du ska leda. Ingen annan ser ditt maxbud.',
        ),
        p(
          `Exempel: du lägger ett maxbud på ${formatSek(2_000)} när priset är ${formatSek(1_300)}. Har den som leder ett maxbud på ${formatSek(1_500)} blir priset ${formatSek(1_600)} och du leder. Du betalar alltså inte mer än nödvändigt.`,
        ),
        p('Har två budgivare samma maxbud leder den som lade sitt först. Leder du kan du höja ditt maxbud utan att priset stiger.'),
      ),
      faq(
        'kop-och-salj.budsteg',
        'Hur stora är budstegen?',
        p('Budsteget beror på det aktuella priset:'),
        p(live('incrementSteps')),
        p('Därefter blir stegen större. Hela tabellen finns i ', link('/allmanna-villkor#budgivning', 'villkoren om budgivning'), '.'),
      ),
      faq(
        'kop-och-salj.bindande',
        'Är mitt bud bindande?',
        p(
          'Ja. Ett bud kan inte ångras när det väl är lagt. Leder du när auktionen slutar, och ett eventuellt reservationspris är uppnått, har du köpt föremålet.',
        ),
      ),
      faq(
        'kop-och-salj.sluttid',
        'När slutar auktionerna?',
        p(
          'Varje söndagskväll. Det första föremålet avslutas kl. ',
          live('firstCloseTime'),
          ' och sedan ett föremål ',
          live('staggerEvery'),
          ', i katalogordning. Exakt sluttid står på varje föremål, i svensk tid.',
        ),
      ),
      faq(
        'kop-och-salj.forlangning',
        'Varför förlängdes sluttiden?',
        p(
          'Läggs ett bud när det är mindre än ',
          live('softClose'),
          ' kvar flyttas sluttiden till ',
          live('softClose'),
          ' efter budet. Så får alla en chans att svara, och ingen vinner bara genom att bjuda i sista sekunden. Förlängningen upprepas så länge det kommer nya bud.',
        ),
      ),
      faq(
        'kop-och-salj.reservationspris',
        'Vad betyder ”Reservationspris ej uppnått”?',
        p(
          'Säljaren har satt ett lägsta pris som är hemligt. Så länge det står ”Reservationspris ej uppnått” säljs föremålet inte, även om det finns bud. När budgivningen når reservationspriset ändras texten till ”Reservationspris uppnått”.',
        ),
        p(
          'Du kan bjuda under reservationspriset. Är ditt maxbud lika med eller högre än reservationspriset går priset direkt upp till reservationspriset.',
        ),
      ),
      faq(
        'kop-och-salj.kop-nu',
        'Vad är Köp nu?',
        p(
          'Vissa föremål kan köpas direkt till ett fast pris. Köp nu finns bara kvar tills någon har lagt det första budet. Köpet är bindande och auktionen avslutas direkt. Slagavgift tillkommer på Köp nu-priset.',
        ),
      ),
      faq(
        'kop-och-salj.slagavgift',
        'Vad kostar det utöver det klubbade priset?',
        p(
          'En slagavgift på ',
          live('buyerPremiumPercent'),
          ' av det klubbade priset, moms ingår. Klubbas ett föremål för ',
          live('exampleHammerPrice'),
          ' betalar du ',
          live('exampleTotal'),
          '. Vill du ha föremålet skickat tillkommer frakt, som läggs till när frakten bokas. Hämtar du i studion kostar det ingenting extra.',
        ),
      ),
      faq(
        'kop-och-salj.bevaka',
        'Kan jag bevaka ett föremål?',
        p(
          'Ja. Tryck på hjärtat så hamnar föremålet bland dina ',
          link('/user/watchlist', 'bevakningar'),
          '. Vi påminner dig 24 timmar och en timme innan det slutar.',
        ),
      ),
      faq(
        'kop-och-salj.se-foremalet',
        'Kan jag se föremålet innan jag bjuder?',
        p(
          'Titta på alla bilder och läs beskrivningen noga – skick och mått står där. Vill du veta mer eller se föremålet i studion, skriv till ',
          live('studioEmail'),
          ' i god tid före söndagen.',
        ),
      ),
      faq(
        'kop-och-salj.hamta-eller-frakt',
        'Hur får jag hem det jag har köpt?',
        p(
          'Du väljer själv: hämta i studion på ',
          live('studioStreet'),
          ' i ',
          live('studioCity'),
          ', eller få föremålet skickat. Vi meddelar dig när föremålet finns hos oss, och när det har skickats om du har valt frakt. Stora och ömtåliga föremål kan kräva särskild transport.',
        ),
      ),
      faq(
        'kop-och-salj.angerratt',
        'Kan jag ångra ett köp?',
        p(
          'Ja. Du har ',
          live('withdrawalDays'),
          ' ångerrätt från den dag du har fått föremålet, eftersom du köper av oss på distans. Öppna köpet under ',
          link('/user#mina-kop', 'Mina köp'),
          ' och välj ”Ångra köp”, eller mejla ',
          live('studioEmail'),
          '. Skicka sedan tillbaka föremålet, så betalar vi tillbaka klubbat pris, slagavgift och frakt. ',
          live('withdrawalReturnShipping'),
          ' Står det ”Ingen ångerrätt” på auktionssidan gäller den inte för just det föremålet. Läs mer i ',
          link('/allmanna-villkor#reklamation', 'villkoren om ångerrätt'),
          '.',
        ),
      ),
      faq(
        'kop-och-salj.reklamation',
        'Vad gör jag om föremålet inte stämmer med beskrivningen?',
        p(
          'Kontakta oss så snart du har upptäckt felet, gärna med bilder. Avviker föremålet väsentligt från beskrivningen tar vi tillbaka det och betalar tillbaka klubbat pris, slagavgift och frakt. Läs mer i ',
          link('/allmanna-villkor#reklamation', 'villkoren om reklamation'),
          '.',
        ),
      ),
    ),

    section(
      'kop-och-salj.salja',
      { title: 'Sälja', anchor: 'salja' },
      faq(
        'kop-och-salj.salja-sa-gar-det-till',
        'Hur säljer jag med Klubban?',
        ol(
          ['Skicka en värderingsförfrågan under ', link('/salj', 'Sälj'), ' med bilder och en beskrivning av föremålet.'],
          'Vi svarar med ett utrop och ett startpris, eller berättar varför vi tackar nej.',
          'Tackar du ja lämnar du föremålet i studion, eller så hämtar vi det efter överenskommelse.',
          'Vi fotograferar och beskriver föremålet och lägger upp det i en söndagsauktion.',
          'När köparen har fått föremålet betalar vi ut pengarna till dig.',
        ),
      ),
      faq(
        'kop-och-salj.vad-kan-jag-salja',
        'Vad kan jag sälja?',
        p(
          'Konst, design och samlarföremål: tavlor och tryck, skulpturer, möbler, belysning, glas och porslin, mattor och textil, smycken, speglar och mycket mer. Det viktiga är att föremålet är intressant för köpare och i ett skick som gör att det kan säljas. Är du osäker, skicka en förfrågan – det kostar ingenting.',
        ),
      ),
      faq(
        'kop-och-salj.bilder',
        'Vilka bilder ska jag skicka?',
        p(
          'Mellan en och tio bilder. Fotografera föremålet i dagsljus, rakt framifrån och från sidorna, och ta närbilder på signaturer, stämplar, etiketter och eventuella skador. Skriv mått, skick och det du vet om föremålets historia.',
        ),
      ),
      faq(
        'kop-och-salj.provision',
        'Vad kostar det att sälja?',
        p(
          'Värderingen är kostnadsfri. Säljs föremålet tar vi en provision på ',
          live('sellerCommissionPercent'),
          ' av det klubbade priset. Klubbas det för ',
          live('exampleHammerPrice'),
          ' får du ',
          live('examplePayout'),
          '. Säljs det inte betalar du ingen provision.',
        ),
      ),
      faq(
        'kop-och-salj.utrop',
        'Hur sätts utrop och startpris?',
        p(
          'Vi bedömer föremålet utifrån bilderna, beskrivningen och vad liknande föremål har sålts för. Utropet är vår uppskattning av slutpriset, och startpriset är det lägsta första budet. Ett lågt startpris lockar ofta fler budgivare.',
        ),
      ),
      faq(
        'kop-och-salj.lagsta-pris',
        'Kan jag sätta ett lägsta pris?',
        p(
          'Ja, vi kan komma överens om ett reservationspris. Det är hemligt för budgivarna, och föremålet säljs inte om budgivningen inte når upp till det.',
        ),
      ),
      faq(
        'kop-och-salj.inlamning',
        'Hur lämnar jag in mitt föremål?',
        p(
          'När du har tackat ja till vårt svar lämnar du föremålet i studion på ',
          live('studioStreet'),
          ', eller så kommer vi överens om att vi hämtar det. Vi bokar en tid tillsammans med dig.',
        ),
      ),
      faq(
        'kop-och-salj.utbetalning',
        'När får jag betalt?',
        p(
          'Köparen betalar till oss, och vi håller pengarna tills köparen har fått föremålet. När leveransen är klar eller hämtningen bekräftad betalar vi ut det klubbade priset minus provision, ',
          live('payoutAfterDelivery'),
          ' efter att köparen har fått föremålet, om köparen inte har anmält något fel. Utbetalningen går via vår betalleverantör till det konto du registrerar där.',
        ),
      ),
      faq(
        'kop-och-salj.osalt',
        'Vad händer om mitt föremål inte säljs?',
        p(
          'Då kan vi lägga upp det igen i en kommande auktion, ofta med ett justerat startpris. Vill du hellre ta hem det hämtar du det i studion.',
        ),
      ),
      faq(
        'kop-och-salj.angra',
        'Kan jag ångra mig?',
        p(
          'Fram till att auktionen har börjat och någon har lagt ett bud går det bra – hör av dig så snart som möjligt. Därefter kan föremålet inte dras tillbaka, eftersom buden är bindande.',
        ),
      ),
      faq(
        'kop-och-salj.mina-vardering',
        'Var ser jag mina värderingsförfrågningar?',
        p(
          'Under ',
          link('/user', 'ditt konto'),
          '. Där ser du vad du har skickat in och vårt svar, och du får ett e-postmeddelande varje gång vi svarar.',
        ),
      ),
    ),

    section(
      'kop-och-salj.konto-och-betalning',
      { title: 'Konto och betalning', anchor: 'konto-och-betalning' },
      faq(
        'kop-och-salj.skapa-konto',
        'Hur skapar jag ett konto?',
        p(
          'Gå till ',
          link('/logga-in', 'Logga in'),
          ', skriv din e-postadress och välj Skapa konto. Du anger namn, mobilnummer och ett lösenord och godkänner villkoren. Sedan bekräftar du din e-postadress via länken vi skickar.',
        ),
      ),
      faq(
        'kop-och-salj.google',
        'Kan jag logga in med Google?',
        p(
          'Nej, inloggning med Google stöds inte längre. Du loggar in med e-postadress och lösenord. Har du tidigare loggat in med Google, välj ',
          link('/glomt-losenord', 'Glömt lösenord'),
          ' och ange samma e-postadress för att sätta ett lösenord. Fungerar det inte, skriv till ',
          live('studioEmail'),
          ' så hjälper vi dig.',
        ),
      ),
      faq(
        'kop-och-salj.glomt-losenord',
        'Jag har glömt mitt lösenord',
        p(
          'Välj ',
          link('/glomt-losenord', 'Glömt lösenord'),
          ' och ange din e-postadress. Du får ett mejl med en länk där du väljer ett nytt lösenord. Länken gäller i en timme.',
        ),
      ),
      faq(
        'kop-och-salj.betala',
        'Hur betalar jag?',
        p(
          'Med kort, Swish eller Klarna, via vår betalleverantörs säkra betalsida. Betalningen ska vara klar inom ',
          live('paymentDue'),
          ' efter att auktionen avslutades. Du hittar dina köp och betalningslänken under ',
          link('/user', 'ditt konto'),
          '.',
        ),
      ),
      faq(
        'kop-och-salj.betala-sent',
        'Vad händer om jag inte betalar i tid?',
        p(
          'Vi skickar en påminnelse efter ',
          live('paymentReminder'),
          '. Betalar du ändå inte inom ',
          live('paymentDue'),
          // docs/decisions/0042: cancelled without a fee; repeated non-payment blocks bidding.
          ' kan vi avbryta köpet. Du behöver då inte betala något och ingen avgift tas ut, men har flera köp avbrutits kan vi spärra dig från att lägga bud tills du har pratat med oss.',
        ),
      ),
      faq(
        'kop-och-salj.mina-bud',
        'Var ser jag mina bud och köp?',
        p(
          'Under ',
          link('/user', 'ditt konto'),
          ' ser du dina bud, köp, leveransstatus och notiser. Föremål du bevakar finns under ',
          link('/user/watchlist', 'bevakningar'),
          '.',
        ),
      ),
      faq(
        'kop-och-salj.ta-bort-konto',
        'Hur ändrar eller tar jag bort mitt konto?',
        p(
          'Skriv till ',
          live('studioEmail'),
          ' från e-postadressen som hör till kontot. Uppgifter om köp och försäljningar måste vi spara enligt bokföringslagen, men allt annat raderar vi. Läs mer i vår ',
          link('/integritetspolicy', 'integritetspolicy'),
          '.',
        ),
      ),
      faq(
        'kop-och-salj.cookies',
        'Varför frågar ni om cookies?',
        p(
          'Vi använder bara nödvändiga cookies om du inte väljer ”Acceptera alla”. Då använder vi även statistik och felövervakning för att förbättra webbplatsen. Läs mer i vår ',
          link('/cookiepolicy', 'cookiepolicy'),
          '.',
        ),
      ),
    ),

    heading('kop-och-salj.hittade-du-inte', 'Hittade du inte svaret?'),
    text(
      'kop-och-salj.hittade-du-inte-text',
      p(
        'Skriv till ',
        live('studioEmail'),
        ' så svarar vi så snart vi kan. De fullständiga reglerna finns i våra ',
        link('/allmanna-villkor', 'allmänna villkor'),
        '.',
      ),
    ),
  ],
};
