import { jsonRoute } from '@/platform/http/json-route';
import { vapidKeys } from '@/platform/web-push';

export const dynamic = 'force-dynamic';

/**
 * The VAPID public key (docs/product.md §9 `GET /api/push/key` → `{publicKey}`): the browser subscribes
 * with it as the applicationServerKey, so only this server can push to that subscription. Read when
 * asked, never built into a page: the key pair is the server's configuration (or its data folder's).
 */
export const GET = jsonRoute(
  async () => Response.json({ publicKey: vapidKeys().publicKey }, { headers: { 'cache-control': 'no-store' } }),
  {
    failureMessage: 'Pushnotiser går inte att slå på just nu.',
    logMessage: 'push key failed',
  },
);
