import { BOOT_SCRIPT } from '../domain/boot-script';
import { CookieConsent } from './cookie-consent';

/**
 * The first thing in every layout's <body>: the boot script, then the cookie dialog — early in the
 * HTML and outside <Suspense>, so a first-time visitor's dialog is painted with the first paint.
 *
 * The boot script is server-rendered inline: it runs while the HTML is parsed, before
 * the sell banner or the cookie dialog can be painted, and hides a dismissed banner and an
 * already-answered cookie dialog with style rules (see the two boot scripts). Rendered by a server
 * component so React never creates it on the client; the Content-Security-Policy allows it by its
 * hash (proxy.ts). Without JavaScript the dialog, which could not be answered, is hidden too.
 */
export function ShellStart() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      <noscript>
        <style>{'[data-cookie-consent]{display:none!important}'}</style>
      </noscript>
      <CookieConsent />
    </>
  );
}
