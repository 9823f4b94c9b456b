import { stockholmToUtc, stockholmWallClock } from '@/platform/time';
import { formatEndTime } from '@/ui/format';
import { EMAIL_TEMPLATES, type EmailTemplateName, type TemplateProps } from './render';

/**
 * Sample props for every template, for the console's preview (/admin/epost): what a customer would
 * get in a believable week. Typed by TemplateProps, so a template added without a sample does not
 * compile. Dates are placed around the coming Sunday auction, counted from `now`.
 */

/** The lot the lot e-mails talk about. The console passes one of the week's real lots when there is one. */
export interface SampleLot {
  title: string;
  /** The lot page, as a site path (/auktioner/12-vas) or absolute. */
  url: string;
  /** Its first photo (/media/…), or null. */
  imageUrl: string | null;
}

export const DEFAULT_SAMPLE_LOT: SampleLot = {
  title: 'Vas, Satellit, Kosta Boda',
  url: '/auktioner/12-vas-satellit-kosta-boda',
  imageUrl: null,
};

export interface SampleOptions {
  /** The public address of the site (env publicUrl), so that the sample links lead to this site. */
  siteUrl: string;
  now?: Date;
  lot?: SampleLot;
}

export type EmailSamples = { [K in keyof TemplateProps]: TemplateProps[K] };

/** The Stockholm date `days` after the given instant's date, at hour:minute Stockholm time. */
function stockholmDayAt(from: Date, days: number, hour: number, minute: number): Date {
  const wall = stockholmWallClock(from);
  const noon = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days, 12));
  return stockholmToUtc(noon.getUTCFullYear(), noon.getUTCMonth() + 1, noon.getUTCDate(), hour, minute);
}

