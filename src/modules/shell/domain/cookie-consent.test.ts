import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_BOOT_SCRIPT, isCookiePolicyPath, parseCookieConsent, serializeCookieConsent } from './cookie-consent';
import { isBannerDismissed, isSellPath, SELL_BANNER_BOOT_SCRIPT } from './sell-banner';

describe('cookie consent record', () => {
  it('is stored exactly as {"decided":true,"analytics":…}', () => {
    expect(serializeCookieConsent(false)).toBe('{"decided":true,"analytics":false}');
    expect(serializeCookieConsent(true)).toBe('{"decided":true,"analytics":true}');
  });

  it('reads back only a made choice', () => {
    expect(parseCookieConsent(serializeCookieConsent(true))).toEqual({ decided: true, analytics: true });
    expect(parseCookieConsent(serializeCookieConsent(false))).toEqual({ decided: true, analytics: false });
    for (const raw of [
      null,
      '',
      '{',
      'null',
      '[]',
      '{"decided":false,"analytics":true}',
      '{"decided":true}',
      '{"decided":"true","analytics":false}',
    ]) {
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

describe('COOKIE_CONSENT_BOOT_SCRIPT', () => {
  /** Runs the script against a stored value; returns the style rules it added to <head>. */
  function run(stored: string | null): string[] {
    const added: { id: string; textContent: string }[] = [];
    const document = {
      getElementById: (id: string) => added.find((style) => style.id === id) ?? null,
      createElement: () => ({ id: '', textContent: '' }),
      head: { appendChild: (style: { id: string; textContent: string }) => added.push(style) },
    };
    const localStorage = { getItem: () => stored };
    new Function('document', 'localStorage', COOKIE_CONSENT_BOOT_SCRIPT)(document, localStorage);
    return added.map((style) => style.textContent);
  }

  it('hides the server-rendered dialog before paint only for a made choice', () => {
    expect(run(serializeCookieConsent(false))).toEqual(['[data-cookie-consent]{display:none!important}']);
    expect(run(serializeCookieConsent(true))).toHaveLength(1);
    for (const undecided of [null, '', 'null', '{"decided":false,"analytics":true}', '{"decided":true}', 'not json', '[]']) {
      expect(run(undecided)).toEqual([]);
    }
  });
});
