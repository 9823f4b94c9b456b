/** The sell banner's dismissal (spec §2 "Sell banner", §3 "Browser-kept data"). */

export const SHOW_BANNER_KEY = 'showBanner';
/** What is stored once the banner has been dismissed. */
export const BANNER_DISMISSED = 'false';

export function isBannerDismissed(stored: string | null | undefined): boolean {
  return stored === BANNER_DISMISSED;
}

/** Visiting any path that starts with /salj dismisses the banner. */
export function isSellPath(pathname: string): boolean {
  return pathname.startsWith('/salj');
}

/**
 * Runs in an inline script before the banner is painted, so a dismissed banner never flashes:
 * it adds a style rule to <head> (React tolerates extra nodes there, unlike an extra attribute on
 * <html>, which it would report as a hydration mismatch) and records a visit to /salj.
 */
export const SELL_BANNER_BOOT_SCRIPT = `(function(){try{var k=${JSON.stringify(SHOW_BANNER_KEY)},d=${JSON.stringify(BANNER_DISMISSED)};if(location.pathname.indexOf('/salj')===0)localStorage.setItem(k,d);if(localStorage.getItem(k)===d&&!document.getElementById('sell-banner-hidden')){var s=document.createElement('style');s.id='sell-banner-hidden';s.textContent='[data-sell-banner]{display:none!important}';document.head.appendChild(s)}}catch(e){}})();`;
