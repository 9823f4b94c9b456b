import { getDb } from '@/platform/database';
import { jsonRoute } from '@/platform/http/json-route';
import { SAVED_SEARCH_MAIL_STOP_PATH, stopSavedSearchMail } from '@/modules/watchlist/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

/**
 * The List-Unsubscribe address of the saved-search e-mail. A mail client's one-click unsubscribe
 * posts here (RFC 8058: `List-Unsubscribe=One-Click`), and the signed token stops the e-mails
 * without signing in; a token not signed here is INVALID_ARGUMENT and changes nothing.
 */
export const POST = jsonRoute(async (_request: Request, { params }: Context) => {
  const { token } = await params;
  const result = await stopSavedSearchMail(await getDb(), token);
  return Response.json({ result }, { headers: { 'cache-control': 'no-store' } });
});

/** A person opening the address gets the page with the button (a mail scanner's GET changes nothing). */
export async function GET(request: Request, { params }: Context) {
  const { token } = await params;
  return Response.redirect(new URL(`${SAVED_SEARCH_MAIL_STOP_PATH}/${encodeURIComponent(token)}`, request.url), 303);
}
