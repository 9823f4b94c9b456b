import { describe, expect, it } from 'vitest';
import { isCookiePolicyPath, parseCookieConsent, serializeCookieConsent } from './cookie-consent';
import { isBannerDismissed, isSellPath, SELL_BANNER_BOOT_SCRIPT } from './sell-banner';

describe('cookie consent record', () => {
  it('is stored exactly as {"decided":true,"analytics":…}', () => {
    expect(serializeCookieConsent(false)).toBe('{"decided":true,"analytics":false}');
    expect(serializeCookieConsent(true)).toBe('{"decided":true,"analytics":true}');
  });

  it('reads back only a made choice', () => {
    expect(parseCookieConsent(serializeCookieConsent(true))).toEqual({ decided: true, analytics: true });
    expect(parseCookieConsent(serializeCookieConsent(false))).toEqual({ decided: true, analytics: false });
    for (const raw of [null, '', '{', 'null', '[]', '{"decided":false,"analytics":true}', '{"decided":true}', '{"decided":"true","analytics":false}']) {
      expect(parseCookieConsent(raw)).toBeNull();
    }
  });

  it('knows the two policy paths', () => {
    expect(isCookiePolicyPath('/cookiepolicy')).toBe(true);
    expect(isCookiePolicyPath('/cookie-policy')).toBe(true);
    expect(isCookiePolicyPath('/')).toBe(false);
  });
});

describe('sell banner', () => {
  it('is dismissed only by the stored string "false"', () => {
    expect(isBannerDismissed('false')).toBe(true);
    expect(isBannerDismissed(null)).toBe(false);
    expect(isBannerDismissed('true')).toBe(false);
  });

  it('treats every path starting with /salj as the sell area', () => {
    expect(isSellPath('/salj')).toBe(true);
    expect(isSellPath('/salj/vardering')).toBe(true);
    expect(isSellPath('/auktioner')).toBe(false);
  });

  it('has a boot script that parses', () => {
    expect(() => new Function(SELL_BANNER_BOOT_SCRIPT)).not.toThrow();
  });
});
