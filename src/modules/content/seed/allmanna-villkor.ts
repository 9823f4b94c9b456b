import { formatSek } from '@/ui/format';
import type { BlockNode } from '../domain/blocks';
import { link, live, liveBlock, ol, p, pageHeader, section, strong, text, ul, type PageSeed } from './build';

/** The terms' numbered sections: anchor and title (the table of contents lists them in this order). */
const SECTIONS = [
  { anchor: 'om-klubban', title: 'Om Klubban och villkoren' },
  { anchor: 'konto', title: 'Konto' },
  { anchor: 'foremal', title: 'Föremål, beskrivningar och utrop' },
  { anchor: 'budgivning', title: 'Budgivning' },
  { anchor: 'reservationspris-och-kop-nu', title: 'Reservationspris och Köp nu' },
  { anchor: 'avslut', title: 'När auktionen avslutas' },
  { anchor: 'avgifter-och-betalning', title: 'Slagavgift och betalning' },
  { anchor: 'leverans', title: 'Leverans och hämtning' },
  { anchor: 'reklamation', title: 'Fel i föremålet, reklamation och ångerrätt' },
  { anchor: 'salja', title: 'Att sälja genom Klubban' },
  { anchor: 'otillaten-anvandning', title: 'Otillåten användning' },
  { anchor: 'ansvar', title: 'Ansvar' },
  { anchor: 'personuppgifter', title: 'Personuppgifter och cookies' },
  { anchor: 'andringar', title: 'Ändringar av villkoren' },
  { anchor: 'tvister', title: 'Tillämplig lag och tvister' },
  { anchor: 'kontakt', title: 'Kontakt' },
] as const;

type Anchor = (typeof SECTIONS)[number]['anchor'];

/** Section n of the terms, its heading numbered as the table of contents counts ("4. Budgivning"). */
function numbered(anchor: Anchor, ...children: BlockNode[]) {
  const index = SECTIONS.findIndex((entry) => entry.anchor === anchor);
  return section(`allmanna-villkor.${anchor}`, { title: `${index + 1}. ${SECTIONS[index]?.title}`, anchor }, ...children);
}

/** Section 9's text, with §9.4 as given: the seed's and, for the seed revision, the earlier one. */
function reklamationText(nineFour: ReturnType<typeof p>) {
  return text(
    'allmanna-villkor.reklamation-text',
    p(
      '9.1 Föremålen säljs i befintligt skick. Skador och slitage som framgår av beskrivningen eller bilderna, eller som är normala för föremålets ålder och användning, är inte fel i föremålet.',
    ),
    p(
      '9.2 Avviker föremålet väsentligt från beskrivningen – till exempel om det har en betydande skada som inte nämndes, eller om uppgiften om upphovsperson eller äkthet var fel – kan du reklamera. Kontakta oss inom skälig tid efter att du har upptäckt felet; en reklamation inom två månader räknas alltid som gjord i tid. Skicka gärna bilder.',
    ),
    p(
      '9.3 Godtar vi reklamationen får du tillbaka det klubbade priset, slagavgiften och frakten när föremålet har lämnats tillbaka i samma skick som när du fick det.',
    ),
    nineFour,
    p('9.5 De här villkoren inskränker aldrig de rättigheter du har som konsument enligt tvingande lag.'),
  );
}

/** Section 7's text, with what happens when a buyer does not pay as given: the seed's and, for the seed revision, the earlier one. */
function avgifterText(...unpaid: ReturnType<typeof p>[]) {
  return text(
    'allmanna-villkor.avgifter-text',
    p(
      '7.1 Köparen betalar en ',
      strong('slagavgift'),
      ' på ',
      live('buyerPremiumPercent'),
      ' av det klubbade priset. Moms ingår i slagavgiften. Exempel: klubbas ett föremål för ',
      live('exampleHammerPrice'),
      ' är slagavgiften ',
      live('exampleBuyerPremium'),
      ' och du betalar ',
      live('exampleTotal'),
      ', plus frakt om du väljer det.',
    ),
    p(
      '7.2 Väljer du frakt läggs fraktkostnaden till när frakten bokas. Hämtar du i studion tillkommer ingen frakt. Alla priser anges i svenska kronor.',
    ),
    p(
      '7.3 Betalningen ska vara klar inom ',
      live('paymentDue'),
      ' efter att auktionen avslutades. Du betalar med kort, Swish eller Klarna via vår betalleverantör; vi tar aldrig del av dina fullständiga kortuppgifter. Betalar du med Klarna gäller även Klarnas villkor. Har du inte betalat efter ',
      live('paymentReminder'),
      ' skickar vi en påminnelse.',
    ),
    ...unpaid,
  );
}

