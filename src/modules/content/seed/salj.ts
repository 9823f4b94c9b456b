import { cta, doc, heading, hero, link, live, liveBlock, p, point, points, section, styledText, text, ul, type PageSeed } from './build';

/**
 * /salj as it read before edit mode: the first version, in the page's own wide layout
 * (a hero with its facts beside it, then full-width bands). The commission, the closing time, the
 * category list and count, the worked example and the studio's address and e-mail are live.
 */
export const salj: PageSeed = {
  updated: '2026-11-21',
  blocks: [
    hero(
      'salj.inledning',
      {
        eyebrow: 'Inlämning pågår',
        title: 'Sälj hos Klubban',
        showSaleStatus: false,
        layout: 'split',
        lead: doc(
          p(
            'Vi tar in konst, design och samlarföremål till söndagens auktioner just nu. Begär en värdering med några bilder så berättar vi vad ditt föremål kan vara värt. Vi sköter foto, text, budgivning, betalning och leverans.',
          ),
        ),
      },
      cta('salj.begar-vardering-knapp', 'Begär värdering', '/salj/vardering', 'accent'),
      cta('salj.sa-gar-det-till-knapp', 'Så går det till', '#sa-gar-det-till', 'outline'),
      points(
        'salj.fakta',
        'facts',
        point('Kostnadsfri värdering', 'Du bestämmer dig först när du har fått vårt svar.'),
        point([live('sellerCommissionPercent'), ' provision'], 'Bara om föremålet säljs – annars kostar det ingenting.'),
        point('Auktion varje söndag', 'Nätauktion för köpare i hela Sverige.'),
      ),
    ),

    section(
      'salj.sa-gar-det-till',
      { title: 'Så går det till', anchor: 'sa-gar-det-till', variant: 'band' },
      points(
        'salj.steg',
        'steps',
        point(
          'Begär värdering',
          'Fyll i vårt formulär med några bilder på föremålet, mått, skick och det du vet om det – till exempel vem som har gjort det.',
        ),
        point(
          'Vi värderar',
          'Vi svarar med ett utrop, vår uppskattning av slutpriset, och ett startpris. Passar föremålet inte hos oss tackar vi nej och berättar varför.',
        ),
        point('Lämna in', [
          'Tackar du ja på ditt konto lämnar du föremålet i studion på ',
          live('studioStreet'),
          ', eller så hämtar vi det efter överenskommelse.',
        ]),
        point('Under klubban', [
          'Vi fotograferar och beskriver föremålet och lägger ut det i veckans auktion. Den avslutas på söndagskvällen: första föremålet ',
          live('firstClose'),
          ' svensk tid, sedan ',
          live('stagger'),
          '.',
        ]),
        point('Du får betalt', [
          'När köparen har fått föremålet betalar vi ut det klubbade priset minus ',
          live('sellerCommissionPercent'),
          ' i provision.',
        ]),
      ),
    ),

    section(
      'salj.vad-vi-tar-emot',
      { title: 'Det här tar vi emot', anchor: 'vad-vi-tar-emot', variant: 'band' },
      styledText(
        'salj.vad-vi-tar-emot-ingress',
        'lead',
        p('Konst, design och samlarföremål med ett andrahandsvärde. På Klubban säljs de i ', live('categoryCount'), ' kategorier:'),
      ),
      liveBlock('salj.kategorier', 'categoryList'),
      heading('salj.saljer-bra', 'Det här säljer bra', 3),
      text(
        'salj.saljer-bra-text',
        p(
          'Signerad konst och grafik, möbler och belysning av kända formgivare, nordiskt glas och keramik från 1900-talet och smycken i silver och guld – gärna i gott skick och med signatur, stämpel eller en känd historia. Vi tar också emot hela samlingar och dödsbon. Massproducerade föremål med lågt andrahandsvärde tackar vi oftast nej till, men är du osäker: fråga hellre en gång för mycket.',
        ),
      ),
    ),

    section(
      'salj.avgifter',
      { title: 'Vad kostar det?', anchor: 'avgifter', variant: 'band' },
      section(
        'salj.avgifter-spalter',
        { variant: 'columns' },
        section(
          'salj.avgifter-text',
          {},
          text(
            'salj.avgifter-lista',
            ul(
              'Värderingen är kostnadsfri, och du förbinder dig inte till något förrän du har tackat ja.',
              [
                'Säljs föremålet tar vi ',
                live('sellerCommissionPercent'),
                ' i provision på det klubbade priset. Provisionen dras av från utbetalningen, så du betalar ingenting i förväg.',
              ],
              'Säljs det inte betalar du ingen provision.',
              'Köparens slagavgift läggs ovanpå det klubbade priset och påverkar inte det du får.',
            ),
          ),
          heading('salj.betalt', 'När får jag betalt?', 3),
          text(
            'salj.betalt-text',
            p(
              'Köparen betalar till oss inom ',
              live('paymentDue'),
              ' efter att auktionen har avslutats. Vi håller pengarna tills köparen har fått föremålet, det vill säga tills leveransen är klar eller hämtningen bekräftad. Sedan betalar vi ut det klubbade priset minus provision, ',
              live('payoutAfterDelivery'),
              ' efter att köparen har fått föremålet, om köparen inte har anmält något fel. Utbetalningen görs via vår betalleverantör till det konto du registrerar där.',
            ),
          ),
        ),
        liveBlock('salj.rakneexempel', 'sellFeeExample'),
      ),
    ),

    section(
      'salj.begar-vardering',
      { title: 'Begär värdering', anchor: 'begar-vardering', variant: 'band' },
      section(
        'salj.vardering-spalter',
        { variant: 'columns' },
        section(
          'salj.vardering-ruta',
          { variant: 'card' },
          styledText(
            'salj.vardering-ingress',
            'lead',
            p('Fyll i formuläret om ditt föremål så återkommer vi med en värdering. Det här vill vi gärna veta:'),
          ),
          text(
            'salj.vardering-lista',
            ul(
              '1–10 bilder i dagsljus: framifrån, från sidorna och undersidan, och närbilder på signaturer, stämplar och skador',
              'mått i centimeter: höjd, bredd och djup',
              'skick: slitage, skador och lagningar',
              'konstnär, formgivare eller tillverkare, om du vet',
              'det du vet om föremålets historia, och gärna vad du hoppas få för det',
              'om du vill lämna in föremålet i studion eller vill att vi hämtar det',
            ),
          ),
          cta('salj.vardering-knapp', 'Begär värdering', '/salj/vardering', 'accent'),
          styledText('salj.vardering-fragor', 'small', p('Har du frågor först? Skriv till ', live('studioEmail'), '.')),
        ),
        section(
          'salj.lamna-in',
          {},
          heading('salj.lamna-in-rubrik', 'Lämna in i studion', 3),
          text(
            'salj.lamna-in-text',
            p(
              'När du har tackat ja till vår värdering under Mina värderingar lämnar du föremålet hos oss. Stora föremål, flera föremål eller ett helt dödsbo hämtar vi efter överenskommelse.',
            ),
          ),
          liveBlock('salj.adress', 'studioAddress'),
        ),
      ),
    ),

    section(
      'salj.mer-om-att-salja',
      { title: 'Mer om att sälja', anchor: 'mer-om-att-salja', variant: 'band' },
      text(
        'salj.mer-om-att-salja-lankar',
        ul(
          link('/kop-och-salj#salja', 'Frågor och svar om att sälja'),
          link('/allmanna-villkor#salja', 'Allmänna villkor för dig som säljer'),
        ),
      ),
    ),
  ],
};
