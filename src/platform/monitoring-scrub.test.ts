import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCRUBBED_EMAIL, scrubEvent, scrubText } from './monitoring-scrub';

const EMAIL_LIKE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;

describe('scrubText', () => {
  it('replaces e-mail addresses, Swedish letters included, and blanks secret URL parameters', () => {
    expect(scrubText('Användaren åsa.öberg+bud@exempel.se fick fel')).toBe(`Användaren ${SCRUBBED_EMAIL} fick fel`);
    expect(scrubText('https://klubban.se/aterstall-losenord?token=abc123&x=1')).toBe(
      'https://klubban.se/aterstall-losenord?token=[bort]&x=1',
    );
    expect(scrubText('/inbjudan?invite=xyz#top')).toBe('/inbjudan?invite=[bort]#top');
    expect(scrubText('/auktioner?search=vas&email=a@b.se')).toBe('/auktioner?search=vas&email=[bort]');
  });

  it('leaves ordinary text alone', () => {
    expect(scrubText('Bud på 1 200 kr avvisades @ 19.04')).toBe('Bud på 1 200 kr avvisades @ 19.04');
    expect(scrubText('/auktioner?search=vas&kategori=glas')).toBe('/auktioner?search=vas&kategori=glas');
  });
});

describe('scrubEvent', () => {
  it('keeps only the user id, drops IPs, cookies, bodies and unsafe headers, and keeps the rest', () => {
    const event = {
      event_id: 'e1',
      message: 'Kunde inte skicka till kund@exempel.se',
      user: { id: 'u_42', email: 'kund@exempel.se', ip_address: '10.0.0.7', username: 'Kund' },
      request: {
        url: 'https://klubban.se/aterstall-losenord?token=hemlig',
        method: 'POST',
        data: '{"password":"hunter22"}',
        cookies: { session: 'abc' },
        headers: { cookie: 'session=abc', 'User-Agent': 'Chrome', 'X-Forwarded-For': '10.0.0.7', authorization: 'Bearer x' },
      },
      exception: { values: [{ type: 'Error', value: 'mail to kund@exempel.se failed' }] },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/x?code=123', status_code: 500 } }],
      contexts: { browser: { name: 'Chrome' } },
      tags: { ip: '10.0.0.7', route: '/auktioner' },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.user).toEqual({ id: 'u_42' });
    expect(scrubbed.request).toEqual({
      url: 'https://klubban.se/aterstall-losenord?token=[bort]',
      method: 'POST',
      headers: { 'User-Agent': 'Chrome' },
    });
    expect(scrubbed.message).toBe(`Kunde inte skicka till ${SCRUBBED_EMAIL}`);
    expect(scrubbed.exception.values[0]?.value).toBe(`mail to ${SCRUBBED_EMAIL} failed`);
    expect(scrubbed.breadcrumbs[0]?.data).toEqual({ url: '/api/x?code=[bort]', status_code: 500 });
    expect(scrubbed.contexts).toEqual({ browser: { name: 'Chrome' } });
    expect(scrubbed.tags).toEqual({ route: '/auktioner' });
    // The original is not changed.
    expect(event.user.email).toBe('kund@exempel.se');
  });

  it('drops a user without an id entirely', () => {
    expect(scrubEvent({ user: { email: 'a@b.se', ip_address: '{{auto}}' }, message: 'x' })).toEqual({ message: 'x' });
  });

  it('never lets an e-mail address or an IP key through, wherever they are put (property)', () => {
    const email = fc
      .tuple(fc.stringMatching(/^[a-zåäö0-9._+-]{1,12}$/), fc.stringMatching(/^[a-zåäö0-9-]{1,10}$/), fc.constantFrom('se', 'com', 'nu'))
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
    const text = fc.tuple(fc.string({ maxLength: 20 }), email, fc.string({ maxLength: 20 })).map(([a, e, b]) => `${a} ${e} ${b}`);
    const key = fc.constantFrom('message', 'value', 'url', 'ip_address', 'email', 'cookies', 'extra', 'note', 'Authorization');
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.string({ maxLength: 10 }),
        fc.integer(),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(key, tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(key, tree, { maxKeys: 5 }), (event) => {
        const json = JSON.stringify(scrubEvent(event));
        expect(json).not.toMatch(EMAIL_LIKE);
        expect(json).not.toMatch(/"(ip_address|email|cookies|authorization)"/i);
      }),
      { numRuns: 500 },
    );
  });
});
