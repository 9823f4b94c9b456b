import { handleCallable } from '@/platform/callable/handle';
import { AppError } from '@/platform/errors';
import { errorResponse, jsonRoute } from '@/platform/http/json-route';
import { functionRegistry } from '@/server/functions';
import { getCaller } from '@/modules/accounts/server';

export const dynamic = 'force-dynamic';

/** The callable protocol answers its own errors (handleCallable); the wrapper only backs it up. */
export const POST = jsonRoute(async (request: Request, { params }: { params: Promise<{ name: string }> }) => {
  const { name } = await params;
  return handleCallable(name, request, { registry: functionRegistry, resolveCaller: getCaller });
});

/** Only POST is part of the protocol. */
export const GET = jsonRoute(async () =>
  errorResponse(new AppError('INVALID_ARGUMENT', 'Anropa funktionen med POST och {"data": …}.'), {
    status: 405,
    headers: { allow: 'POST' },
  }),
);
