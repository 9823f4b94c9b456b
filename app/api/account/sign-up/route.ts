import { AppError } from '@/platform/errors';
import { jsonRoute } from '@/platform/http/json-route';
import { signUp, signUpInput } from '@/modules/accounts/server';

export const dynamic = 'force-dynamic';

export const POST = jsonRoute(
  async (request: Request) => {
    const body = (await request.json().catch(() => null)) as { data?: unknown } | null;
    const parsed = signUpInput.safeParse(body?.data);
    if (!parsed.success) throw new AppError('INVALID_ARGUMENT', 'Fyll i alla uppgifter.');
    const response = await signUp(parsed.data, request.headers);
    const answer = (await response.json()) as { user?: { id: string; email: string; name: string } };
    const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
    const token = response.headers.get('set-auth-token');
    if (token) headers.set('set-auth-token', token);
    return new Response(JSON.stringify({ result: { user: answer.user ?? null } }), { status: 200, headers });
  },
  { failureMessage: 'Det gick inte att skapa konto', logMessage: 'sign-up route failed' },
);
