import { toPlainText } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES, plainTextOptions, renderEmail, toPlainTextCompiled, type TemplateProps } from './render';
import { absoluteUrl, formatDays } from './templates/lot-parts';
import { formatDuration } from './templates/password-reset';

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

  it('only implements templates the spec names', () => {
    for (const name of implemented) expect(EMAIL_TEMPLATES).toContain(name);
  });
});
