export const dynamic = 'force-dynamic';

/**
 * The server's clock (ms since the epoch), read while answering: countdowns bound the device's
 * clock offset by it (src/modules/auctions/components/server-clock.ts). No database, never cached.
 */
export function GET() {
  return Response.json({ now: Date.now() }, { headers: { 'cache-control': 'no-store' } });
}
