import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIERS, findCarrier, trackingUrl } from './tracking';

/** Whether a string can be written in a URL (a lone UTF-16 surrogate cannot). */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

describe('trackingUrl', () => {
  it.each([
    ['PostNord', '00373500454541020957', 'https://tracking.postnord.com/se/?id=00373500454541020957'],
    ['DHL', '1234567890', 'https://www.dhl.com/se-sv/home/tracking.html?tracking-id=1234567890'],
    ['DB Schenker', '1806203236', 'https://www.dbschenker.com/app/tracking-public/?refNumber=1806203236'],
    ['Bring', '370724760032423232', 'https://tracking.bring.se/tracking/370724760032423232'],
    ['Budbee', 'ABC123XYZ', 'https://tracking.budbee.com/ABC123XYZ'],
    ['Instabox', 'ZA010001122183', 'https://track.instabox.io/ZA010001122183'],
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?loc=sv_SE&tracknum=1Z999AA10123456784'],
    ['DPD', '05212345678901', 'https://tracking.dpd.de/status/en_US/parcel/05212345678901'],
  ])('links %s to its public tracking page', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it('matches the carrier name case-insensitively, with extra words and spaces around it', () => {
    const postnord = 'https://tracking.postnord.com/se/?id=UO553662591SE';
    for (const name of ['postnord', 'POSTNORD', ' PostNord ', 'Post Nord', 'PostNord Sverige', 'Posten']) {
      expect(trackingUrl(name, 'UO553662591SE')).toBe(postnord);
    }
    expect(trackingUrl('dhl express', '1')).toBe('https://www.dhl.com/se-sv/home/tracking.html?tracking-id=1');
    expect(trackingUrl('Schenker', '1')).toBe('https://www.dbschenker.com/app/tracking-public/?refNumber=1');
    expect(trackingUrl('dbschenker', '1')).toBe('https://www.dbschenker.com/app/tracking-public/?refNumber=1');
  });

  it('answers null for an unknown carrier, and does not take a name that merely begins with a known one', () => {
    expect(trackingUrl('Airmee', '123')).toBeNull();
    expect(trackingUrl('Eget bud', '123')).toBeNull();
    expect(trackingUrl('', '123')).toBeNull();
    expect(trackingUrl('Upstairs Logistik', '123')).toBeNull();
    expect(trackingUrl('Bringo', '123')).toBeNull();
    expect(trackingUrl('Postnummer', '123')).toBeNull();
  });

  it('answers null without a tracking number', () => {
    expect(trackingUrl('PostNord', '')).toBeNull();
    expect(trackingUrl('PostNord', '   ')).toBeNull();
    // Nor with one that has no letter or digit: "..", as a path segment, would climb out of the page.
    expect(trackingUrl('Bring', '..')).toBeNull();
    expect(trackingUrl('Bring', '%2e%2e')).toBe('https://tracking.bring.se/tracking/%252e%252e');
  });

  it('answers null for a number that cannot be written in a URL', () => {
    expect(trackingUrl('PostNord', 'AB\ud800')).toBeNull();
  });

  it('drops spaces inside the number and URL-encodes the rest', () => {
    expect(trackingUrl('PostNord', ' 00 3735 0045 ')).toBe('https://tracking.postnord.com/se/?id=0037350045');
    expect(trackingUrl('PostNord', 'AB&c=1#x')).toBe('https://tracking.postnord.com/se/?id=AB%26c%3D1%23x');
    expect(trackingUrl('Bring', '../admin?x=å')).toBe('https://tracking.bring.se/tracking/..%2Fadmin%3Fx%3D%C3%A5');
  });

  it('keeps any tracking number inside its carrier’s page: the number is the only thing that varies', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARRIERS.map((carrier) => carrier.name)), fc.string({ unit: 'binary' }), (carrier, number) => {
        const url = trackingUrl(carrier, number);
        if (!/[\p{L}\p{N}]/u.test(number) || !encodable(number)) {
          expect(url).toBeNull();
          return;
        }
        const reference = trackingUrl(carrier, 'X');
        expect(url).not.toBeNull();
        const parsed = new URL(url as string);
        const expected = new URL(reference as string);
        expect(parsed.origin).toBe(expected.origin);
        // Path-style pages keep the number in the last segment; query-style pages in their parameter.
        expect(parsed.pathname.split('/').length).toBe(expected.pathname.split('/').length);
        expect([...parsed.searchParams.keys()]).toEqual([...expected.searchParams.keys()]);
        expect(decodeURIComponent(url as string)).toContain(number.replace(/\s+/g, ''));
      }),
    );
  });
});

describe('CARRIERS', () => {
  it('lists each known carrier once, each with a tracking page, by the name a select box shows', () => {
    expect(CARRIERS.map((carrier) => carrier.name)).toEqual([
      'PostNord',
      'DHL',
      'DB Schenker',
      'Bring',
      'Budbee',
      'Instabox',
      'UPS',
      'DPD',
    ]);
    expect(new Set(CARRIERS.map((carrier) => carrier.key)).size).toBe(CARRIERS.length);
    for (const carrier of CARRIERS) {
      expect(trackingUrl(carrier.name, '123')).toMatch(/^https:\/\//);
      expect(findCarrier(carrier.name)).toEqual(carrier);
    }
  });

  it('finds the known carrier a typed name means', () => {
    expect(findCarrier('  dhl freight ')).toEqual({ key: 'dhl', name: 'DHL' });
    expect(findCarrier('Okänd')).toBeNull();
  });
});