// An unpaid order may be cancelled, no fee is kept, repeated non-payment blocks bidding (docs/decisions/0042).
const UNPAID_7 = [
  p(
    '7.4 Betalar du inte i tid får vi avbryta köpet. Du behöver då inte betala något, och vi tar inte ut någon avgift för det avbrutna köpet. Föremålet kan i stället erbjudas den som lade näst högsta budet, för det budet, eller läggas ut på auktion igen.',
  ),
  p(
    '7.5 Har flera av dina köp avbrutits för att de inte betalades kan vi spärra dig från att lägga bud tills du har pratat med oss. Vid upprepade eller allvarliga fall kan vi också stänga av ditt konto.',
  ),
];

/** §7.4 as the first seed had it (2026-11-21): a database still showing it is brought up to date (SEED_REVISIONS). */
export const AVGIFTER_TEXT_BEFORE = avgifterText(
  p(
    '7.4 Betalar du inte i tid får vi häva köpet, stänga av ditt konto och kräva ersättning för de kostnader och förluster som uppstår, till exempel om föremålet måste säljas igen till ett lägre pris.',
  ),
);

/** §9.4 as the first seed had it (2026-11-21): a database still showing it is brought up to date (SEED_REVISIONS). */
const WITHDRAWAL_94_BEFORE = p(
  '9.4 Ångerrätt enligt lagen (2005:59) om distansavtal och avtal utanför affärslokaler gäller när en konsument köper av en näringsidkare. De flesta föremål säljs för privatpersoners räkning, och då gäller ingen lagstadgad ångerrätt. Säljs föremålet för en näringsidkares räkning och du köper som konsument har du 14 dagars ångerrätt från den dag du tog emot föremålet; meddela oss inom den tiden och skicka tillbaka föremålet. Kostnaden för returen betalar du.',
);

// The right of withdrawal on an online-only sale (docs/decisions/0043; ARN 2014-02631).
const WITHDRAWAL_94 = p(
  '9.4 ',
  strong('Ångerrätt.'),
  ' Du köper av oss på distans, och som konsument har du därför ångerrätt enligt lagen (2005:59) om distansavtal och avtal utanför affärslokaler, även när vi säljer föremålet för en privatpersons räkning. Ångerfristen är ',
  live('withdrawalDays'),
  ' från den dag du tog emot föremålet (fick det levererat eller hämtade det). Ångra köpet med knappen ”Ångra köp” under ditt köp, eller mejla ett tydligt meddelande till ',
  live('studioEmail'),
  '; du kan använda standardformuläret för ångerrätt, som finns ifyllt under ditt köp. Skicka sedan tillbaka föremålet till oss inom 14 dagar. ',
  live('withdrawalReturnShipping'),
  ' Vi betalar tillbaka det klubbade priset, slagavgiften och frakten till dig senast 14 dagar efter att vi fick ditt meddelande, men får vänta tills vi har fått tillbaka föremålet eller du har visat att du har skickat det. Du svarar för värdeminskning som beror på att du har hanterat föremålet mer än vad som behövts för att se vad det är. Ångerrätten gäller inte föremål som enligt auktionssidan saknar ångerrätt, till exempel föremål som har tillverkats efter dina anvisningar.',
);

/** The terms' section 9 as the first seed wrote it: the block a studio that never edited it still has (decision 0043). */
export const REKLAMATION_TEXT_BEFORE = reklamationText(WITHDRAWAL_94_BEFORE);

/**
 * /allmanna-villkor as it read before edit mode: the first version. The fees and their
 * worked examples, the closing time, the increment table and the studio's address are live; the
 * maximum-bid example (§4.4) is fixed sums that illustrate the rule.
 */
