import { getStorage, isValidStorageKey } from '@/platform/storage';

export const dynamic = 'force-dynamic';

/**
 * Serves stored files (lot photos); `/_next/image` optimises them from here. Uploaded photos
 * (`uploads/…`) are private until published and never served here (`/api/uploads/<key>/…` is theirs).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  const joined = key.join('/');
  if (!isValidStorageKey(joined) || joined.startsWith('uploads/')) return new Response('Hittades inte', { status: 404 });
  const file = await getStorage().get(joined);
  if (!file) return new Response('Hittades inte', { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.size),
      // Keys are never reused for other content.
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
