import type { APIRequestContext } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/**
 * The studio's work done over HTTP, as its console's browser would, for tests that need lots of
 * their own: a connector action that must be accepted, and a photo uploaded over tus.
 */

/** A connector action as `request`'s session; its result, or an error naming the refusal. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several actions
export async function must(url: string, request: APIRequestContext, data: Record<string, unknown>): Promise<any> {
  const response = await request.post(`${url}/api/functions/connector`, { data: { data }, headers: { origin: url } });
  const answer = await response.json();
  if (!answer.result) throw new Error(`${String(data.action)} refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** A plain 900 × 900 JPEG uploaded over tus (create, then one PATCH); answers its upload key. */
export async function uploadPhoto(url: string, request: APIRequestContext, colour = { r: 120, g: 140, b: 170 }): Promise<string> {
  const bytes = await sharp({ create: { width: 900, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const created = await request.post(`${url}/api/uploads`, {
    headers: {
      origin: url,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${Buffer.from('lot.jpg').toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const key = created.headers().location!.split('/').pop()!;
  const sent = await request.fetch(`${url}/api/uploads/${key}`, {
    method: 'PATCH',
    headers: { origin: url, 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(sent.status()).toBe(204);
  return key;
}
