// Klubban's service worker: web push only (docs/product.md §9 "Saved searches and push").
// Registered from /user when the user turns push on (src/modules/notifications/components/
// push-settings.tsx), never on page load; served with Cache-Control: no-cache (next.config.ts), so
// a new version reaches browsers at their next visit. It caches nothing and handles no fetch.

const ICON = '/icons/icon-192.png';

// A new version takes over at once: it only shows notifications, so there is nothing to migrate.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path on this site, or '/' for anything else (a push may only open Klubban's own pages). */
function sitePath(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: shown with the default title below.
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Klubban';
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    icon: ICON,
    badge: ICON,
    lang: 'sv',
    data: { url: sitePath(message.url) },
  };
  if (typeof message.tag === 'string' && message.tag) {
    options.tag = message.tag;
    // A newer push with the same tag (a second outbid on the lot) alerts again instead of silently replacing.
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A Klubban tab already at that page is brought forward; else a new tab opens it (another tab
      // is never navigated away: it may hold a half-written form).
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
