import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/platform/database';
import { uploads } from './tables';
import { getCaller } from '@/modules/accounts/server';
import { getLogger } from '@/platform/logger';
import { isUploadKey, uploadStorageKey, type ImageVariant } from './index';
import { handleTus, uploadStores } from './tus';
import { deleteUploadRecord } from './commands/record-upload';

const TUS_HEADERS = { 'Tus-Resumable': '1.0.0', 'cache-control': 'no-store' };

function answer(status: number, body: string | null, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...TUS_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

const notFound = () => answer(404, 'Hittades inte.');

/**
 * Everything under `/api/uploads` (docs/product.md §9): tus for signed-in users — POST creates, and
 * HEAD/PATCH/DELETE on `/api/uploads/<key>` by the uploader only (anyone else: 404, as if the key
 * did not exist) — and the private variants `GET /api/uploads/<key>/thumb|full` for the uploader
 * and admins.
 */
export async function handleUploadRequest(request: Request, segments: readonly string[]): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method === 'OPTIONS') return handleTus(request, '');
  const caller = await getCaller(request.headers);
  if (!caller) return answer(401, 'Du behöver logga in.');

  if (segments.length === 0) {
    if (method !== 'POST') return answer(405, 'Metoden stöds inte.', { allow: 'POST, OPTIONS' });
    return handleTus(request, caller.id);
  }
  const key = segments[0]!;
  if (!isUploadKey(key)) return notFound();

  if (segments.length === 2) {
    const variant = segments[1];
    if (method !== 'GET' || (variant !== 'thumb' && variant !== 'full')) return notFound();
    return serveVariant(key, variant, caller);
  }
  if (segments.length !== 1) return notFound();

  const db = await getDb();
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  if (!row || row.ownerId !== caller.id) return notFound();

  if (row.status !== 'receiving') {
    // Processed: the raw bytes are gone; answer for them so a client that lost the last answer
    // learns the upload is complete (HEAD), or removes an unused photo (DELETE).
    if (method === 'HEAD' && row.status === 'ready') {
      const length = String(row.declaredBytes ?? 0);
      return answer(200, null, { 'Upload-Offset': length, 'Upload-Length': length });
    }
    if (method === 'DELETE') {
      if (row.usedAt) return answer(409, 'Bilden används redan.');
      await removeUpload(key);
      return answer(204, null);
    }
    if (method === 'PATCH' && row.status === 'refused') return answer(409, row.refusal ?? 'Bilden togs inte emot.');
    return notFound();
  }

  const response = await handleTus(request, caller.id);
  if (method === 'DELETE' && response.status === 204) await removeUpload(key);
  return response;
}

/** An unused upload's row, partial file and variants. */
export async function removeUpload(key: string): Promise<void> {
  const db = await getDb();
  const { datastore, storage } = uploadStores();
  await deleteUploadRecord(db, key);
  await Promise.all([
    datastore.remove(key).catch(() => undefined),
    storage.delete(uploadStorageKey(key, 'full')),
    storage.delete(uploadStorageKey(key, 'thumb')),
  ]).catch((error: unknown) => getLogger().warn({ err: error, key }, 'upload files not removed'));
}

async function serveVariant(key: string, variant: ImageVariant, caller: { id: string; admin: boolean }): Promise<Response> {
  const db = await getDb();
  const [row] = await db.select({ ownerId: uploads.ownerId, status: uploads.status }).from(uploads).where(eq(uploads.key, key)).limit(1);
  if (!row || row.status !== 'ready' || (row.ownerId !== caller.id && !caller.admin)) return notFound();
  const file = await uploadStores().storage.get(uploadStorageKey(key, variant));
  if (!file) return notFound();
  return new Response(new Uint8Array(file.body), {
    headers: {
      'content-type': variant === 'full' ? 'image/jpeg' : 'image/webp',
      'content-length': String(file.size),
      // Private until published: only the browser that asked may keep it.
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}
