/** POSTs `body` as JSON from the browser, as the sign-in and account endpoints take it. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
