import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES, renderEmail, type TemplateProps } from './render';
import { formatDuration } from './templates/password-reset';

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

  it('only implements templates the spec names', () => {
    for (const name of implemented) expect(EMAIL_TEMPLATES).toContain(name);
  });
});
