import { COOKIE_CONSENT_BOOT_SCRIPT } from './cookie-consent';
import { SELL_BANNER_BOOT_SCRIPT } from './sell-banner';

/**
 * The one inline script of the shell (components/shell-start.tsx): it runs while the HTML is parsed
 * and hides a dismissed sell banner and an answered cookie dialog. The same text every time, so the
 * Content-Security-Policy names it by its hash (proxy.ts) rather than by the request's nonce.
 */
export const BOOT_SCRIPT = SELL_BANNER_BOOT_SCRIPT + COOKIE_CONSENT_BOOT_SCRIPT;