export function emailSamples({ siteUrl, now = new Date(), lot = DEFAULT_SAMPLE_LOT }: SampleOptions): EmailSamples {
  const site = siteUrl.replace(/\/+$/, '');
  const weekday = stockholmWallClock(now).weekday;
  // The coming Sunday (today if it is Sunday): its lots close from 19:00, staggered a minute apart.
  const daysToSunday = (7 - weekday) % 7;
  const endsAt = stockholmDayAt(now, daysToSunday, 19, 4).toISOString();
  // Last Sunday's purchase is due seven days after its end: at the coming Sunday's end time.
  const paymentDue = endsAt;
  const paidAt = stockholmDayAt(now, -1, 10, 32).toISOString();
  const previewOpens = stockholmDayAt(now, daysToSunday + 1, 12, 0).toISOString();
  const inviteExpires = stockholmDayAt(now, 7, 23, 59).toISOString();
  const sundayLabel = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'long' }).format(
    stockholmDayAt(now, daysToSunday, 12, 0),
  );

  const lotProps = { lotTitle: lot.title, lotUrl: lot.url, imageUrl: lot.imageUrl, siteUrl: site };
  const order = { ...lotProps, firstName: 'Astrid', orderId: 214, orderUrl: '/user/kop/214' };
  const seller = { ...lotProps, firstName: 'Sara', salesUrl: '/user#mina-forsaljningar' };
  const address = { name: 'Astrid Lind', street: 'Rörstrandsgatan 12', postalCode: '113 40', city: 'Stockholm' };

  return {
    TEST_EMAIL: { sentAt: now },
    SIGN_UP: { firstName: 'Astrid', siteUrl: site },
    EARLY_ACCESS: {
      firstName: null,
      opensAt: previewOpens,
      previewUrl: '/forhandsvisning',
      unsubscribeUrl: '/forhandsvisning/avsluta?token=7f3c9a1e5b',
      siteUrl: site,
    },
    NEWSLETTER_CONFIRM: { confirmUrl: '/nyhetsbrev/bekrafta/YXN0cmlkQGV4YW1wbGUuc2U~mij2x1c0~prov', validDays: 7, siteUrl: site },
    TEAM_INVITE: {
      inviterName: 'Maja Ek',
      acceptUrl: '/inbjudan/3b8f2c61d94e',
      expiresAt: inviteExpires,
      siteUrl: site,
    },
    COLLABORATION_INVITE: {
      inviterName: 'Maja Ek',
      what: `katalogen till söndagsauktionen ${sundayLabel}`,
      acceptUrl: '/inbjudan/9d41e07a2c5b',
      expiresAt: inviteExpires,
      siteUrl: site,
    },
    PURCHASE_RECEIPT: {
      ...order,
      receiptUrl: '/user/kop/214/kvitto',
      paidAt,
      method: 'swish',
      hammerPriceOre: 140_000,
      buyerPremiumOre: 28_000,
      vatOre: 5_600,
      shippingOre: 14_900,
      totalOre: 182_900,
      hammerVatOre: 0,
      resaleRightOre: 0,
      marginScheme: false,
      invoiceNumbers: ['2026-00214', '2026-00231'],
      deliveryMethod: 'shipping',
      address,
      withdrawalLine: 'Ångerrätt 14 dagar från att du fått föremålet',
    },
    WITHDRAWAL_RECEIVED: {
      ...order,
      noticeAt: paidAt,
      via: 'site',
      refundOre: 182_900,
      refundDueAt: stockholmDayAt(now, 13, 10, 32).toISOString(),
      returnPaidBy: 'buyer',
      received: true,
    },
    AUCTION_WON: {
      ...lotProps,
      firstName: 'Astrid',
      hammerPrice: 1400,
      buyersPremium: 280,
      total: 1680,
      orderUrl: '/user/kop/214',
      paymentDueDays: 7,
    },
    WATCHLIST_24H: { ...lotProps, firstName: 'Astrid', currentPrice: 2200, startPrice: 1000, bidCount: 7, endsAt },
    WATCHLIST_1H: { ...lotProps, firstName: 'Astrid', currentPrice: null, startPrice: 1000, bidCount: 0, endsAt },
    ITEM_SHIPPED: {
      ...order,
      carrier: 'PostNord',
      trackingNumber: '00373500454541020957',
      trackingUrl: 'https://tracking.postnord.com/se/?id=00373500454541020957',
      address,
    },
    LOT_QUESTION_ANSWERED: {
      ...lotProps,
      firstName: 'Astrid',
      question: 'Finns det några nagg eller sprickor i glaset? Och är signaturen under foten?',
      answer: 'Inga nagg eller sprickor. Signerad under foten: ”Kosta Boda, Vicke Lindstrand”.',
      audience: 'asker',
      public: true,
    },
    ORDER_PROBLEM_UPDATE: {
      ...order,
      kind: 'answer',
      message:
        'Tack för bilderna. Vi ser sprickan och kontaktar fraktbolaget. Vill du ha pengarna tillbaka eller behålla vasen mot en delvis återbetalning?',
      resolution: null,
    },
    AUCTION_PUBLISHED: {
      ...lotProps,
      firstName: 'Sara',
      endsAt: formatEndTime(new Date(endsAt)),
      estimateLow: 1500,
      estimateHigh: 2000,
    },
    PURCHASE_PAYMENT_REMINDER: { ...order, totalOre: 168_000, dueAt: paymentDue },
    ORDER_REFUND: {
      ...order,
      amountOre: 30_000,
      refundedTotalOre: 30_000,
      paidOre: 182_900,
      reason: 'Föremålet kom fram med en spricka i foten',
      method: 'card',
    },
    SALE_SOLD: {
      ...seller,
      hammerPrice: 1400,
      commissionOre: 21_000,
      payoutOre: 119_000,
      paymentDueAt: paymentDue,
      inspectionDays: 3,
      payoutAccount: 'none',
      payoutAccountUrl: '/user#utbetalningar',
    },
    SALE_UNSOLD: { ...seller, reservePrice: 2000, highestBid: 1600 },
    SALE_PAID: {
      ...seller,
      payoutOre: 119_000,
      inspectionDays: 3,
      deliveryMethod: 'shipping',
      payoutAccount: 'active',
      payoutAccountUrl: '/user#utbetalningar',
    },
    SALE_PAID_OUT: { ...seller, payoutOre: 119_000, paidOutAt: paidAt, statementNumber: 'A2026-00007' },
    VALUATION_RESPONSE: {
      firstName: 'Sara',
      title: 'Fåtölj, Lamino, Yngve Ekström',
      decision: 'accept',
      estimateLow: 4000,
      estimateHigh: 6000,
      startPrice: 2500,
      reservePrice: null,
      message: 'En fin Lamino med originalfällen i gott skick. Vi tar gärna med den i söndagens auktion.',
      reason: null,
      url: '/user#varderingar',
      siteUrl: site,
    },
    VALUATION_REQUEST: {
      audience: 'studio',
      firstName: null,
      valuationId: 41,
      title: 'Fåtölj, Lamino, Yngve Ekström',
      category: 'Möbler',
      description: 'Lamino i teak med fårskinnsfäll, köpt på 1960-talet. Märkt Swedese under sitsen.',
      maker: 'Yngve Ekström, Swedese',
      dimensions: 'Höjd 72 cm, bredd 70 cm',
      condition: 'Normalt slitage, en liten repa på vänster armstöd.',
      hopedPrice: 5000,
      handover: 'pickup',
      pickupAddress: 'Surbrunnsgatan 8, 113 48 Stockholm',
      imageCount: 4,
      sellerName: 'Sara Nyberg',
      sellerEmail: 'sara.nyberg@example.se',
      url: '/admin/varderingar/41',
      siteUrl: site,
    },
    SELLER_REMINDER: {
      firstName: 'Sara',
      title: 'Fåtölj, Lamino, Yngve Ekström',
      estimateLow: 4000,
      estimateHigh: 6000,
      startPrice: 2500,
      url: '/user#varderingar',
      siteUrl: site,
    },
    PASSWORD_RESET: { url: `${site}/aterstall-losenord?token=5e0b7d2f91ac`, expiresMinutes: 60 },
    EMAIL_CHANGE_CONFIRM: {
      newEmail: 'astrid.lind@example.se',
      url: `${site}/api/auth/verify-email?token=c81f3a9d27e4&callbackURL=%2Fuser`,
    },
    VERIFY_EMAIL: { firstName: 'Astrid', url: `${site}/api/auth/verify-email?token=4a6e9b13f0d2&callbackURL=%2F` },
    OUTBID_NOTIFICATION: { ...lotProps, firstName: 'Astrid', currentPrice: 1400, nextMinimumBid: 1500, endsAt },
    SAVED_SEARCH_MATCHES: {
      firstName: 'Astrid',
      searches: [
        {
          label: 'kosta boda',
          searchUrl: '/auktioner?search=kosta+boda',
          lots: [
            { title: lot.title, url: lot.url, currentPrice: null, startPrice: 800, endsAt },
            { title: 'Skål, Bruno, Kosta Boda', url: '/auktioner/31-skal-bruno-kosta-boda', currentPrice: 650, startPrice: 500, endsAt },
          ],
        },
        {
          kind: 'maker',
          label: 'Bertil Vallien',
          searchUrl: '/formgivare/bertil-vallien',
          lots: [
            {
              title: 'Skulptur, Bertil Vallien, Kosta Boda',
              url: '/auktioner/32-skulptur-bertil-vallien',
              currentPrice: null,
              startPrice: 3000,
              endsAt,
            },
          ],
        },
      ],
      unsubscribeUrl: '/bevakningar/avsluta/u8Xk2~c1f9a3e07b',
      oneClickUnsubscribeUrl: '/api/saved-searches/unsubscribe/u8Xk2~c1f9a3e07b',
      manageUrl: '/user#bevakade-sokningar',
      siteUrl: site,
    },
    ORDER_CANCELLED: { ...order, dueAt: paymentDue, late: true, biddingBlocked: false },
    SECOND_CHANCE_OFFER: {
      ...lotProps,
      firstName: 'Olle',
      amount: 1300,
      totalOre: 156_000,
      expiresAt: stockholmDayAt(now, 2, 19, 4).toISOString(),
      offerUrl: '/user/andra-chansen/7',
    },
  };
}

