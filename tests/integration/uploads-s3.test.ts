import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/modules/accounts/tables';
import { uploads } from '@/modules/uploads/tables';
import { REFUSALS } from '@/modules/uploads';
import { claimUploads, publishImages, removeAbandonedUploads, setUploadStoresForTesting } from '@/modules/uploads/server';
import { createS3Storage } from '@/platform/storage-s3';
import type { FileStorage } from '@/platform/storage';
import { postJson, sessionOf } from '../setup/app-fetch';
import { jpegWithGpsAndOrientation, noisyJpeg } from '../setup/images';
import { startS3 } from '../setup/s3';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';
import { uploadWhole, uploadsFetch } from '../setup/tus';

/**
 * The S3 path against a real S3-protocol server (s3rver on loopback), not a mock: the storage
 * interface itself, then photos uploaded over tus whose variants go to the bucket, served, claimed,
 * published by server-side copy and cleaned up. Partial uploads stay in a tus FileStore here:
 * s3rver lacks ListParts, which @tus/s3-store needs (the S3_BUCKET default in production).
 */

const t = fileDatabase();
let s3: Awaited<ReturnType<typeof startS3>>;
let storage: FileStorage;
let tusRoot: string;
let cookie: Record<string, string>;
let userId: string;

beforeAll(async () => {
  s3 = await startS3();
  storage = createS3Storage(s3.settings);
  tusRoot = mkdtempSync(path.join(os.tmpdir(), 'klubban-tus-'));
  const response = await postJson(
    '/api/account/sign-up',
    {
      data: {
        email: 'stina.s3@example.se',
        firstName: 'Stina',
        lastName: 'Hink',
        phone: '070-111 22 33',
        password: 'hemligt1',
        confirmPassword: 'hemligt1',
        acceptTerms: true,
      },
    },
    { 'x-klubban-client-address': '10.9.8.1' },
  );
  cookie = { cookie: sessionOf(response).cookie };
  userId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'stina.s3@example.se')))[0]!.id;
}, 60_000);
afterAll(async () => {
  setUploadStoresForTesting(undefined);
  await s3?.stop();
  rmSync(tusRoot, { recursive: true, force: true });
});

describe(`S3 storage against s3rver (${testEngine})`, () => {
  it('puts, gets, copies and deletes objects, and refuses keys that escape', async () => {
    await storage.put('prov/a.jpg', Buffer.from('jpeg-bytes'), 'image/jpeg');
    expect(await storage.exists('prov/a.jpg')).toBe(true);
    expect(await storage.get('prov/a.jpg')).toEqual({ body: Buffer.from('jpeg-bytes'), contentType: 'image/jpeg', size: 10 });
    expect(await storage.copy('prov/a.jpg', 'prov/b.jpg')).toBe(true);
    expect((await storage.get('prov/b.jpg'))?.body.toString()).toBe('jpeg-bytes');
    expect(await storage.copy('prov/saknas.jpg', 'prov/c.jpg')).toBe(false);
    await storage.delete('prov/a.jpg');
    await storage.delete('prov/a.jpg');
    expect(await storage.exists('prov/a.jpg')).toBe(false);
    expect(await storage.get('prov/a.jpg')).toBeNull();
    expect(await storage.get('../x')).toBeNull();
    await expect(storage.put('../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
  });

  it('takes a photo over tus into the bucket: variants stored, served privately, claimed, published, cleaned up', async () => {
    setUploadStoresForTesting({ datastore: new FileStore({ directory: tusRoot }), storage });
    const { key, response } = await uploadWhole(cookie, await jpegWithGpsAndOrientation());
    expect(response.status).toBe(204);
    const full = await storage.get(`uploads/${key}/full.jpg`);
    expect(full?.contentType).toBe('image/jpeg');
    const metadata = await sharp(full!.body).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    const thumb = await uploadsFetch(`/api/uploads/${key}/thumb`, { headers: cookie });
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).format).toBe('webp');

    const refused = await uploadWhole(cookie, Buffer.from('ingen bild'));
    expect(refused.response.status).toBe(415);
    expect(await refused.response.text()).toBe(REFUSALS.notImage);

    const images = await t.database.db.transaction((tx) => claimUploads(tx, { ownerId: userId, keys: [key] }));
    const published = await publishImages(images, 'items/7');
    expect(published[0]!.key).toBe(`items/7/1-${key}.jpg`);
    expect((await storage.get(published[0]!.key))?.body.equals(full!.body)).toBe(true);

    const abandoned = await uploadWhole(cookie, await noisyJpeg(300, 200));
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(uploads.key, abandoned.key));
    expect(await storage.exists(`uploads/${abandoned.key}/thumb.webp`)).toBe(true);
    await removeAbandonedUploads(t.database.db, { now: new Date() });
    expect(await storage.exists(`uploads/${abandoned.key}/thumb.webp`)).toBe(false);
    expect(await storage.exists(`uploads/${abandoned.key}/full.jpg`)).toBe(false);
    expect(await storage.exists(`uploads/${key}/full.jpg`)).toBe(true);
  });
});
