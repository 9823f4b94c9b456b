import { code, heading, link, live, liveBlock, p, pageHeader, strong, text, ul, type PageSeed } from './build';

/**
 * /cookiepolicy as it read before edit mode: the first version. The two storage tables
 * describe what the code keeps in the browser, so they are live blocks (components/storage-tables.tsx);
 * the prose around them is editable.
 */
export const cookiepolicy: PageSeed = {
  updated: '2026-11-26',
  blocks: [
    pageHeader(
      'cookiepolicy.sidhuvud',
      'Cookiepolicy',
      'Klubban använder bara det som behövs för att webbplatsen ska fungera. Statistik, felövervakning och annonsmätning slår vi på först när du har valt ”Acceptera alla”.',
    ),

    heading('cookiepolicy.cookies', 'Cookies och lokal lagring'),
    text(
      'cookiepolicy.cookies-text',
      p(
        'En cookie är en liten textfil som webbplatsen sparar i din webbläsare. Lokal lagring (localStorage) fungerar på liknande sätt, men uppgifterna stannar i webbläsaren och skickas inte automatiskt till oss. Nedan kallar vi båda för cookies när inget annat sägs.',
      ),
    ),

    heading('cookiepolicy.ditt-val', 'Ditt val'),
    text(
      'cookiepolicy.ditt-val-text',
      p('När du besöker Klubban första gången frågar vi vad du godkänner:'),
      ul(
        [
          strong('Endast nödvändiga'),
          ' – vi använder bara de cookies som krävs för att webbplatsen ska fungera. Ingen statistik, ingen felövervakning och ingen annonsmätning.',
        ],
        [
          strong('Acceptera alla'),
          ' – vi använder också cookies för statistik med PostHog, slår på felövervakning och, om vi annonserar, mäter vilka av våra annonser som leder hit.',
        ],
      ),
      p(
        'Nödvändiga cookies kräver inget samtycke enligt lagen om elektronisk kommunikation, eftersom tjänsten inte fungerar utan dem. Allt annat laddas först när du har valt ”Acceptera alla”.',
      ),
    ),

    heading('cookiepolicy.nodvandiga', 'Nödvändiga cookies'),
    text('cookiepolicy.nodvandiga-text', p('De här används alltid, oavsett vad du väljer.')),
    liveBlock('cookiepolicy.nodvandiga-tabell', 'storageNecessary'),
    text(
      'cookiepolicy.secure',
      p(
        'På en krypterad anslutning har inloggningscookien prefixet ',
        code('__Secure-'),
        '. Den går inte att läsa med JavaScript och skickas bara till Klubban.',
      ),
    ),

    heading('cookiepolicy.statistik', 'Statistik, felövervakning och annonsmätning'),
    text('cookiepolicy.statistik-text', p('De här används bara om du har valt ”Acceptera alla”.')),
    liveBlock('cookiepolicy.statistik-tabell', 'storageWithConsent'),
    text(
      'cookiepolicy.statistik-mer',
      p(
        'I namnet står ',
        code('<nyckel>'),
        ' för Klubbans projektnyckel hos PostHog. Statistiken samlas in av oss med PostHog som personuppgiftsbiträde.',
      ),
      p(
        'Med ditt samtycke slår vi också på ',
        strong('felövervakning'),
        ' och prestandamätning. När något går fel eller laddar långsamt i webbläsaren skickas en teknisk rapport till oss – vilket fel som uppstod, på vilken sida och i vilken webbläsare – så att vi kan rätta det. Rapporterna innehåller aldrig lösenord eller betalningsuppgifter.',
      ),
      p(
        'Vi använder statistiken för att förbättra Klubban. Om du är inloggad kopplas statistiken och felrapporterna till ditt kontos id – aldrig till din e-postadress – så att vi kan följa upp problem du har stött på. Annonsmätningen med Google-taggen säger bara vilka av våra annonser som leder hit; den finns med i tabellen ovan när vi använder den.',
      ),
    ),

    heading('cookiepolicy.betalning', 'Betalning'),
    text(
      'cookiepolicy.betalning-text',
      p(
        'När du betalar skickas du till vår betalleverantörs betalsida. Där kan betalleverantören, och Klarna om du väljer att betala med Klarna, använda egna cookies som behövs för betalningen och för att förhindra bedrägerier. För dem gäller respektive företags cookiepolicy.',
      ),
    ),

    heading('cookiepolicy.andra-val', 'Så ändrar du ditt val'),
    text(
      'cookiepolicy.andra-val-text',
      p(
        'Välj ',
        strong('Cookieinställningar'),
        ' längst ned på varje sida, så får du frågan igen. Väljer du ”Endast nödvändiga” stoppas statistik, felövervakning och annonsmätning direkt, och deras cookies och lagrade uppgifter tas bort ur din webbläsare.',
      ),
      p(
        'Ditt val sparas i ',
        code('cookie-consent-v1'),
        '. Du kan också rensa webbplatsdata för Klubban i webbläsarens inställningar – då får du frågan igen nästa gång du besöker oss. Så gör du i de vanligaste webbläsarna:',
      ),
      ul(
        [strong('Safari på iPhone:'), ' Inställningar → Appar → Safari → Avancerat → Webbplatsdata.'],
        [strong('Chrome:'), ' klicka på ikonen till vänster om adressen → Cookies och webbplatsdata.'],
        [strong('Firefox:'), ' klicka på hänglåset till vänster om adressen → Rensa cookies och webbplatsdata.'],
      ),
      p(
        'Rensar du webbplatsdata loggas du också ut och dina senaste sökningar försvinner. Uppgifter som redan har samlats in med ditt samtycke raderas inte automatiskt när du ändrar ditt val; skriv till oss om du vill att vi tar bort dem.',
      ),
    ),

    heading('cookiepolicy.mer', 'Mer information'),
    text(
      'cookiepolicy.mer-text',
      p(
        'Hur vi behandlar personuppgifter, och vilka rättigheter du har, beskriver vi i vår ',
        link('/integritetspolicy', 'integritetspolicy'),
        '. Frågor om cookies besvarar vi gärna på ',
        live('studioEmail'),
        '.',
      ),
    ),
  ],
};