export const allmannaVillkor: PageSeed = {
  updated: '2026-11-29',
  blocks: [
    pageHeader(
      'allmanna-villkor.sidhuvud',
      'Allmänna villkor',
      'De här villkoren gäller när du skapar ett konto, lägger bud, köper eller säljer genom Klubban. Läs dem gärna innan du lägger ditt första bud – ett bud är bindande.',
    ),
    section(
      'allmanna-villkor.innehall',
      { title: 'Innehåll', anchor: 'innehall-villkor', variant: 'nav' },
      text('allmanna-villkor.innehall-lista', ol(...SECTIONS.map((entry) => link(`#${entry.anchor}`, entry.title)))),
    ),

    numbered(
      'om-klubban',
      text(
        'allmanna-villkor.om-klubban-text',
        p(
          '1.1 Klubban är en nätauktion för konst, design och samlarföremål som drivs av ',
          live('studioName'),
          ', ',
          live('studioStreet'),
          ', ',
          live('studioPostalTown'),
          ' (”Klubban”, ”vi”, ”oss”).',
        ),
        p(
          '1.2 Villkoren gäller mellan dig och Klubban när du använder webbplatsen som köpare, säljare eller besökare. Du godkänner villkoren när du skapar ett konto. Hur vi behandlar personuppgifter beskriver vi i vår ',
          link('/integritetspolicy', 'integritetspolicy'),
          ', och hur vi använder cookies i vår ',
          link('/cookiepolicy', 'cookiepolicy'),
          '.',
        ),
        p(
          '1.3 Vi säljer föremålen i kommission, det vill säga i eget namn men för säljarens räkning. Som köpare har du alla kontakter om köpet, betalningen och leveransen med oss. Som säljare ger du oss i uppdrag att sälja ditt föremål på de villkor som står i avsnitt 10.',
        ),
      ),
    ),

    numbered(
      'konto',
      text(
        'allmanna-villkor.konto-text',
        p(
          '2.1 Du behöver ett konto för att lägga bud, använda Köp nu, bevaka föremål och sälja. Du loggar in med din e-postadress och ett lösenord. Inloggning med Google stöds inte längre.',
        ),
        p(
          '2.2 Du måste vara minst 18 år och ha rätt att ingå bindande avtal. Uppgifterna du lämnar – namn, e-postadress och mobilnummer – ska vara riktiga, och du ska hålla dem uppdaterade.',
        ),
        p(
          '2.3 Kontot är personligt. Håll lösenordet för dig själv; du ansvarar för bud och köp som görs från ditt konto. Misstänker du att någon annan har kommit åt kontot, byt lösenord direkt och kontakta oss.',
        ),
        p(
          '2.4 Vi får stänga av ett konto tillfälligt eller permanent om villkoren inte följs, till exempel vid utebliven betalning eller missbruk av budgivningen. Ett avstängt konto kan inte lägga bud eller logga in.',
        ),
      ),
    ),

    numbered(
      'foremal',
      text(
        'allmanna-villkor.foremal-text',
        p(
          '3.1 Varje föremål presenteras med bilder, en beskrivning, uppgifter om skick och mått och, när det är känt, upphovsperson eller tillverkare och årtal. Vi beskriver föremålen noggrant och efter bästa förmåga. Bilderna är en del av beskrivningen – titta på dem i helskärm innan du bjuder.',
        ),
        p(
          '3.2 Många föremål är begagnade eller äldre och har spår av användning och ålder. Mindre slitage, som repor, nötningar och små nagg, nämns inte alltid särskilt.',
        ),
        p(
          '3.3 Uppgifter om upphovsperson, tillverkare, datering och material bygger på signaturer, märkningar, dokumentation och vår bedömning. Utropet är vår uppskattning av vad föremålet kan säljas för, inte ett löfte: slutpriset kan bli både lägre och högre.',
        ),
        p(
          '3.4 Har du frågor om ett föremål, eller vill du se det på plats i studion, skriv till ',
          live('studioEmail'),
          ' i god tid före auktionens slut.',
        ),
      ),
    ),

    numbered(
      'budgivning',
      text(
        'allmanna-villkor.budgivning-text',
        p(
          '4.1 ',
          strong('Bud är bindande.'),
          ' Innan budet läggs visar vi beloppet, slagavgiften och totalsumman och ber dig bekräfta. När budet är registrerat kan det inte återkallas.',
        ),
        p(
          '4.2 Du bjuder med ett ',
          strong('maxbud'),
          ': det högsta klubbade pris du är beredd att betala, utan slagavgift och frakt. Systemet bjuder sedan för dig, ett budsteg i taget och bara så mycket som behövs för att du ska leda, upp till ditt maxbud. Ingen annan ser ditt maxbud.',
        ),
        p(
          '4.3 Om två budgivare har samma maxbud leder den som lade sitt maxbud först. Leder du kan du höja ditt maxbud utan att priset stiger; det höjs då bara om reservationspriset därmed uppnås (se 5.2). Ett höjt maxbud räknas som nytt från den tidpunkt då du höjde det.',
        ),
        p(
          `4.4 Exempel: du leder med maxbud ${formatSek(1_500)} och priset är ${formatSek(1_300)}. Lägger någon ett maxbud på ${formatSek(2_000)} blir priset ${formatSek(1_600)} – ditt maxbud plus ett budsteg – och den andra budgivaren leder. Lägger någon i stället ${formatSek(1_450)} leder du fortfarande, och priset blir ${formatSek(1_500)}.`,
        ),
        p(
          '4.5 Första budet måste vara minst startpriset. Därefter måste ett bud vara minst aktuellt pris plus ett budsteg. Budstegen beror på aktuellt pris:',
        ),
      ),
      liveBlock('allmanna-villkor.budsteg', 'incrementTable'),
      text(
        'allmanna-villkor.budgivning-sluttider',
        p(
          '4.6 ',
          strong('Sluttider.'),
          ' Auktionerna avslutas varje söndag. Det första föremålet avslutas kl. ',
          live('firstCloseTime'),
          ' och därefter ett föremål ',
          live('staggerEvery'),
          ', i katalogordning. Alla tider anges i svensk tid, och sluttiden som visas på föremålets sida gäller.',
        ),
        p(
          '4.7 ',
          strong('Förlängning.'),
          ' Läggs ett bud när det är mindre än ',
          live('softClose'),
          ' kvar flyttas sluttiden till ',
          live('softClose'),
          ' efter det budet. Det upprepas så länge nya bud kommer in, så att alla hinner svara. Du ser alltid den aktuella sluttiden på föremålets sida.',
        ),
        p(
          '4.8 Lägg gärna ditt maxbud i god tid. Vi ansvarar inte för bud som inte når fram på grund av störningar i din uppkoppling eller utrustning.',
        ),
      ),
    ),

    numbered(
      'reservationspris-och-kop-nu',
      text(
        'allmanna-villkor.reservationspris-text',
        p(
          '5.1 Vissa föremål har ett ',
          strong('reservationspris'),
          ', det lägsta pris som säljaren accepterar. Beloppet är hemligt. På föremålets sida står ”Reservationspris ej uppnått” eller ”Reservationspris uppnått”. Uppnås det inte säljs föremålet inte.',
        ),
        p(
          '5.2 Du kan lägga ett maxbud som är lägre än reservationspriset; budet registreras men leder inte till köp om reservationspriset inte uppnås. Är ditt maxbud lika med eller högre än reservationspriset stiger priset direkt till reservationspriset.',
        ),
        p(
          '5.3 Vissa föremål kan köpas direkt med ',
          strong('Köp nu'),
          ' till ett fast pris. Köp nu erbjuds bara tills det första budet har lagts. Ett köp med Köp nu är bindande: auktionen avslutas direkt och du blir köpare. Köp nu-priset räknas som klubbat pris, så slagavgift och eventuell frakt tillkommer.',
        ),
      ),
    ),

    numbered(
      'avslut',
      text(
        'allmanna-villkor.avslut-text',
        p(
          '6.1 Leder du när tiden har gått ut, och ett eventuellt reservationspris är uppnått, har du köpt föremålet. Det klubbade priset är det pris som budgivningen har nått när auktionen avslutas – inte nödvändigtvis hela ditt maxbud.',
        ),
        p(
          '6.2 Vi meddelar dig per e-post och på ',
          link('/user', 'ditt konto'),
          ' när du har vunnit en auktion, och där ser du också vad du ska betala.',
        ),
      ),
    ),

    numbered('avgifter-och-betalning', avgifterText(...UNPAID_7)),

    numbered(
      'leverans',
      text(
        'allmanna-villkor.leverans-text',
        p(
          '8.1 Du väljer om du vill hämta föremålet i studion eller få det skickat. Föremålet lämnas ut eller skickas när betalningen är klar.',
        ),
        p(
          '8.2 ',
          strong('Hämtning'),
          ' sker i studion på ',
          live('studioStreet'),
          ' i ',
          live('studioCity'),
          '. Vi meddelar dig när föremålet finns hos oss och bokar en tid tillsammans med dig. Hämta helst inom två veckor efter betalningen; hör av dig om du behöver mer tid. Den som hämtar åt dig ska kunna visa ordern.',
        ),
        p(
          '8.3 ',
          strong('Frakt'),
          ' bokar vi åt dig, och vi packar föremålet omsorgsfullt. Stora eller ömtåliga föremål, som möbler, speglar och glas, kan kräva särskild transport. Du får besked när föremålet har skickats.',
        ),
        p(
          '8.4 Kontrollera försändelsen när du tar emot den. Anmäl synliga transportskador till oss och fraktbolaget så snart som möjligt, gärna med bilder på både föremålet och förpackningen.',
        ),
      ),
    ),

    numbered('reklamation', reklamationText(WITHDRAWAL_94)),

    numbered(
      'salja',
      text(
        'allmanna-villkor.salja-text',
        p(
          '10.1 ',
          strong('Värderingsförfrågan.'),
          ' Du börjar med en värderingsförfrågan på ',
          link('/salj', 'Sälj'),
          ': bilder på föremålet (1–10 stycken), en beskrivning, mått och skick och gärna vad du hoppas få för det. Det kostar ingenting att skicka in en förfrågan.',
        ),
        p(
          '10.2 ',
          strong('Vårt svar.'),
          ' Vi svarar med ett utrop och ett startpris, eller tackar nej och berättar varför. Ett reservationspris kan vi komma överens om. När du godtar vårt svar ger du oss i uppdrag att sälja föremålet på de här villkoren.',
        ),
        p(
          '10.3 ',
          strong('Inlämning.'),
          ' Du lämnar föremålet i studion på ',
          live('studioStreet'),
          ', eller så hämtar vi det efter överenskommelse. Vi granskar, fotograferar och beskriver föremålet. Stämmer det inte med förfrågan kan vi ändra utrop och startpris eller avstå från försäljningen.',
        ),
        p('10.4 ', strong('Ditt ansvar som säljare.'), ' Du intygar att'),
        ul(
          'du äger föremålet eller har rätt att sälja det, och att det inte är stulet, pantsatt eller belånat;',
          'du har berättat om alla skador, lagningar och förändringar du känner till, och om du tvivlar på äktheten;',
          'föremålet får säljas lagligt, till exempel att föremål av elfenben eller andra material från skyddade arter har de intyg som krävs.',
        ),
        p(
          '10.5 ',
          strong('Provision.'),
          ' Vi tar en provision på ',
          live('sellerCommissionPercent'),
          ' av det klubbade priset, som dras av från utbetalningen. Exempel: klubbas föremålet för ',
          live('exampleHammerPrice'),
          ' är provisionen ',
          live('exampleSellerCommission'),
          ' och du får ',
          live('examplePayout'),
          '.',
        ),
        p(
          '10.6 ',
          strong('Utbetalning.'),
          ' Köparens betalning hålls hos oss tills köparen har fått föremålet: när köparen bekräftar att det har kommit fram, när fraktbolagets spårning visar att det har levererats, eller ',
          live('receiptAfterShipping'),
          ' efter att det skickades om köparen inte har anmält något fel; vid avhämtning när det är hämtat. Köparen har sedan ',
          live('payoutAfterDelivery'),
          ' på sig att granska föremålet. Därefter betalar vi ut det klubbade priset minus provision, om köparen inte har anmält något fel. Utbetalningen görs via vår betalleverantör till det konto du har registrerat där.',
        ),
        p(
          '10.7 ',
          strong('Osålda föremål.'),
          ' Säljs föremålet inte, till exempel för att reservationspriset inte uppnåddes, kan vi lägga upp det igen i en kommande auktion, ofta med ett justerat startpris. Vill du inte det hämtar du föremålet i studion.',
        ),
        p(
          '10.8 ',
          strong('Återkallelse.'),
          ' Vill du återkalla ett föremål, meddela oss så snart som möjligt. När auktionen har börjat och bud har lagts kan föremålet inte dras tillbaka, eftersom buden är bindande.',
        ),
        p(
          '10.9 ',
          strong('Bilder och texter.'),
          ' Vi får fotografera föremålet och använda bilderna och katalogtexterna på Klubban och när vi marknadsför auktionen.',
        ),
      ),
    ),

    numbered(
      'otillaten-anvandning',
      text(
        'allmanna-villkor.otillaten-anvandning-text',
        p(
          '11.1 Du får inte bjuda på ett föremål som du själv säljer, låta någon annan bjuda åt dig för att driva upp priset, eller samarbeta med andra för att påverka budgivningen.',
        ),
        p('11.2 Du får inte störa webbplatsen, försöka komma åt andras konton eller samla in uppgifter från den automatiskt.'),
        p(
          '11.3 Vi får ta bort bud som har lagts i strid mot villkoren. Budgivningen räknas då om utifrån de bud som återstår, och de budgivare som berörs får besked.',
        ),
      ),
    ),

    numbered(
      'ansvar',
      text(
        'allmanna-villkor.ansvar-text',
        p(
          '12.1 Vi hanterar föremålen i vår vård med omsorg och gör vad vi kan för att webbplatsen ska fungera, men vi kan inte lova att den alltid är tillgänglig och felfri. Vid tekniska störningar som påverkar budgivningen kan vi förlänga, avbryta eller göra om en auktion.',
        ),
        p(
          '12.2 Vi ansvarar inte för indirekta skador eller förluster, som utebliven vinst. Begränsningen gäller inte om vi har orsakat skadan med uppsåt eller genom grov vårdslöshet, och inte heller i den mån tvingande lag säger något annat.',
        ),
      ),
    ),

    numbered(
      'personuppgifter',
      text(
        'allmanna-villkor.personuppgifter-text',
        p(
          '13.1 Vi behandlar dina personuppgifter enligt vår ',
          link('/integritetspolicy', 'integritetspolicy'),
          '. Andra användare ser dig aldrig med namn: i budhistoriken visas du som en anonym budgivare.',
        ),
        p(
          '13.2 Vilka cookies och vilken lagring i webbläsaren vi använder, och hur du väljer, står i vår ',
          link('/cookiepolicy', 'cookiepolicy'),
          '.',
        ),
      ),
    ),

    numbered(
      'andringar',
      text(
        'allmanna-villkor.andringar-text',
        p(
          '14.1 Vi kan ändra villkoren. Den senaste versionen finns alltid på den här sidan, och vid större ändringar meddelar vi dig per e-post innan de börjar gälla.',
        ),
        p('14.2 Bud och köp följer de villkor som gällde när budet lades eller köpet gjordes.'),
      ),
    ),

    numbered(
      'tvister',
      text(
        'allmanna-villkor.tvister-text',
        p('15.1 Svensk lag gäller för villkoren och för köp och försäljning genom Klubban.'),
        p(
          '15.2 Kontakta oss först om något har gått fel, så försöker vi lösa det tillsammans. Kommer vi inte överens kan du som konsument vända dig till Allmänna reklamationsnämnden (ARN), Box 174, 101 23 Stockholm, ',
          link('https://www.arn.se', 'www.arn.se'),
          '. Tvister prövas annars av allmän domstol i Sverige.',
        ),
      ),
    ),

    numbered(
      'kontakt',
      text('allmanna-villkor.kontakt-text', p('Frågor om villkoren, ett köp eller en försäljning besvarar vi gärna.')),
      liveBlock('allmanna-villkor.adress', 'studioAddressWithEmail'),
      text('allmanna-villkor.kontakt-fragor', p('Svar på vanliga frågor finns under ', link('/kop-och-salj', 'Frågor och svar'), '.')),
    ),
  ],
};
