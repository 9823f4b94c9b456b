import { handleUploadRequest } from '@/modules/uploads/server';

/** Drives `/api/uploads/…` in-process, as the route handler does, with tus's headers. */
export const UPLOADS_BASE = 'http://localhost:3000';

export function uploadsFetch(path: string, init: RequestInit & { duplex?: 'half' } = {}): Promise<Response> {
  const request = new Request(new URL(path, UPLOADS_BASE), init);
  const segments = new URL(request.url).pathname
    .replace(/^\/api\/uploads\/?/, '')
    .split('/')
    .filter(Boolean);
  return handleUploadRequest(request, segments);
}

const metadata = (fileName: string) => `filename ${Buffer.from(fileName).toString('base64')}`;

export async function createUpload(auth: Record<string, string>, length: number, fileName = 'foto.jpg'): Promise<Response> {
  return uploadsFetch('/api/uploads', {
    method: 'POST',
    headers: { ...auth, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(length), 'Upload-Metadata': metadata(fileName) },
  });
}

export function keyOf(created: Response): string {
  return created.headers.get('location')!.split('/').pop()!;
}

export function patch(auth: Record<string, string>, key: string, offset: number, body: BodyInit, extra: Record<string, string> = {}) {
  return uploadsFetch(`/api/uploads/${key}`, {
    method: 'PATCH',
    headers: {
      ...auth,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      ...extra,
    },
    body,
    duplex: 'half',
  });
}

/** Creates an upload and sends all of `bytes` in one PATCH; the PATCH's answer. */
export async function uploadWhole(auth: Record<string, string>, bytes: Buffer, fileName = 'foto.jpg') {
  const created = await createUpload(auth, bytes.length, fileName);
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const key = keyOf(created);
  const response = await patch(auth, key, 0, new Uint8Array(bytes));
  return { key, response };
}
