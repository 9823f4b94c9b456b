import { heading, link, live, liveBlock, p, pageHeader, strong, text, ul, type PageSeed } from './build';

/**
 * /tillganglighet, the accessibility statement, in the order of the EU's model
 * statement: who stands behind it, how accessible the site is, what is not and why, what to do
 * instead, how to report a barrier (the form reaches the console), how the site is tested, and
 * when this was last reviewed. The studio edits it like the other information pages.
 */
export const tillganglighet: PageSeed = {
  updated: '2026-11-28',
  blocks: [
    pageHeader(
      'tillganglighet.sidhuvud',
      'Tillgänglighet på Klubban',
      live('studioName'),
      ' står bakom Klubban. Vi vill att alla ska kunna titta, buda, betala och sälja här, oavsett hur man använder en dator eller telefon. Här berättar vi hur tillgänglig webbplatsen är, vad som ännu inte fungerar och hur du säger till oss när något är i vägen.',
    ),

    heading('tillganglighet.hur', 'Hur tillgänglig är webbplatsen?'),
    text(
      'tillganglighet.hur-text',
      p(
        'Klubban är ',
        strong('delvis förenlig'),
        ' med WCAG 2.2 på nivå AA, den standard som lagen (2023:254) om vissa produkters och tjänsters tillgänglighet och EU:s tillgänglighetsdirektiv hänvisar till för e-handel. Det som inte uppfyller kraven beskriver vi under ”Det här är inte tillgängligt”.',
      ),
      p('Det här ska fungera på hela webbplatsen:'),
      ul(
        'Allt går att använda med enbart tangentbord, i en ordning som följer sidan, och det du står på syns tydligt.',
        'Formulär har synliga etiketter, och fel förklaras i text vid fältet.',
        'Bud är bindande först efter ett andra, tydligt steg där du ser vad du betalar om du vinner: klubbat pris, slagavgift med moms, frakt och summa.',
        'Text och knappar har tillräcklig kontrast, och inget förmedlas bara med färg.',
        'Sidorna fungerar i smala fönster utan att du behöver scrolla i sidled.',
      ),
    ),

    heading('tillganglighet.brister', 'Det här är inte tillgängligt'),
    text(
      'tillganglighet.brister-text',
      ul(
        [
          strong('Zoomning på mobilen.'),
          ' Webbplatsen är byggd för att fungera som en app i telefonen och låser därför zoomning med två fingrar. Det strider mot WCAG 1.4.4 (Ändra textstorlek). Textstorleken du valt i telefonens inställningar följer med, och i Chrome för Android kan du slå på ”Tvinga aktivering av zoom” under Tillgänglighet.',
        ],
        [
          strong('Betalsidan.'),
          ' När du betalar skickas du till vår betalleverantörs betalsida. Den ansvarar betalleverantören för, och vi kan inte garantera att den uppfyller kraven.',
        ],
      ),
      p(
        'Att en auktion slutar vid en bestämd tid är inte en brist: tidsgränsen är en del av auktionen själv, och WCAG undantar sådana tidsgränser. Lägger någon ett bud de sista två minuterna förlängs tiden, och den som bevakar ett föremål kan få en påminnelse innan det slutar.',
      ),
    ),

    heading('tillganglighet.annat-satt', 'Om du inte kan använda en del av webbplatsen'),
    text(
      'tillganglighet.annat-satt-text',
      p(
        'Hör av dig på ',
        live('studioEmail'),
        ', så hjälper vi dig på ett annat sätt: vi kan till exempel skicka ett föremåls beskrivning och bilder i ett mejl, svara på frågor om budgivningen eller ta emot ditt föremål för värdering via mejl i stället för formuläret.',
      ),
    ),

    heading('tillganglighet.rapportera', 'Rapportera en brist'),
    text(
      'tillganglighet.rapportera-text',
      p(
        'Stöter du på något som hindrar dig, vill vi veta det. Skriv vad du försökte göra och på vilken sida. Rapporten hamnar direkt hos studion, och lämnar du din e-post svarar vi inom fem arbetsdagar.',
      ),
    ),
    liveBlock('tillganglighet.formular', 'barrierReport'),

    heading('tillganglighet.tillsyn', 'Tillsyn'),
    text(
      'tillganglighet.tillsyn-text',
      p(
        'Lagen om vissa produkters och tjänsters tillgänglighet gäller e-handelstjänster som Klubban, och myndigheter har tillsyn över att den följs. Är du inte nöjd med hur vi har tagit hand om din rapport kan du vända dig till tillsynsmyndigheten; fråga oss gärna om vilken, så hjälper vi dig.',
      ),
    ),

    heading('tillganglighet.testat', 'Hur vi har testat webbplatsen'),
    text(
      'tillganglighet.testat-text',
      p(
        'Varje ändring av webbplatsen testas automatiskt innan den publiceras: verktyget axe granskar varje offentlig sida i mobilbredd och datorbredd, och en ändring som ger allvarliga brister släpps inte ut. Budgivningens bekräftelse, sökningen och studions dra-och-släpp testas dessutom med enbart tangentbord. Läs mer om hur Klubban fungerar i ',
        link('/kop-och-salj', 'frågor och svar'),
        '.',
      ),
      p('Redogörelsen granskades senast den 28 november 2026.'),
    ),
  ],
};
