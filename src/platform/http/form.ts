/**
 * The body of a plain HTML form post (the test provider's pages): `application/x-www-form-urlencoded`
 * or `multipart/form-data`. Anything else — another content type, a broken multipart body — is not
 * a form: `request.formData()` throws a TypeError for it, which must be a 400, not a 500.
 */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The answer to a body that is not a form. */
export function formRefused(): Response {
  return new Response('Formuläret kunde inte läsas. Gå tillbaka och skicka det igen.', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
