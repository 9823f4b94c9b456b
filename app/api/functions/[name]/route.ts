import { handleCallable } from '@/platform/callable/handle';
import { AppError } from '@/platform/errors';
import { functionRegistry } from '@/server/functions';
import { getCaller } from '@/modules/accounts/server';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  return handleCallable(name, request, { registry: functionRegistry, resolveCaller: getCaller });
}

/** Only POST is part of the protocol. */
export async function GET() {
  const error = new AppError('INVALID_ARGUMENT', 'Anropa funktionen med POST och {"data": …}.');
  return Response.json({ error: error.toJSON() }, { status: 405, headers: { allow: 'POST' } });
}
