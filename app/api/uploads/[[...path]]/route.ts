import { handleUploadRequest } from '@/modules/uploads/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path?: string[] }> };

/** tus 1.0 uploads and the private photo variants (src/modules/uploads/route.ts). */
async function handle(request: Request, { params }: Context): Promise<Response> {
  const { path = [] } = await params;
  return handleUploadRequest(request, path);
}

export { handle as GET, handle as HEAD, handle as POST, handle as PATCH, handle as DELETE, handle as OPTIONS };
