/**
 * The ad tag (spec §4: "analytics and ad-tag scripts load only once analytics consent is given";
 * "a page view is reported to the ad-tag service on each route change"): a Google tag, by its id,
 * loaded from `AD_TAG_SCRIPT_URL` only after "Acceptera alla". Its own page view on load is off,
 * so each route change (integrations.tsx) reports exactly one.
 */

export interface AdTagSettings {
  id: string;
  scriptUrl: string;
}

type Gtag = (...args: unknown[]) => void;
type AdTagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>;

const GRANTED = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };
const DENIED = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

const adWindow = () => window as unknown as AdTagWindow;

let loadedId: string | null = null;
let active = false;

function gtag(...args: unknown[]): void {
  adWindow().gtag?.(...args);
}

export function startAdTag(settings: AdTagSettings): void {
  const w = adWindow();
  active = true;
  // Google's documented switch: with it set, the tag sends nothing (set on withdrawal, below).
  w[`ga-disable-${settings.id}`] = false;
  if (loadedId) {
    gtag('consent', 'update', GRANTED);
    return;
  }
  w.dataLayer ??= [];
  // The tag reads its commands as `arguments` objects from dataLayer, exactly as Google's snippet pushes them.
  w.gtag = function gtagCommand() {
    // eslint-disable-next-line prefer-rest-params -- the Google tag expects the arguments object itself
    w.dataLayer?.push(arguments);
  };
  gtag('consent', 'default', GRANTED);
  gtag('js', new Date());
  gtag('config', settings.id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${settings.scriptUrl}?id=${encodeURIComponent(settings.id)}`;
  script.dataset.integration = 'ad-tag';
  document.head.appendChild(script);
  loadedId = settings.id;
}

export function adTagPageView(): void {
  if (!active || !loadedId) return;
  gtag('event', 'page_view', { page_location: window.location.href, page_title: document.title, send_to: loadedId });
}

/** Withdrawal: consent denied and the tag switched off; it reports nothing more in this page. */
export function stopAdTag(): void {
  active = false;
  if (!loadedId) return;
  gtag('consent', 'update', DENIED);
  adWindow()[`ga-disable-${loadedId}`] = true;
}
