import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES, emailSubject, renderEmail, type TemplateProps } from './render';
import { EMAIL_TEMPLATE_INFO, emailSamples, templateFromSlug, templateSlug } from './samples';

const site = 'https://klubban.example';
// Wednesday 2 December 2026, 10:00 in Stockholm.
const now = new Date('2026-12-02T09:00:00.000Z');
const realLot = { title: 'Skål, Ariel, Orrefors', url: '/auktioner/7-skal-ariel-orrefors', imageUrl: '/media/lots/7/a.jpg' };

function render<K extends keyof TemplateProps>(name: K, samples: { [T in keyof TemplateProps]: TemplateProps[T] }) {
  return renderEmail(name, samples[name]);
}

describe('the console sample e-mails', () => {
  it('has a sample and a Swedish description for each of the 31 templates', () => {
    const samples = emailSamples({ siteUrl: site, now });
    expect(EMAIL_TEMPLATES).toHaveLength(31);
    expect(Object.keys(samples).sort()).toEqual([...EMAIL_TEMPLATES].sort());
    expect(Object.keys(EMAIL_TEMPLATE_INFO).sort()).toEqual([...EMAIL_TEMPLATES].sort());
    for (const name of EMAIL_TEMPLATES) {
      expect(EMAIL_TEMPLATE_INFO[name].label.trim()).not.toBe('');
      expect(EMAIL_TEMPLATE_INFO[name].sentWhen).toMatch(/\.$/);
    }
  });

  for (const lot of [undefined, realLot]) {
    it.each(EMAIL_TEMPLATES)(`%s renders from its sample ${lot ? 'with a photographed lot' : 'with the default lot'}`, async (name) => {
      const samples = emailSamples({ siteUrl: `${site}/`, now, lot });
      const email = await render(name, samples);
      expect(email.subject.trim()).not.toBe('');
      expect(emailSubject(name, samples[name])).toBe(email.subject);
      for (const part of [email.subject, email.html, email.text]) {
        expect(part).not.toMatch(/undefined|NaN|Invalid Date|\[object Object\]/);
      }
      // Every link and image is absolute and on this site or a known outside service (the carrier's tracking).
      const links = [...email.html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
      // Every mail but the test mail leads somewhere.
      if (name !== 'TEST_EMAIL') expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^(https:\/\/klubban\.example(\/|$)|https:\/\/tracking\.postnord\.com\/|mailto:)/);
      if (lot && 'imageUrl' in samples[name]) expect(email.html).toContain(`src="${site}/media/lots/7/a.jpg"`);
      if (lot && 'lotTitle' in samples[name]) expect(email.subject + email.text).toContain('Skål, Ariel, Orrefors');
    });
  }

  it('dates the lot e-mails at the coming Sunday auction and the payment deadline a week after the last', async () => {
    const samples = emailSamples({ siteUrl: site, now });
    // The coming Sunday is 6 December; lots close from 19:00 Stockholm time (UTC+1 in winter).
    expect(samples.OUTBID_NOTIFICATION.endsAt).toBe('2026-12-06T18:04:00.000Z');
    expect(samples.AUCTION_PUBLISHED.endsAt).toBe('sön 6 dec 19:04');
    expect(samples.PURCHASE_PAYMENT_REMINDER.dueAt).toBe('2026-12-06T18:04:00.000Z');
    expect(samples.EARLY_ACCESS.opensAt).toBe('2026-12-07T11:00:00.000Z');
    expect(samples.COLLABORATION_INVITE.what).toBe('katalogen till söndagsauktionen 6 december');
    // On a Sunday the coming auction is today's; in summer Stockholm is UTC+2.
    const sunday = emailSamples({ siteUrl: site, now: new Date('2026-06-07T08:00:00.000Z') });
    expect(sunday.WATCHLIST_1H.endsAt).toBe('2026-06-07T17:04:00.000Z');
    const email = await renderEmail('WATCHLIST_1H', sunday.WATCHLIST_1H);
    expect(email.text).toContain('sön 7 jun 19:04');
  });

  it('names each template in the console address and reads it back', () => {
    expect(templateSlug('TEAM_INVITE')).toBe('team-invite');
    for (const name of EMAIL_TEMPLATES) expect(templateFromSlug(templateSlug(name))).toBe(name);
    expect(templateFromSlug('TEAM_INVITE')).toBeNull();
    expect(templateFromSlug('inget-mejl')).toBeNull();
    expect(templateFromSlug('')).toBeNull();
  });
});