/** What each e-mail is, in the console's words: who gets it and when. */
export const EMAIL_TEMPLATE_INFO: { [K in EmailTemplateName]: { label: string; sentWhen: string } } = {
  TEST_EMAIL: { label: 'Testmejl', sentWhen: 'När en administratör provar utskicket.' },
  SIGN_UP: { label: 'Välkommen', sentWhen: 'När någon har skapat ett konto.' },
  NEWSLETTER_CONFIRM: {
    label: 'Bekräfta nyhetsbrevet',
    sentWhen: 'När någon anmäler en e-postadress till nyhetsbrevet: länken som bekräftar prenumerationen.',
  },
  EARLY_ACCESS: { label: 'Förhandsvisning', sentWhen: 'När en besökare anmäler sig till nästa auktions förhandsvisning.' },
  TEAM_INVITE: { label: 'Inbjudan till teamet', sentWhen: 'När en administratör bjuder in någon att bli administratör.' },
  COLLABORATION_INVITE: { label: 'Inbjudan att samarbeta', sentWhen: 'När en administratör ber någon hjälpa till med en uppgift.' },
  PURCHASE_RECEIPT: { label: 'Kvitto', sentWhen: 'När köparens betalning är bekräftad.' },
  AUCTION_WON: { label: 'Vunnen auktion', sentWhen: 'När en auktion avslutas: till den som vann.' },
  WATCHLIST_24H: { label: 'Bevakning, 24 timmar kvar', sentWhen: 'Ett dygn före slutet: till dem som bevakar föremålet.' },
  WATCHLIST_1H: { label: 'Bevakning, en timme kvar', sentWhen: 'En timme före slutet: till dem som bevakar föremålet.' },
  ITEM_SHIPPED: { label: 'Skickat', sentWhen: 'När studion har skickat köparens föremål.' },
  ORDER_REFUND: { label: 'Återbetalning', sentWhen: 'När studion har återbetalat hela eller en del av ett köp till köparen.' },
  LOT_QUESTION_ANSWERED: {
    label: 'Svar på fråga om föremål',
    sentWhen:
      'När studion svarar på en fråga om ett föremål: till den som frågade, och till dem som bevakar föremålet när svaret visas för alla.',
  },
  ORDER_PROBLEM_UPDATE: {
    label: 'Svar på rapporterat problem',
    sentWhen: 'När studion svarar på ett problem som köparen har rapporterat, och när studion avslutar ärendet.',
  },
  AUCTION_PUBLISHED: { label: 'Ute på auktion', sentWhen: 'När säljarens föremål publiceras.' },
  PURCHASE_PAYMENT_REMINDER: { label: 'Betalningspåminnelse', sentWhen: 'Före betalningsfristen, när ett köp ännu inte är betalt.' },
  VALUATION_RESPONSE: { label: 'Svar på värdering', sentWhen: 'När studion har svarat på en värderingsförfrågan.' },
  VALUATION_REQUEST: { label: 'Ny värderingsförfrågan', sentWhen: 'När en säljare skickar in ett föremål: till studion och säljaren.' },
  SELLER_REMINDER: { label: 'Påminnelse till säljare', sentWhen: 'När ett värderingserbjudande väntar på säljarens svar.' },
  PASSWORD_RESET: { label: 'Återställ lösenord', sentWhen: 'När någon ber om ett nytt lösenord.' },
  EMAIL_CHANGE_CONFIRM: { label: 'Byt e-postadress', sentWhen: 'När någon byter e-postadress på sitt konto.' },
  VERIFY_EMAIL: { label: 'Bekräfta e-postadress', sentWhen: 'Vid registrering, för att bekräfta adressen.' },
  OUTBID_NOTIFICATION: { label: 'Överbjuden', sentWhen: 'När någon har bjudit över ditt bud.' },
  SALE_SOLD: { label: 'Sålt', sentWhen: 'När säljarens föremål har sålts: vad säljaren får, och utbetalningskontot om det saknas.' },
  SALE_UNSOLD: { label: 'Osålt', sentWhen: 'När säljarens föremål inte såldes: varför, och vad som händer nu.' },
  SALE_PAID: { label: 'Betalt av köparen', sentWhen: 'När köparen har betalat för säljarens föremål.' },
  WITHDRAWAL_RECEIVED: {
    label: 'Ångrat köp',
    sentWhen: 'När köparen har ångrat ett köp, på sidan eller via e-post: bekräftelse och hur föremålet skickas tillbaka.',
  },
  SALE_PAID_OUT: { label: 'Utbetalt', sentWhen: 'När pengarna har betalats ut till säljarens utbetalningskonto.' },
  ORDER_CANCELLED: {
    label: 'Köpet avbrutet',
    sentWhen: 'När ett obetalt köp har avbrutits, av studion eller efter betalningsfristen: ingen avgift tas ut.',
  },
  SECOND_CHANCE_OFFER: {
    label: 'Andra chansen',
    sentWhen: 'När vinnaren inte betalade: till den som lade näst högsta budet, som får köpa för sitt bud.',
  },
  SAVED_SEARCH_MATCHES: {
    label: 'Nya träffar för bevakade sökningar och följda formgivare',
    sentWhen:
      'När föremål som matchar en bevakad sökning, eller av en formgivare användaren följer, kommer ut på auktion: högst ett mejl om dagen.',
  },
};

/** The template's part of the console address: TEAM_INVITE → team-invite. */
export function templateSlug(name: EmailTemplateName): string {
  return name.toLowerCase().replace(/_/g, '-');
}

/** The template a console address names, or null. */
export function templateFromSlug(slug: string): EmailTemplateName | null {
  return EMAIL_TEMPLATES.find((name) => templateSlug(name) === slug) ?? null;
}
