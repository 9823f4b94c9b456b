import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { ERRORS, Server, type DataStore, type Upload } from '@tus/server';
import { and, eq, gt, sql } from 'drizzle-orm';
import { dataDir, getDb } from '@/platform/database';
import { uploads } from './tables';
import { getLogger } from '@/platform/logger';
import { processSingleton, setProcessSingleton } from '@/platform/singleton';
import { getStorage, s3Settings, type FileStorage } from '@/platform/storage';
import { REFUSALS, UPLOAD_LIMITS, uploadStorageKey } from './index';
import { processImage } from './process-image';
import { recordUploadRefused, recordUploadReady, recordUploadStarted } from './commands/record-upload';

/** Where the uploads module keeps partial uploads (tus) and processed variants (storage). */
export interface UploadStores {
  datastore: DataStore;
  storage: FileStorage;
}

const STORES = 'UploadStores';
/** Unfinished uploads one user may have at once (a form takes at most 10; this leaves room for retries). */
export const MAX_OPEN_UPLOADS = 30;
const TUS = 'TusServer';

/** Partial uploads on local disk (`<data>/tus`), or in the S3 bucket when `S3_BUCKET` is set. */
function defaultDatastore(): DataStore {
  const s3 = s3Settings();
  if (!s3) return new FileStore({ directory: path.join(dataDir(), 'tus') });
  return new S3Store({
    partSize: 8 * 1024 * 1024,
    s3ClientConfig: {
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    },
  });
}

export function uploadStores(): UploadStores {
  return processSingleton<UploadStores>(STORES, () => ({ datastore: defaultDatastore(), storage: getStorage() }));
}

/** Tests and benches: other stores (a temp folder, an S3 test server). */
export function setUploadStoresForTesting(stores: UploadStores | undefined): void {
  setProcessSingleton(STORES, stores);
  setProcessSingleton(TUS, undefined);
}

/** The uploader of each POST, handed from the route to onUploadCreate (the same Request object). */
const creators = new WeakMap<Request, string>();

/** Drops control characters and keeps a file name short; null when nothing is left. */
export function cleanFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const cleaned = name
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || null;
}

async function readAll(datastore: DataStore, id: string): Promise<Buffer> {
  // FileStore and S3Store both read as a Node stream; DataStore's type does not declare it.
  const readable = datastore as DataStore & { read(id: string): unknown };
  const stream = (await readable.read(id)) as AsyncIterable<Uint8Array>;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    // tus enforces Upload-Length ≤ maxSize; this only guards the buffer.
    if (size > UPLOAD_LIMITS.maxBytes + 1) break;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * A finished upload: check and process the bytes, store the variants, record the outcome, remove
 * the raw file. A refusal is thrown as tus's `{status_code, body}` so the uploader's last PATCH
 * answers 415/413 with the Swedish reason.
 */
async function finishUpload(upload: Upload): Promise<{ status_code?: number }> {
  const { datastore, storage } = uploadStores();
  const db = await getDb();
  const log = getLogger();
  const started = performance.now();
  let outcome: Awaited<ReturnType<typeof processImage>>;
  try {
    outcome = await processImage(await readAll(datastore, upload.id));
    if (outcome.ok) {
      await storage.put(uploadStorageKey(upload.id, 'full'), outcome.full, 'image/jpeg');
      await storage.put(uploadStorageKey(upload.id, 'thumb'), outcome.thumb, 'image/webp');
      await recordUploadReady(db, upload.id, { format: outcome.format, width: outcome.width, height: outcome.height });
    } else {
      await recordUploadRefused(db, upload.id, outcome.refusal);
    }
  } finally {
    await datastore.remove(upload.id).catch((error: unknown) => log.warn({ err: error, key: upload.id }, 'raw upload not removed'));
  }
  log.info({ key: upload.id, ok: outcome.ok, ms: Math.round(performance.now() - started) }, 'upload processed');
  if (!outcome.ok) throw { status_code: outcome.status, body: outcome.refusal };
  return {};
}

const TUS_BODIES = new Set<string>(Object.values(ERRORS).map((error) => error.body));

/** What an uploader reads for one of tus's own refusals, by its status. */
export function swedishTusAnswer(status: number): string {
  if (status === 413) return REFUSALS.tooLarge;
  if (status === 404 || status === 410) return 'Uppladdningen finns inte längre. Lägg till bilden igen.';
  if (status === 409) return 'Uppladdningen kom ur takt med servern. Försök igen.';
  if (status >= 500) return 'Något gick fel med uppladdningen. Försök igen om en stund.';
  return 'Uppladdningen kunde inte tas emot. Försök igen.';
}

export function tusServer(): Server {
  return processSingleton(TUS, () => {
    const { datastore } = uploadStores();
    return new Server({
      path: '/api/uploads',
      datastore,
      relativeLocation: true,
      maxSize: UPLOAD_LIMITS.maxBytes,
      // Unguessable: the key alone never grants access, but it should not be guessable either.
      namingFunction: () => randomUUID().replaceAll('-', ''),
      async onUploadCreate(req, upload) {
        const ownerId = creators.get(req as unknown as Request);
        if (!ownerId) throw { status_code: 401, body: 'Du behöver logga in.' };
        const db = await getDb();
        const [{ open } = { open: 0 }] = await db
          .select({ open: sql<number>`count(*)::int` })
          .from(uploads)
          .where(and(eq(uploads.ownerId, ownerId), eq(uploads.status, 'receiving'), gt(uploads.createdAt, sql`now() - interval '1 day'`)));
        if (open >= MAX_OPEN_UPLOADS)
          throw { status_code: 429, body: 'För många pågående uppladdningar. Vänta tills de är klara och försök igen.' };
        await recordUploadStarted(db, {
          key: upload.id,
          ownerId,
          fileName: cleanFileName(upload.metadata?.filename ?? upload.metadata?.name),
          declaredBytes: upload.size ?? null,
        });
        return {};
      },
      onUploadFinish: (_req, upload) => finishUpload(upload),
      onResponseError(_req, error) {
        const e = error as { status_code?: number; body?: string };
        const status = e.status_code ?? 500;
        if (status >= 500) getLogger().error({ err: error }, 'upload failed');
        // tus's own answers are English protocol texts: the uploader sees a Swedish one instead.
        if (!e.body || TUS_BODIES.has(e.body)) return { status_code: status, body: swedishTusAnswer(status) };
        return undefined;
      },
    });
  });
}

/** Hands a tus request to the server; a POST creates an upload owned by `ownerId`. */
export function handleTus(request: Request, ownerId: string): Promise<Response> {
  creators.set(request, ownerId);
  return tusServer().handleWeb(request);
}
