import { heading, link, live, liveBlock, pageHeader, p, text, ul, type PageSeed } from './build';

/** /om-oss as it read before edit mode: the first version. */
export const omOss: PageSeed = {
  updated: '2026-11-21',
  blocks: [
    pageHeader(
      'om-oss.sidhuvud',
      'Om oss och samarbeten',
      'Klubban är en liten auktionsstudio på ',
      live('studioStreet'),
      ' i ',
      live('studioCity'),
      '. Varje vecka väljer vi ut konst, design och samlarföremål och låter dem gå under klubban på söndagskvällen.',
    ),
    heading('om-oss.studion', 'Studion'),
    text(
      'om-oss.studion-text',
      p(
        'Bakom Klubban står ',
        live('studioName'),
        '. I studion på ',
        live('studioStreet'),
        ' tar vi emot, fotograferar, mäter, beskriver och värderar varje föremål själva. Vi tror på färre föremål och bättre beskrivningar: ordentliga bilder, ärliga uppgifter om skick och ett utrop som går att lita på.',
      ),
      p(
        'Här hittar du allt från grafiska blad och skulpturer till möbler, belysning, glas, keramik, textil och smycken – klassiker från kända formgivare, fina hantverk och sådant som bara är roligt att äga. Allt säljs på nätet, så du kan bjuda var du än bor.',
      ),
    ),
    heading('om-oss.sa-fungerar-det', 'Så fungerar det'),
    heading('om-oss.for-kopare', 'För dig som köper', 3),
    text(
      'om-oss.for-kopare-text',
      ul(
        [
          'Nya föremål läggs ut under veckan. Alla auktioner avslutas på söndagskvällen: det första föremålet ',
          live('firstClose'),
          ' och sedan ',
          live('stagger'),
          '.',
        ],
        [
          'Du bjuder med maxbud, och systemet bjuder åt dig ett budsteg i taget. Kommer det ett bud när det är mindre än ',
          live('softClose'),
          ' kvar förlängs tiden, så att alla hinner svara.',
        ],
        [
          'Köparen betalar en slagavgift på ',
          live('buyerPremiumPercent'),
          ' av det klubbade priset, moms ingår. Du hämtar i studion eller får föremålet skickat.',
        ],
      ),
      p(link('/auktioner', 'Se veckans auktioner'), ' eller läs mer under ', link('/kop-och-salj', 'Frågor och svar'), '.'),
    ),
    heading('om-oss.for-saljare', 'För dig som säljer', 3),
    text(
      'om-oss.for-saljare-text',
      ul(
        'Skicka en värderingsförfrågan med bilder och en beskrivning – det kostar ingenting.',
        'Vi svarar med ett utrop och ett startpris. Tackar du ja lämnar du föremålet hos oss, eller så hämtar vi det.',
        [
          'Vi tar hand om bilder, text, budgivning, betalning och leverans. Säljs föremålet tar vi ',
          live('sellerCommissionPercent'),
          ' i provision, och pengarna betalas ut när köparen har fått det.',
        ],
      ),
      p(link('/salj', 'Sälj med oss')),
    ),
    heading('om-oss.samarbeten', 'Samarbeten'),
    text(
      'om-oss.samarbeten-text',
      p(
        'Vi arbetar gärna med dem som har fler föremål, eller föremål med en särskild historia. Ett samarbete börjar alltid med ett samtal om vad ni har och vad ni vill uppnå.',
      ),
    ),
    heading('om-oss.dodsbon', 'Dödsbon och arvskiften', 3),
    text(
      'om-oss.dodsbon-text',
      p(
        'Att tömma ett hem är ofta både tungt och tidskrävande. Vi går igenom bohaget tillsammans med er, plockar ut det som passar för auktion och berättar vad det kan vara värt. Vi kan hämta föremålen och redovisar varje försäljning, så att alla dödsbodelägare kan följa vad som har sålts och till vilket pris.',
      ),
    ),
    heading('om-oss.formgivare', 'Formgivare, konstnärer och hantverkare', 3),
    text(
      'om-oss.formgivare-text',
      p(
        'Vill du sälja prototyper, provexemplar, små serier eller verk ur ditt arkiv? Vi sätter samman temaauktioner där dina föremål får utrymme och sammanhang, med text och bilder som berättar om arbetet bakom.',
      ),
    ),
    heading('om-oss.foretag', 'Företag och organisationer', 3),
    text(
      'om-oss.foretag-text',
      p(
        'Kontor, hotell, restauranger och butiker som flyttar eller byter inredning sitter ofta på möbler, belysning och konst som förtjänar ett nytt hem. Vi säljer det för er räkning, så att föremålen återanvänds och ni får betalt för dem. Vi gör också gärna temaauktioner tillsammans med varumärken och samlingar.',
      ),
    ),
    heading('om-oss.kontakt', 'Kontakt'),
    text(
      'om-oss.kontakt-text',
      p('Vill du samarbeta, lämna in, hämta eller titta på ett föremål? Skriv till oss så bokar vi en tid i studion.'),
    ),
    liveBlock('om-oss.adress', 'studioAddressWithEmail'),
  ],
};
