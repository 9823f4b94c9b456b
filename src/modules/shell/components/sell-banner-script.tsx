import { SELL_BANNER_BOOT_SCRIPT } from '../domain/sell-banner';

/**
 * Server-rendered inline script placed just before <SellBanner/>: it runs while the HTML is parsed,
 * before the banner can be painted, and hides a dismissed banner with a style rule (see
 * SELL_BANNER_BOOT_SCRIPT). Rendered by a server component so React never creates it on the client.
 */
export function SellBannerScript() {
  return <script dangerouslySetInnerHTML={{ __html: SELL_BANNER_BOOT_SCRIPT }} />;
}
