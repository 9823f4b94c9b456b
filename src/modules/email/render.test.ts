import { toPlainText } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES, plainTextOptions, renderEmail, toPlainTextCompiled, type TemplateProps } from './render';
import { absoluteUrl, formatDays } from './templates/lot-parts';
import { formatDuration } from './templates/password-reset';
import { emailSamples } from './samples';

/** Amounts as formatSek writes them: non-breaking spaces between the thousands and before "kr". */
const kr = (digits: string) => `${digits.replace(/ /g, '\u00a0')}\u00a0kr`;

const site = 'https://klubban.example';
const lot = {
  firstName: 'Astrid',
  lotTitle: 'Vas, Satellit, Kosta Boda',
  lotUrl: '/auktioner/12-vas-satellit-kosta-boda',
  imageUrl: '/media/lots/12/1.jpg',
  siteUrl: site,
};
const lotUrl = `${site}/auktioner/12-vas-satellit-kosta-boda`;
// Sunday 29 November 2026, 19:04 in Stockholm (winter time, UTC+1).
const endsAt = '2026-11-29T18:04:00.000Z';

/** A purchase: amounts in öre, links as site paths. */
const order = { ...lot, orderId: 12, orderUrl: '/user/kop/12' };
const orderUrl = `${site}/user/kop/12`;
const address = { name: 'Astrid Lind', street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm' };
const receipt: TemplateProps['PURCHASE_RECEIPT'] = {
  ...order,
  receiptUrl: '/user/kop/12/kvitto',
  // Tuesday 1 December 2026, 10:30 in Stockholm.
  paidAt: '2026-12-01T09:30:00.000Z',
  method: 'swish',
  hammerPriceOre: 140_000,
  buyerPremiumOre: 28_000,
  vatOre: 5_600,
  shippingOre: 14_900,
  totalOre: 182_900,
  invoiceNumbers: ['2026-00214', '2026-00231'],
  deliveryMethod: 'shipping',
  address,
};
/** A seller's sale, as the seller's notices name it. */
const sale = {
  firstName: 'Sara',
  siteUrl: site,
  lotTitle: 'Vas, Kosta',
  lotUrl: '/auktioner/12-vas',
  imageUrl: null,
  salesUrl: '/user#mina-forsaljningar',
};
const postnordUrl = 'https://tracking.postnord.com/se/?id=00373500454541020957';

const samples: { [K in keyof TemplateProps]: { props: TemplateProps[K]; subject: string; html: string[]; text: string[] } } = {
  SIGN_UP: {
    props: { firstName: 'Astrid', siteUrl: 'https://klubban.example/auktioner' },
    subject: 'Välkommen till Klubban',
    html: ['Astrid', 'href="https://klubban.example/auktioner"'],
    text: ['Astrid', 'https://klubban.example/auktioner'],
  },
  VERIFY_EMAIL: {
    props: { firstName: 'Björn', url: 'https://klubban.example/api/auth/verify-email?token=abc123&callbackURL=%2F' },
    subject: 'Bekräfta din e-postadress',
    html: ['Björn', 'href="https://klubban.example/api/auth/verify-email?token=abc123&amp;callbackURL=%2F"', '24 timmar'],
    text: ['Björn', 'https://klubban.example/api/auth/verify-email?token=abc123&callbackURL=%2F', '24 timmar'],
  },
  PASSWORD_RESET: {
    props: { url: 'https://klubban.example/aterstall-losenord/tok-987', expiresMinutes: 30 },
    subject: 'Återställ ditt lösenord',
    html: ['href="https://klubban.example/aterstall-losenord/tok-987"', '30 minuter', 'Om du inte bad om detta kan du bortse från mejlet.'],
    text: ['https://klubban.example/aterstall-losenord/tok-987', '30 minuter', 'Om du inte bad om detta kan du bortse från mejlet.'],
  },
  EMAIL_CHANGE_CONFIRM: {
    props: { newEmail: 'ny.adress@example.se', url: 'https://klubban.example/bekrafta-byte?token=xyz' },
    subject: 'Bekräfta din nya e-postadress',
    html: ['ny.adress@example.se', 'href="https://klubban.example/bekrafta-byte?token=xyz"'],
    text: ['ny.adress@example.se', 'https://klubban.example/bekrafta-byte?token=xyz'],
  },
  TEST_EMAIL: {
    props: { sentAt: new Date('2026-05-03T12:05:00Z') },
    subject: 'Testmejl från Klubban',
    // Stockholm time, summer: 12:05 UTC is 14:05 ("3 maj 2026 kl. 14:05").
    html: ['3 maj 2026', '14:05'],
    text: ['3 maj 2026', '14:05'],
  },
  OUTBID_NOTIFICATION: {
    props: { ...lot, currentPrice: 1400, nextMinimumBid: 1500, endsAt },
    subject: 'Du har blivit överbjuden på ”Vas, Satellit, Kosta Boda”',
    html: [
      'Hej Astrid!',
      `Priset är nu ${kr('1 400')}.`,
      kr('1 500'),
      'sön 29 nov 19:04',
      `href="${lotUrl}"`,
      'Lägg ett nytt bud',
      `src="${site}/media/lots/12/1.jpg"`,
      'Ditt maxbud arbetar automatiskt för dig',
    ],
    text: [
      'Du har blivit överbjuden',
      `Aktuellt pris   ${kr('1 400')}`,
      `Lägsta bud nu   ${kr('1 500')}`,
      'Avslutas        sön 29 nov 19:04',
      `Vill du ta tillbaka ledningen lägger du ett nytt maxbud på minst ${kr('1 500')}.`,
      `Lägg ett nytt bud ${lotUrl}`,
      'Ditt maxbud arbetar automatiskt för dig',
    ],
  },
  AUCTION_WON: {
    props: {
      ...lot,
      hammerPrice: 1400,
      buyersPremium: 280,
      total: 1680,
      orderUrl: `${site}/kop/7`,
      paymentDueDays: 7,
    },
    subject: 'Grattis! Du vann ”Vas, Satellit, Kosta Boda”',
    html: [
      'Grattis, Astrid!',
      kr('1 400'),
      kr('280'),
      kr('1 680'),
      'inom 7 dagar',
      `href="${site}/kop/7"`,
      'Betala ditt köp',
      `src="${site}/media/lots/12/1.jpg"`,
    ],
    text: [
      'Föremålet är nu ditt.',
      `Klubbat pris              ${kr('1 400')}`,
      `Slagavgift (moms ingår)   ${kr('280')}`,
      `Att betala                ${kr('1 680')}`,
      'Betalningen ska vara klar inom 7 dagar efter att auktionen avslutades.',
      'kort, Swish eller Klarna',
      'hämta föremålet i studion på Hornsgatan 54',
      'Frakten läggs då till när den bokas.',
      `Betala ditt köp ${site}/kop/7`,
    ],
  },
  WATCHLIST_24H: {
    props: { ...lot, currentPrice: 2200, startPrice: 1000, bidCount: 7, endsAt },
    subject: '”Vas, Satellit, Kosta Boda” avslutas i morgon',
    html: ['Hej Astrid!', kr('2 200'), '7 bud', 'sön 29 nov 19:04', `href="${lotUrl}"`, 'Till föremålet'],
    text: [
      '”Vas, Satellit, Kosta Boda”, som du bevakar, avslutas i morgon – sön 29 nov 19:04.',
      `Priset är just nu ${kr('2 200')} efter 7 bud.`,
      `Aktuellt pris   ${kr('2 200')}`,
      'Antal bud       7 bud',
      `Till föremålet ${lotUrl}`,
      'maxbud',
    ],
  },
  WATCHLIST_1H: {
    props: { ...lot, firstName: null, imageUrl: null, currentPrice: null, startPrice: 1000, bidCount: 0, endsAt },
    subject: '”Vas, Satellit, Kosta Boda” avslutas om en timme',
    html: ['Hej!', kr('1 000'), 'Inga bud ännu', 'sön 29 nov 19:04', `href="${lotUrl}"`, 'Till föremålet'],
    text: [
      'avslutas om en timme – sön 29 nov 19:04.',
      `Inga bud ännu – startpriset är ${kr('1 000')}.`,
      `Startpris   ${kr('1 000')}`,
      'Antal bud   Inga bud ännu',
      `Till föremålet ${lotUrl}`,
      'förlängs auktionen till två minuter efter budet',
    ],
  },
  VALUATION_REQUEST: {
    props: {
      audience: 'studio',
      firstName: null,
      valuationId: 41,
      title: 'Vas, Satellit',
      category: 'Vaser & krukor',
      description: 'Blått glas, signerad under foten.',
      maker: 'Kosta Boda',
      dimensions: 'H 24 cm',
      condition: 'Ett litet nagg i kanten.',
      hopedPrice: 1500,
      handover: 'pickup',
      pickupAddress: 'Storgatan 1, 111 22 Stockholm',
      imageCount: 3,
      sellerName: 'Sara Säljare',
      sellerEmail: 'sara@example.se',
      url: '/admin/varderingar/41',
      siteUrl: site,
    },
    subject: 'Ny värderingsförfrågan: ”Vas, Satellit”',
    html: ['Sara Säljare', 'sara@example.se', `href="${site}/admin/varderingar/41"`, 'Vaser &amp; krukor', kr('1 500'), '3 bilder'],
    text: ['Hämtning: Storgatan 1, 111 22 Stockholm', 'Ett litet nagg i kanten.', `Värdera föremålet ${site}/admin/varderingar/41`],
  },
  VALUATION_RESPONSE: {
    props: {
      firstName: 'Sara',
      title: 'Vas, Satellit',
      decision: 'accept',
      estimateLow: 1500,
      estimateHigh: 2000,
      startPrice: 1000,
      reservePrice: null,
      message: 'En fin vas!',
      reason: null,
      url: '/user#varderingar',
      siteUrl: site,
    },
    subject: 'Din värdering av ”Vas, Satellit” är klar',
    html: ['Hej Sara!', 'En fin vas!', `href="${site}/user#varderingar"`],
    text: [`Startpris   ${kr('1 000')}`, `Svara på erbjudandet ${site}/user#varderingar`],
  },
  SELLER_REMINDER: {
    props: {
      firstName: 'Sara',
      title: 'Vas, Satellit',
      estimateLow: 1500,
      estimateHigh: 2000,
      startPrice: 1000,
      url: '/user#varderingar',
      siteUrl: site,
    },
    subject: 'Vårt erbjudande för ”Vas, Satellit” väntar på ditt svar',
    html: ['Hej Sara!', `href="${site}/user#varderingar"`],
    text: ['har inte fått ditt svar', `Svara på erbjudandet ${site}/user#varderingar`],
  },
  AUCTION_PUBLISHED: {
    props: { ...lot, endsAt: 'sön 29 nov 19:04', estimateLow: 1500, estimateHigh: 2000 },
    subject: '”Vas, Satellit, Kosta Boda” är ute på auktion',
    html: ['Hej Astrid!', `href="${lotUrl}"`, 'sön 29 nov 19:04', `src="${site}/media/lots/12/1.jpg"`],
    text: ['går att buda på', `Se auktionen ${lotUrl}`],
  },
  PURCHASE_RECEIPT: {
    props: receipt,
    subject: 'Tack för din betalning – kvitto för ”Vas, Satellit, Kosta Boda”',
    html: [
      'Tack för din betalning, Astrid!',
      kr('1 400'),
      kr('280'),
      kr('56'),
      kr('149'),
      kr('1 829'),
      `href="${orderUrl}"`,
      `href="${site}/user/kop/12/kvitto"`,
      `src="${site}/media/lots/12/1.jpg"`,
      'Se ditt köp',
    ],
    text: [
      'Köpnummer   12',
      'Betald      1 december 2026 kl. 10:30',
      'Betalsätt   Swish',
      `Klubbat pris      ${kr('1 400')}`,
      `Slagavgift        ${kr('280')}`,
      `varav moms 25\u00a0%   ${kr('56')}`,
      `Frakt             ${kr('149')}`,
      `Totalt betalt     ${kr('1 829')}`,
      'Klubban förmedlar försäljningen i säljarens namn. Säljaren är privatperson: klubbat pris är utan moms.',
      'Fakturorna (nr 2026-00214 och 2026-00231) är bifogade som PDF.',
      'Du hittar dem också under ditt köp.',
      'När det är på väg mejlar vi dig en länk där du kan följa paketet.',
      'Leveransadress\n\nAstrid Lind\nStorgatan 1\n111 22 Stockholm',
      `Se ditt köp ${orderUrl}`,
      `utskriftsvänlig version av kvittot ${site}/user/kop/12/kvitto att spara eller skriva ut`,
      'Klubban Auktionsstudio AB\nHornsgatan 54, 118 21 Stockholm\nOrg.nr 559412-3871\nMomsreg.nr SE559412387101',
    ],
  },
  PURCHASE_PAYMENT_REMINDER: {
    // Due Sunday 6 December 2026, 19:04 in Stockholm: seven days after the end.
    props: { ...order, totalOre: 168_000, dueAt: '2026-12-06T18:04:00.000Z' },
    subject: 'Påminnelse: betala ”Vas, Satellit, Kosta Boda” senast sön 6 dec 19:04',
    html: ['Hej Astrid!', kr('1 680'), 'sön 6 dec 19:04', `href="${orderUrl}"`, 'Betala nu', `src="${site}/media/lots/12/1.jpg"`],
    text: [
      'Dags att betala ditt köp',
      'Betala senast sön 6 dec 19:04',
      `Att betala      ${kr('1 680')}`,
      'Betala senast   sön 6 dec 19:04',
      'kort, Swish eller Klarna',
      `Betala nu ${orderUrl}`,
      `köpvillkor ${site}/allmanna-villkor#avgifter-och-betalning under Slagavgift och betalning`,
      'Har du redan betalat kan du bortse från det här mejlet.',
    ],
  },
  LOT_QUESTION_ANSWERED: {
    props: {
      firstName: 'Bo',
      siteUrl: site,
      lotTitle: 'Vas, Kosta',
      lotUrl: '/auktioner/12-vas',
      imageUrl: null,
      question: 'Finns det nagg i glaset?',
      answer: 'Nej, inga nagg.',
      audience: 'watcher',
      public: true,
    },
    subject: 'Ny fråga och svar om ”Vas, Kosta”',
    html: ['Ny fråga och svar', 'Finns det nagg i glaset?', 'Nej, inga nagg.', `href="${site}/auktioner/12-vas#fragor-och-svar"`],
    text: ['som du bevakar', 'Frågor och svar', 'bevakar föremålet'],
  },
  ORDER_PROBLEM_UPDATE: {
    props: {
      ...order,
      kind: 'resolved',
      message: 'Vi återbetalar hela köpet. Du behöver inte skicka tillbaka vasen.',
      resolution: 'Köpet återbetalas',
    },
    subject: 'Ditt ärende om ”Vas, Satellit, Kosta Boda” är avslutat',
    html: ['Ditt ärende är avslutat', 'Köpet återbetalas', `href="${orderUrl}"`],
    text: ['Beslut', 'Vi återbetalar hela köpet', 'rapportera ett nytt problem'],
  },
  ITEM_SHIPPED: {
    props: { ...order, carrier: 'PostNord', trackingNumber: '00373500454541020957', trackingUrl: postnordUrl, address },
    subject: '”Vas, Satellit, Kosta Boda” är på väg',
    html: ['Hej Astrid!', `href="${postnordUrl}"`, 'Spåra paketet', `href="${orderUrl}"`, `src="${site}/media/lots/12/1.jpg"`],
    text: [
      'skickat ”Vas, Satellit, Kosta Boda” med PostNord',
      'Fraktbolag        PostNord',
      'Spårningsnummer   00373500454541020957',
      'Leveransadress\n\nAstrid Lind\nStorgatan 1\n111 22 Stockholm',
      `Spåra paketet ${postnordUrl}`,
      `Se ditt köp ${orderUrl}`,
    ],
  },
  ORDER_REFUND: {
    props: { ...order, amountOre: 30_050, refundedTotalOre: 30_050, paidOre: 182_900, reason: 'Spricka i foten', method: 'card' },
    subject: 'Återbetalning 300,50\u00a0kr: ”Vas, Satellit, Kosta Boda”',
    html: ['Hej Astrid!', 'Vi har återbetalat en del av ditt köp', `href="${orderUrl}"`],
    text: ['till kort, samma betalsätt som du betalade med', 'Anledning', 'Spricka i foten', `Se ditt köp ${orderUrl}`],
  },
  SALE_SOLD: {
    props: {
      ...sale,
      hammerPrice: 2000,
      commissionOre: 30_000,
      payoutOre: 170_000,
      paymentDueAt: '2026-12-06T18:04:00.000Z',
      inspectionDays: 3,
      payoutAccount: 'none',
      payoutAccountUrl: '/user#utbetalningar',
    },
    subject: '”Vas, Kosta” såldes för 2\u00a0000\u00a0kr',
    html: ['Ditt föremål är sålt', 'Lägg in ditt utbetalningskonto nu', `href="${site}/user#utbetalningar"`, 'sön 6 dec 19:04'],
    text: ['Du får', '3 dagar på sig att granska det', `Lägg in utbetalningskonto ${site}/user#utbetalningar`],
  },
  SALE_UNSOLD: {
    props: {
      ...sale,
      reservePrice: 2000,
      highestBid: 1600,
    },
    subject: '”Vas, Kosta” såldes inte den här gången',
    html: ['Föremålet såldes inte', 'reservationspriset'],
    text: ['nådde inte reservationspriset', 'lägga upp föremålet igen', `Mina försäljningar ${site}/user#mina-forsaljningar`],
  },
  SALE_PAID: {
    props: {
      ...sale,
      payoutOre: 170_000,
      inspectionDays: 3,
      deliveryMethod: 'shipping',
      payoutAccount: 'active',
      payoutAccountUrl: '/user#utbetalningar',
    },
    subject: 'Köparen har betalat för ”Vas, Kosta”',
    html: ['Köparen har betalat', 'Vi packar och skickar'],
    text: ['3 dagar har gått utan anmärkning', `Mina försäljningar ${site}/user#mina-forsaljningar`],
  },
  WITHDRAWAL_RECEIVED: {
    props: {
      ...order,
      noticeAt: '2026-12-03T09:30:00.000Z',
      via: 'site',
      refundOre: 182_900,
      refundDueAt: '2026-12-17T09:30:00.000Z',
      returnPaidBy: 'buyer',
      received: true,
    },
    subject: 'Vi har tagit emot ditt ångrande: ”Vas, Satellit, Kosta Boda”',
    html: ['Vi har tagit emot ditt ångrande', '17 december 2026', 'Du betalar själv returfrakten.', 'Hornsgatan 54'],
    text: [orderUrl, kr('1 829')],
  },
  SALE_PAID_OUT: {
    props: {
      ...sale,
      payoutOre: 170_000,
      paidOutAt: '2026-12-10T09:00:00.000Z',
    },
    subject: 'Vi har betalat ut 1\u00a0700\u00a0kr till dig',
    html: ['Utbetalningen är gjord', 'tors 10 dec 10:00'],
    text: ['inom 1–3 bankdagar'],
  },
  NEWSLETTER_CONFIRM: {
    props: { confirmUrl: '/nyhetsbrev/bekrafta/abc~def~ghi', validDays: 7, siteUrl: site },
    subject: 'Bekräfta din prenumeration på Klubbans nyhetsbrev',
    html: ['Bekräfta prenumerationen', `href="${site}/nyhetsbrev/bekrafta/abc~def~ghi"`, 'Länken gäller i 7 dagar'],
    text: [`${site}/nyhetsbrev/bekrafta/abc~def~ghi`],
  },
  EARLY_ACCESS: {
    // Monday 30 November 2026, 12:00 in Stockholm.
    props: {
      firstName: null,
      opensAt: '2026-11-30T11:00:00.000Z',
      previewUrl: '/forhandsvisning',
      unsubscribeUrl: '/forhandsvisning/avsluta?token=abc',
      siteUrl: site,
    },
    subject: 'Du står på listan – förhandsvisningen öppnar mån 30 nov 12:00',
    html: ['Hej!', `href="${site}/forhandsvisning"`, `href="${site}/forhandsvisning/avsluta?token=abc"`, 'mån 30 nov 12:00'],
    text: [
      'Du står nu på listan till förhandsvisningen',
      'Förhandsvisningen öppnar   mån 30 nov 12:00',
      `Till förhandsvisningen ${site}/forhandsvisning`,
      `avsluta prenumerationen ${site}/forhandsvisning/avsluta?token=abc med ett klick`,
    ],
  },
  TEAM_INVITE: {
    // Sunday 6 December 2026, 23:59 in Stockholm.
    props: { inviterName: ' Maja Ek ', acceptUrl: '/inbjudan/tok1', expiresAt: '2026-12-06T22:59:00.000Z', siteUrl: site },
    subject: 'Maja Ek bjuder in dig till Klubbans team',
    html: ['Maja Ek', 'har bjudit in dig att bli administratör', `href="${site}/inbjudan/tok1"`, 'sön 6 dec 23:59'],
    text: [
      'Välkommen till studions team',
      'Maja Ek har bjudit in dig att bli administratör på Klubban.',
      'Har du redan ett konto loggar du in med den här e-postadressen, annars skapar du ett konto först.',
      `Tacka ja till inbjudan ${site}/inbjudan/tok1`,
      'Inbjudan gäller till sön 6 dec 23:59.',
    ],
  },
  COLLABORATION_INVITE: {
    props: {
      inviterName: 'Maja Ek',
      what: 'katalogen till söndagsauktionen 6 december',
      acceptUrl: 'https://klubban.example/inbjudan/tok2',
      expiresAt: new Date('2026-12-06T22:59:00.000Z'),
      siteUrl: site,
    },
    subject: 'Maja Ek vill ha din hjälp med katalogen till söndagsauktionen 6 december',
    html: ['<strong>katalogen till söndagsauktionen 6 december</strong>', `href="${site}/inbjudan/tok2"`],
    text: [
      'Maja Ek har bjudit in dig att hjälpa till med katalogen till söndagsauktionen 6 december i Klubbans konsol.',
      `Tacka ja och börja ${site}/inbjudan/tok2`,
      'Inbjudan gäller till sön 6 dec 23:59.',
    ],
  },
  SAVED_SEARCH_MATCHES: {
    props: {
      firstName: 'Astrid',
      searches: [
        {
          label: 'vas',
          searchUrl: '/auktioner?search=vas',
          lots: [
            {
              title: 'Vas, Kosta Boda',
              url: '/auktioner/12-vas-kosta-boda',
              currentPrice: null,
              startPrice: 800,
              endsAt: '2026-12-06T18:04:00.000Z',
            },
            {
              title: 'Vas, Orrefors',
              url: '/auktioner/13-vas-orrefors',
              currentPrice: 1200,
              startPrice: 900,
              endsAt: '2026-12-06T18:05:00.000Z',
            },
          ],
        },
      ],
      unsubscribeUrl: '/bevakningar/avsluta/tok3',
      oneClickUnsubscribeUrl: '/api/saved-searches/unsubscribe/tok3',
      manageUrl: '/user#bevakade-sokningar',
      siteUrl: site,
    },
    subject: '2 nya träffar för ”vas”',
    html: [`href="${site}/auktioner/12-vas-kosta-boda"`, `href="${site}/auktioner?search=vas"`, `href="${site}/bevakningar/avsluta/tok3"`],
    text: [
      'Startpris 800\u00a0kr',
      'Aktuellt pris 1\u00a0200\u00a0kr · Avslutas sön 6 dec 19:05',
      `${site}/bevakningar/avsluta/tok3`,
      'högst ett sådant mejl om dagen',
    ],
  },
  ORDER_CANCELLED: {
    props: { ...order, dueAt: '2026-12-06T18:04:00.000Z', late: true, biddingBlocked: true },
    subject: 'Ditt köp av ”Vas, Satellit, Kosta Boda” är avbrutet',
    html: ['Hej Astrid!', `src="${site}/media/lots/12/1.jpg"`],
    text: [
      'Ditt köp är avbrutet',
      'eftersom det inte betalades senast sön 6 dec 19:04',
      'Du behöver inte betala något, och ingen avgift tas ut.',
      'Köpnummer   12',
      'kan du inte lägga bud förrän studion har hävt spärren',
    ],
  },
  SECOND_CHANCE_OFFER: {
    props: {
      ...lot,
      amount: 1300,
      totalOre: 156_000,
      expiresAt: '2026-12-09T18:04:00.000Z',
      offerUrl: '/user/andra-chansen/7',
    },
    subject: 'Du får köpa ”Vas, Satellit, Kosta Boda” för ditt bud',
    html: ['Hej Astrid!', `href="${site}/user/andra-chansen/7"`, 'Svara på erbjudandet'],
    text: [
      'En andra chans',
      `ditt eget bud, ${kr('1 300')}. Erbjudandet gäller till ons 9 dec 19:04.`,
      `Att betala, med slagavgift   ${kr('1 560')}`,
      'Svara senast                 ons 9 dec 19:04',
      `Svara på erbjudandet ${site}/user/andra-chansen/7`,
    ],
  },
};

const implemented = Object.keys(samples) as (keyof TemplateProps)[];

function renderSample<K extends keyof TemplateProps>(name: K) {
  return renderEmail(name, samples[name].props);
}

describe('e-mail templates', () => {
  it.each(implemented)('%s renders in Swedish with its links in both HTML and text', async (name) => {
    const sample = samples[name];
    const email = await renderSample(name);

    expect(email.subject).toBe(sample.subject);
    expect(email.html).toMatch(/<html[^>]*\blang="sv"/);
    expect(email.html).toContain(`<title>${sample.subject.replace(/&/g, '&amp;')}</title>`);
    // The <title> stays out of the plain text, which opens with the name as before.
    expect(email.text.split('\n')[0]).toBe('Klubban');
    for (const needle of sample.html) expect(email.html).toContain(needle);
    for (const needle of sample.text) expect(email.text).toContain(needle);

    // The shared layout: name, accent colour, postal address and a reason in the footer.
    expect(email.html).toContain('Klubban');
    expect(email.html.toLowerCase()).toContain('#f5d547');
    expect(email.html).toContain('Hornsgatan 54');
    expect(email.text).toContain('Klubban Auktionsstudio AB · Hornsgatan 54 · 118 21 Stockholm');
    expect(email.text).toContain('Du får det här mejlet eftersom');

    for (const part of [email.subject, email.html, email.text]) {
      expect(part).not.toMatch(/undefined|null|NaN|\[object Object\]/);
    }
    expect(email.text).not.toMatch(/<[a-z][^>]*>/i);
    expect(email.text).not.toMatch(/\n{3,}/);
  });

  it('greets without a name when VERIFY_EMAIL has none', async () => {
    const email = await renderEmail('VERIFY_EMAIL', { url: 'https://klubban.example/v?token=1' });
    expect(email.text).toContain('Hej!');
    expect(email.html).not.toContain('undefined');
  });

  it('renders TEST_EMAIL from stored JSON data (an ISO string)', async () => {
    const email = await renderEmail('TEST_EMAIL', { sentAt: '2026-01-15T08:30:00.000Z' });
    expect(email.text).toMatch(/15 januari 2026 (kl\. )?09:30/);
  });

  it('writes durations in natural Swedish', () => {
    expect(formatDuration(1)).toBe('1 minut');
    expect(formatDuration(30)).toBe('30 minuter');
    expect(formatDuration(60)).toBe('1 timme');
    expect(formatDuration(120)).toBe('2 timmar');
    expect(formatDuration(90)).toBe('90 minuter');
  });

  it('leaves out the image block when a lot has no photo, and the photo from the plain text', async () => {
    const withImage = await renderEmail('OUTBID_NOTIFICATION', samples.OUTBID_NOTIFICATION.props);
    expect(withImage.html).toContain('<img');
    expect(withImage.html).toContain('alt="Vas, Satellit, Kosta Boda"');
    expect(withImage.text).not.toContain('/media/');
    // The photo links to the lot, but the plain text shows the lot's address only with the button.
    expect(withImage.text.split(lotUrl)).toHaveLength(2);

    const withoutImage = await renderEmail('OUTBID_NOTIFICATION', { ...samples.OUTBID_NOTIFICATION.props, imageUrl: null });
    expect(withoutImage.html).not.toContain('<img');
    expect(withoutImage.html).toContain(`href="${lotUrl}"`);
  });

  it('sends the winner to the account page when the purchase has no page of its own', async () => {
    const email = await renderEmail('AUCTION_WON', { ...samples.AUCTION_WON.props, firstName: null, orderUrl: null, paymentDueDays: 1 });
    expect(email.html).toContain(`href="${site}/user"`);
    expect(email.text).toContain(`Till ditt konto ${site}/user`);
    expect(email.text).toContain('Grattis!');
    expect(email.text).toContain('inom 1 dag efter');
    expect(email.text).not.toContain('Betala ditt köp');
    for (const part of [email.html, email.text]) expect(part).not.toMatch(/undefined|null|NaN/);
  });

  it('keeps absolute addresses and resolves site paths against the site address', async () => {
    const email = await renderEmail('WATCHLIST_24H', {
      ...samples.WATCHLIST_24H.props,
      siteUrl: 'https://klubban.example/',
      lotUrl: 'https://klubban.example/auktioner/3-stol',
      imageUrl: 'https://cdn.example/bild.jpg',
    });
    expect(email.html).toContain('href="https://klubban.example/auktioner/3-stol"');
    expect(email.html).toContain('src="https://cdn.example/bild.jpg"');
    expect(absoluteUrl('/user', 'https://klubban.example')).toBe('https://klubban.example/user');
    expect(absoluteUrl('/user', 'https://klubban.example/')).toBe('https://klubban.example/user');
    expect(absoluteUrl('https://a.example/x', 'https://klubban.example')).toBe('https://a.example/x');
  });

  it('counts bids in the watchlist reminders only once there is a price', async () => {
    const oneBid = await renderEmail('WATCHLIST_1H', { ...samples.WATCHLIST_1H.props, currentPrice: 1000, bidCount: 1 });
    expect(oneBid.text).toContain(`Priset är just nu ${kr('1 000')} efter 1 bud.`);
    expect(oneBid.text).toContain('Antal bud       1 bud');
    expect(oneBid.text).not.toContain('Startpris');
  });

  it('reads end times from stored JSON and leaves out an end time that is not a date', async () => {
    const asDate = await renderEmail('OUTBID_NOTIFICATION', { ...samples.OUTBID_NOTIFICATION.props, endsAt: new Date(endsAt) });
    expect(asDate.text).toContain('sön 29 nov 19:04');
    // Summer time: 17:00 UTC is 19:00 in Stockholm.
    const summer = await renderEmail('WATCHLIST_24H', { ...samples.WATCHLIST_24H.props, endsAt: '2026-06-07T17:00:00Z' });
    expect(summer.text).toContain('sön 7 jun 19:00');

    const broken = await renderEmail('WATCHLIST_1H', { ...samples.WATCHLIST_1H.props, endsAt: 'inte ett datum' });
    expect(broken.text).toContain('avslutas om en timme.');
    expect(broken.text).not.toContain('Avslutas ');
    for (const part of [broken.html, broken.text]) expect(part).not.toMatch(/undefined|null|NaN|Invalid/);
  });

  it.each(implemented)('%s links only to absolute addresses', async (name) => {
    const { html } = await renderSample(name);
    const links = [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1]);
    for (const link of links) expect(link).toMatch(/^(https:\/\/|mailto:)/);
  });

  it('tells a buyer who picks up in the studio that there is no shipping, and shows no address', async () => {
    const email = await renderEmail('PURCHASE_RECEIPT', {
      ...receipt,
      firstName: null,
      imageUrl: null,
      deliveryMethod: 'pickup',
      shippingOre: 0,
      totalOre: 168_000,
      address: null,
    });
    expect(email.text).toContain('Tack för din betalning!');
    expect(email.text).toContain('Leverans          Avhämtning i studion');
    expect(email.text).toContain(`Totalt betalt     ${kr('1 680')}`);
    expect(email.text).toContain('Du hämtar föremålet i studion på Hornsgatan 54 i Stockholm. Vi hör av oss när det är klart att hämta');
    expect(email.text).not.toContain('Frakt ');
    expect(email.text).not.toContain('Leveransadress');
    expect(email.text).not.toContain('spårning');
    expect(email.html).not.toContain('<img');
    for (const part of [email.html, email.text]) expect(part).not.toMatch(/undefined|null|NaN/);
  });

  it('follows the sale’s VAT: no VAT amount under the margin scheme; VAT on the hammer and the resale right as lines', async () => {
    const margin = await renderEmail('PURCHASE_RECEIPT', { ...receipt, marginScheme: true });
    expect(margin.text).not.toContain('varav moms');
    expect(margin.text).toContain('Vinstmarginalbeskattning för begagnade varor, konstverk, samlarföremål och antikviteter.');
    const business = await renderEmail('PURCHASE_RECEIPT', {
      ...receipt,
      hammerVatOre: 35_000,
      resaleRightOre: 7_000,
      totalOre: 182_900 + 35_000 + 7_000,
    });
    expect(business.text).toContain(`Moms på klubbat pris   ${kr('350')}`);
    expect(business.text).toContain(`Följerätt`);
    expect(business.text).toContain(kr('70'));
    expect(business.text).toContain('moms tillkommer på klubbat pris');
  });

  it('names each payment method in Swedish on the receipt, and writes öre when there are any', async () => {
    const labels = { card: 'Kort', swish: 'Swish', klarna: 'Klarna', other: 'Annat betalsätt' } as const;
    for (const [method, label] of Object.entries(labels)) {
      const email = await renderEmail('PURCHASE_RECEIPT', { ...receipt, method: method as keyof typeof labels });
      expect(email.text).toContain(`Betalsätt   ${label}`);
    }
    // Stored JSON could carry a method this template does not know: it is still a receipt.
    const unknown = await renderEmail('PURCHASE_RECEIPT', { ...receipt, method: 'bank' as 'other' });
    expect(unknown.text).toContain('Betalsätt   Annat betalsätt');

    const odd = await renderEmail('PURCHASE_RECEIPT', {
      ...receipt,
      hammerPriceOre: 123_456,
      buyerPremiumOre: 24_691,
      vatOre: 4_938,
      shippingOre: 9_950,
      totalOre: 158_097,
    });
    const ore = (digits: string) => `${digits.replace(/ /g, '\u00a0')}\u00a0kr`;
    for (const amount of [ore('1 234,56'), ore('246,91'), ore('49,38'), ore('99,50'), ore('1 580,97')]) expect(odd.text).toContain(amount);
  });

  it('dates a receipt in Stockholm time, summer and winter, and leaves out a payment time that is not a date', async () => {
    const summer = await renderEmail('PURCHASE_RECEIPT', { ...receipt, paidAt: '2026-06-30T22:15:00.000Z' });
    expect(summer.text).toContain('Betald      1 juli 2026 kl. 00:15');
    const broken = await renderEmail('PURCHASE_RECEIPT', { ...receipt, paidAt: 'inte ett datum' });
    expect(broken.text).not.toContain('Betald ');
    expect(broken.text).toContain('Betalsätt   Swish');
    for (const part of [broken.html, broken.text]) expect(part).not.toMatch(/undefined|null|NaN|Invalid/);
  });

  it('reminds about payment without a deadline when the deadline is not a date, and reads summer time', async () => {
    const summer = await renderEmail('PURCHASE_PAYMENT_REMINDER', {
      ...samples.PURCHASE_PAYMENT_REMINDER.props,
      dueAt: '2026-06-14T17:00:00.000Z',
    });
    expect(summer.subject).toBe('Påminnelse: betala ”Vas, Satellit, Kosta Boda” senast sön 14 jun 19:00');

    const broken = await renderEmail('PURCHASE_PAYMENT_REMINDER', {
      ...samples.PURCHASE_PAYMENT_REMINDER.props,
      firstName: null,
      imageUrl: null,
      dueAt: '',
    });
    expect(broken.subject).toBe('Påminnelse: betala ”Vas, Satellit, Kosta Boda”');
    expect(broken.text).toContain('Hej!');
    expect(broken.text).toContain('Betala så snart du kan');
    expect(broken.text).not.toContain('senast');
    expect(broken.text).toContain(`Att betala   ${kr('1 680')}`);
    for (const part of [broken.subject, broken.html, broken.text]) expect(part).not.toMatch(/undefined|null|NaN|Invalid/);
  });

  it('sends a buyer whose carrier has no tracking page to the purchase instead', async () => {
    const email = await renderEmail('ITEM_SHIPPED', {
      ...samples.ITEM_SHIPPED.props,
      firstName: null,
      imageUrl: null,
      carrier: ' Airmee ',
      trackingNumber: ' AM-123 ',
      trackingUrl: null,
      address: null,
    });
    expect(email.subject).toBe('”Vas, Satellit, Kosta Boda” är på väg');
    expect(email.text).toContain('Hej!');
    expect(email.text).toContain('med Airmee.');
    expect(email.text).toContain('Fraktbolag        Airmee');
    expect(email.text).toContain('Spårningsnummer   AM-123');
    expect(email.text).toContain('med spårningsnumret nedan');
    expect(email.text).toContain(`Se ditt köp ${orderUrl}`);
    expect(email.text).not.toContain('Spåra paketet');
    expect(email.text).not.toContain('Leveransadress');
    expect(email.html).toContain(`href="${orderUrl}"`);
    for (const part of [email.html, email.text]) expect(part).not.toMatch(/undefined|null|NaN/);
  });

  it('words the invitations without a name or an expiry that is not a date', async () => {
    const team = await renderEmail('TEAM_INVITE', { ...samples.TEAM_INVITE.props, inviterName: '  ', expiresAt: 'inte ett datum' });
    expect(team.subject).toBe('Du är inbjuden till Klubbans team');
    expect(team.text).toContain('En administratör på Klubban har bjudit in dig att bli administratör');
    expect(team.text).not.toContain('gäller till');
    const collaboration = await renderEmail('COLLABORATION_INVITE', {
      ...samples.COLLABORATION_INVITE.props,
      inviterName: '',
      expiresAt: '',
    });
    expect(collaboration.subject).toBe('En administratör på Klubban vill ha din hjälp med katalogen till söndagsauktionen 6 december');
    expect(collaboration.text).not.toContain('gäller till');
    for (const part of [team.subject, team.html, team.text, collaboration.html, collaboration.text]) {
      expect(part).not.toMatch(/undefined|null|NaN|Invalid/);
    }
  });

  it('confirms an early-access sign-up without an opening time when it is not a date, and keeps the way off the list', async () => {
    const email = await renderEmail('EARLY_ACCESS', { ...samples.EARLY_ACCESS.props, firstName: 'Astrid', opensAt: 'snart' });
    expect(email.subject).toBe('Du står på listan till nästa söndagsauktion');
    expect(email.text).toContain('Hej Astrid!');
    expect(email.text).not.toContain('Förhandsvisningen öppnar');
    expect(email.text).toContain(`avsluta prenumerationen ${site}/forhandsvisning/avsluta?token=abc`);
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(/undefined|null|NaN|Invalid/);
  });

  it('writes day counts in natural Swedish', () => {
    expect(formatDays(1)).toBe('1 dag');
    expect(formatDays(7)).toBe('7 dagar');
  });

  it.each(implemented)('%s: the converter compiled once writes exactly what toPlainText writes', async (name) => {
    const { html } = await renderSample(name);
    expect(toPlainTextCompiled(html)).toBe(toPlainText(html, plainTextOptions));
    // A second use of the compiled converter gives the same again (it keeps no state between mails).
    expect(toPlainTextCompiled(html)).toBe(toPlainText(html, plainTextOptions));
  });

  it('gives the saved-search e-mail one-click unsubscribe headers, and one search or several their own subject', async () => {
    const one = await renderEmail('SAVED_SEARCH_MATCHES', samples.SAVED_SEARCH_MATCHES.props);
    expect(one.headers).toEqual({
      'List-Unsubscribe': `<${site}/api/saved-searches/unsubscribe/tok3>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [search] = samples.SAVED_SEARCH_MATCHES.props.searches;
    const several = await renderEmail('SAVED_SEARCH_MATCHES', {
      ...samples.SAVED_SEARCH_MATCHES.props,
      searches: [
        { ...search!, lots: [search!.lots[0]!] },
        { label: 'Glas', searchUrl: '/auktioner?kategori=glas', lots: [search!.lots[1]!] },
      ],
    });
    expect(several.subject).toBe('2 nya träffar för dina bevakade sökningar');
    expect(several.text).toContain('Till dina bevakade sökningar');
    const single = await renderEmail('SAVED_SEARCH_MATCHES', {
      ...samples.SAVED_SEARCH_MATCHES.props,
      searches: [{ ...search!, lots: [search!.lots[0]!] }],
    });
    expect(single.subject).toBe('Ny träff för ”vas”');
    // Only the templates that ask for headers carry any.
    expect((await renderEmail('SIGN_UP', samples.SIGN_UP.props)).headers).toBeUndefined();
  });

  it('only implements templates the spec names', () => {
    for (const name of implemented) expect(EMAIL_TEMPLATES).toContain(name);
  });
});

describe('payments visibly pretend (docs/decisions/0028)', () => {
  const samples = emailSamples({ siteUrl: site, now: new Date('2026-11-29T12:00:00Z') });
  const NOTICE = 'Testläge – inga riktiga betalningar';

  it('every e-mail says "Testläge – inga riktiga betalningar" when the test provider serves, in HTML and plain text', async () => {
    for (const template of EMAIL_TEMPLATES) {
      const email = await renderEmail(template, samples[template] as never, { paymentsPretend: true });
      expect(email.html, template).toContain(NOTICE);
      expect(email.text, template).toContain(NOTICE);
    }
  });

  it('no e-mail says it otherwise', async () => {
    for (const template of EMAIL_TEMPLATES) {
      const email = await renderEmail(template, samples[template] as never);
      expect(email.html, template).not.toContain('Testläge');
    }
  });
});
