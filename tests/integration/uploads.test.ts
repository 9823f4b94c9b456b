import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '@/modules/accounts/tables';
import { uploads } from '@/modules/uploads/tables';
import { REFUSALS, UPLOAD_LIMITS, imageUrl, uploadKeyOf } from '@/modules/uploads';
import { MAX_OPEN_UPLOADS, claimUploads, publishImages, removeAbandonedUploads, setUploadStoresForTesting } from '@/modules/uploads/server';
import { AppError } from '@/platform/errors';
import { setProcessSingleton } from '@/platform/singleton';
import { createLocalStorage, type FileStorage } from '@/platform/storage';
import { GET as mediaRoute } from '../../app/media/[...key]/route';
import { postJson, sessionOf } from '../setup/app-fetch';
import { jpegWithGpsAndOrientation, noisyJpeg, pngBomb } from '../setup/images';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';
import { createUpload, keyOf, patch, uploadWhole, uploadsFetch } from '../setup/tus';

/**
 * `/api/uploads` end to end through the real route handler, tus server, sharp and storage (docs/product.md
 * §9): accepted and refused photos, resuming, privacy between users, claiming, publishing, clean-up.
 */

const t = fileDatabase();
let root: string;
let storage: FileStorage;
const tusDir = () => path.join(root, 'tus');
const auth: Record<'greta' | 'olle' | 'admin', Record<string, string>> = { greta: {}, olle: {}, admin: {} };
const ids: Record<string, string> = {};

async function signUp(name: keyof typeof auth, n: number) {
  const email = `${name}.upload@example.se`;
  const response = await postJson(
    '/api/account/sign-up',
    {
      data: {
        email,
        firstName: name,
        lastName: 'Testsson',
        phone: '070-765 43 21',
        password: 'hemligt1',
        confirmPassword: 'hemligt1',
        acceptTerms: true,
      },
    },
    { 'x-klubban-client-address': `10.9.9.${n}` },
  );
  expect(response.status).toBe(200);
  auth[name] = { cookie: sessionOf(response).cookie };
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  ids[name] = user!.id;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'klubban-uploads-'));
  storage = createLocalStorage(path.join(root, 'files'));
  setUploadStoresForTesting({ datastore: new FileStore({ directory: tusDir() }), storage });
  await signUp('greta', 1);
  await signUp('olle', 2);
  await signUp('admin', 3);
  await t.database.db.update(profiles).set({ admin: true }).where(eq(profiles.userId, ids.admin!));
}, 60_000);
afterAll(async () => {
  setUploadStoresForTesting(undefined);
  rmSync(root, { recursive: true, force: true });
});

const rowOf = async (key: string) => (await t.database.db.select().from(uploads).where(eq(uploads.key, key)))[0];
const tusFiles = () => readdirSync(tusDir());

describe(`uploads on ${testEngine}`, () => {
  it('needs a signed-in user', async () => {
    const response = await createUpload({}, 1000);
    expect(response.status).toBe(401);
    expect(await uploadsFetch('/api/uploads/0123456789abcdef0123456789abcdef/thumb').then((r) => r.status)).toBe(401);
  });

  it('accepts a real JPEG: 201 with the key in Location, variants stored, row ready, raw bytes gone', async () => {
    const photo = await noisyJpeg(3000, 2000);
    const created = await createUpload(auth.greta, photo.length, 'vas.jpg');
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    const key = keyOf(created);
    expect(await rowOf(key)).toMatchObject({ ownerId: ids.greta, fileName: 'vas.jpg', status: 'receiving', declaredBytes: photo.length });

    const response = await patch(auth.greta, key, 0, new Uint8Array(photo));
    expect(response.status).toBe(204);
    expect(response.headers.get('upload-offset')).toBe(String(photo.length));
    expect(await rowOf(key)).toMatchObject({ status: 'ready', format: 'jpeg', width: 2400, height: 1600, refusal: null });
    const full = await sharp((await storage.get(`uploads/${key}/full.jpg`))!.body).metadata();
    expect(full).toMatchObject({ format: 'jpeg', width: 2400, height: 1600 });
    const thumb = await sharp((await storage.get(`uploads/${key}/thumb.webp`))!.body).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(tusFiles().filter((f) => f.startsWith(key))).toEqual([]);

    // The owner (and an admin) read the private variants; nobody else learns the key exists.
    for (const who of ['greta', 'admin'] as const) {
      const thumbAnswer = await uploadsFetch(`/api/uploads/${key}/thumb`, { headers: auth[who] });
      expect(thumbAnswer.status).toBe(200);
      expect(thumbAnswer.headers.get('content-type')).toBe('image/webp');
      expect(thumbAnswer.headers.get('cache-control')).toMatch(/^private/);
    }
    expect((await uploadsFetch(`/api/uploads/${key}/full`, { headers: auth.olle })).status).toBe(404);
    // A finished upload reports itself complete to a client that lost the last answer.
    const head = await uploadsFetch(`/api/uploads/${key}`, { method: 'HEAD', headers: { ...auth.greta, 'Tus-Resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(photo.length));
  });

  it('refuses a renamed text file by its content: 415 with the Swedish reason, row refused, raw file removed', async () => {
    const { key, response } = await uploadWhole(auth.greta, Buffer.from('Det här är ingen bild, bara text.\n'.repeat(20)), 'semester.jpg');
    expect(response.status).toBe(415);
    expect(await response.text()).toBe(REFUSALS.notImage);
    expect(await rowOf(key)).toMatchObject({ status: 'refused', refusal: REFUSALS.notImage });
    expect(tusFiles().filter((f) => f.startsWith(key))).toEqual([]);
  });

  it('refuses a declared length over 15 MB at creation (413) without creating anything', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(uploads))[0]!.n;
    const response = await createUpload(auth.greta, 20 * 1024 * 1024);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(REFUSALS.tooLarge);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(uploads))[0]!.n).toBe(before);
    expect((await createUpload(auth.greta, UPLOAD_LIMITS.maxBytes)).status).toBe(201);
  });

  it('refuses a 20 000 × 20 000 PNG bomb from its header (413) without decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(500_000);
    const { key, response } = await uploadWhole(auth.greta, bomb, 'bomb.png');
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(REFUSALS.tooManyPixels);
    // Undecoded: the same header over cut-off pixel data is refused for its size too (decoding it
    // would have failed and answered 415).
    const headerOnly = await uploadWhole(auth.greta, bomb.subarray(0, 200), 'bomb-cut.png');
    expect(headerOnly.response.status).toBe(413);
    expect(await rowOf(key)).toMatchObject({ status: 'refused', refusal: REFUSALS.tooManyPixels });
  });

  it('turns the photo upright and strips EXIF with the GPS position', async () => {
    const photo = await jpegWithGpsAndOrientation();
    const source = await sharp(photo).metadata();
    expect(source).toMatchObject({ width: 300, height: 200, orientation: 6 });
    expect(source.exif?.length).toBeGreaterThan(0);
    const { key, response } = await uploadWhole(auth.greta, photo);
    expect(response.status).toBe(204);
    for (const variant of ['full.jpg', 'thumb.webp']) {
      const stored = await sharp((await storage.get(`uploads/${key}/${variant}`))!.body).metadata();
      expect(stored).toMatchObject({ width: 200, height: 300 });
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.iptc).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
    }
    expect(await rowOf(key)).toMatchObject({ width: 200, height: 300 });
  });

  it('accepts PNG and WebP, and flattens transparency onto white', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .webp()
      .toBuffer();
    const a = await uploadWhole(auth.greta, png, 'a.png');
    const b = await uploadWhole(auth.greta, webp, 'b.webp');
    expect([a.response.status, b.response.status]).toEqual([204, 204]);
    expect(await rowOf(a.key)).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect(await rowOf(b.key)).toMatchObject({ format: 'webp' });
    const { data } = await sharp((await storage.get(`uploads/${a.key}/full.jpg`))!.body)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('resumes an upload cut in the middle: HEAD gives the offset, PATCH from there finishes it', async () => {
    const photo = await noisyJpeg(1600, 1200);
    const created = await createUpload(auth.greta, photo.length);
    const key = keyOf(created);
    const half = Math.floor(photo.length / 2);
    // The connection drops once the server has written half the bytes.
    const cut = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(photo.subarray(0, half)));
        while (statSync(path.join(tusDir(), key)).size < half) await new Promise((resolve) => setImmediate(resolve));
        controller.error(new Error('connection reset'));
      },
    });
    const dropped = await patch(auth.greta, key, 0, cut).catch(() => null);
    expect(dropped?.status ?? 500).not.toBe(204);

    const head = await uploadsFetch(`/api/uploads/${key}`, { method: 'HEAD', headers: { ...auth.greta, 'Tus-Resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(half);
    expect(head.headers.get('upload-length')).toBe(String(photo.length));
    const rest = await patch(auth.greta, key, offset, new Uint8Array(photo.subarray(offset)));
    expect(rest.status).toBe(204);
    expect(await rowOf(key)).toMatchObject({ status: 'ready', width: 1600, height: 1200 });
  });

  it("hides one user's upload from another: HEAD, PATCH, DELETE and the variants answer 404", async () => {
    const photo = await noisyJpeg(400, 300);
    const created = await createUpload(auth.greta, photo.length);
    const key = keyOf(created);
    const tus = { 'Tus-Resumable': '1.0.0' };
    expect((await uploadsFetch(`/api/uploads/${key}`, { method: 'HEAD', headers: { ...auth.olle, ...tus } })).status).toBe(404);
    expect((await patch(auth.olle, key, 0, new Uint8Array(photo))).status).toBe(404);
    expect((await uploadsFetch(`/api/uploads/${key}`, { method: 'DELETE', headers: { ...auth.olle, ...tus } })).status).toBe(404);
    // Unknown and malformed keys look the same.
    expect((await uploadsFetch(`/api/uploads/${'f'.repeat(32)}`, { method: 'HEAD', headers: { ...auth.olle, ...tus } })).status).toBe(404);
    expect((await uploadsFetch('/api/uploads/..%2F..%2Fetc', { method: 'HEAD', headers: { ...auth.olle, ...tus } })).status).toBe(404);
    expect((await patch(auth.greta, key, 0, new Uint8Array(photo))).status).toBe(204);
    expect((await uploadsFetch(`/api/uploads/${key}/thumb`, { headers: auth.olle })).status).toBe(404);
    expect((await rowOf(key))?.status).toBe('ready');

    await expect(t.database.db.transaction((tx) => claimUploads(tx, { ownerId: ids.olle!, keys: [key] }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('terminates an upload through tus DELETE: row and partial file gone at once', async () => {
    const photo = await noisyJpeg(800, 600);
    const key = keyOf(await createUpload(auth.greta, photo.length));
    expect((await patch(auth.greta, key, 0, new Uint8Array(photo.subarray(0, 1000)))).status).toBe(204);
    expect(tusFiles().some((f) => f.startsWith(key))).toBe(true);
    const response = await uploadsFetch(`/api/uploads/${key}`, { method: 'DELETE', headers: { ...auth.greta, 'Tus-Resumable': '1.0.0' } });
    expect(response.status).toBe(204);
    expect(await rowOf(key)).toBeUndefined();
    expect(tusFiles().filter((f) => f.startsWith(key))).toEqual([]);
  });

  it("answers tus's own refusals in Swedish (a PATCH at the wrong offset)", async () => {
    const key = keyOf(await createUpload(auth.greta, 5000, 'takt.jpg'));
    const wrong = await patch(auth.greta, key, 100, new Uint8Array(10));
    expect(wrong.status).toBe(409);
    expect(await wrong.text()).toBe('Uppladdningen kom ur takt med servern. Försök igen.');
  });

  it('claims ready uploads in order, once; refuses duplicates, refused and unfinished ones', async () => {
    const one = await uploadWhole(auth.greta, await noisyJpeg(500, 400), 'ett.jpg');
    const two = await uploadWhole(auth.greta, await noisyJpeg(300, 600), 'två.jpg');
    const refused = await uploadWhole(auth.greta, Buffer.from('inte en bild'), 'text.jpg');
    const unfinished = keyOf(await createUpload(auth.greta, 5000, 'halv.jpg'));
    const db = t.database.db;
    const claim = (keys: string[]) => db.transaction((tx) => claimUploads(tx, { ownerId: ids.greta!, keys }));

    await expect(claim([one.key, one.key])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const refusal = await claim([one.key, refused.key]).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('INVALID_ARGUMENT');
    expect((refusal as AppError).message).toContain('text.jpg');
    expect((refusal as AppError).message).toContain(REFUSALS.notImage);
    await expect(claim([unfinished])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('halv.jpg') });
    await expect(claim(['nyckel'])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A failed claim leaves nothing marked used.
    expect((await rowOf(one.key))?.usedAt).toBeNull();

    const images = await claim([two.key, one.key]);
    expect(images).toEqual([
      { key: `uploads/${two.key}/full.jpg`, width: 300, height: 600, alt: '' },
      { key: `uploads/${one.key}/full.jpg`, width: 500, height: 400, alt: '' },
    ]);
    expect((await rowOf(one.key))?.usedAt).toBeInstanceOf(Date);
    await expect(claim([one.key])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Bilden används redan.' });
    // A used photo cannot be deleted through tus.
    expect(
      (await uploadsFetch(`/api/uploads/${one.key}`, { method: 'DELETE', headers: { ...auth.greta, 'Tus-Resumable': '1.0.0' } })).status,
    ).toBe(409);

    // Publishing copies them to public keys, in order, idempotently.
    const published = await publishImages(images, 'items/42');
    expect(published.map((i) => i.key)).toEqual([`items/42/1-${two.key}.jpg`, `items/42/2-${one.key}.jpg`]);
    expect(await publishImages(published, 'items/42')).toEqual(published);
    expect(await publishImages(images, 'items/42')).toEqual(published);
    expect(await storage.exists(`items/42/1-${two.key}.jpg`)).toBe(true);
    expect(imageUrl(images[0]!, 'thumb')).toBe(`/api/uploads/${two.key}/thumb`);
    expect(imageUrl(published[0]!)).toBe(`/media/items/42/1-${two.key}.jpg`);
    expect(uploadKeyOf(images[1]!.key)).toBe(one.key);

    // /media serves the published copy, never the private upload.
    setProcessSingleton('Storage', storage);
    const media = (key: string) =>
      mediaRoute(new Request(`http://localhost/media/${key}`), { params: Promise.resolve({ key: key.split('/') }) });
    expect((await media(published[0]!.key)).status).toBe(200);
    expect((await media(images[0]!.key)).status).toBe(404);
    setProcessSingleton('Storage', undefined);
  });

  it('limits how many unfinished uploads one user may have open (429)', async () => {
    const db = t.database.db;
    await db.delete(uploads).where(eq(uploads.ownerId, ids.admin!));
    for (let i = 0; i < MAX_OPEN_UPLOADS; i++) expect((await createUpload(auth.admin, 1000)).status).toBe(201);
    const refused = await createUpload(auth.admin, 1000);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/^För många pågående uppladdningar/);
    expect((await createUpload(auth.olle, 1000)).status).toBe(201);
  });

  it('cleans up abandoned uploads (receiving, refused, ready but unused) and keeps used and recent ones', async () => {
    const db = t.database.db;
    const ready = await uploadWhole(auth.olle, await noisyJpeg(200, 200));
    const receiving = keyOf(await createUpload(auth.olle, 4000));
    expect((await patch(auth.olle, receiving, 0, new Uint8Array(100))).status).toBe(204);
    const refused = await uploadWhole(auth.olle, Buffer.from('nej'));
    const used = await uploadWhole(auth.olle, await noisyJpeg(200, 200));
    await db.transaction((tx) => claimUploads(tx, { ownerId: ids.olle!, keys: [used.key] }));
    const recent = await uploadWhole(auth.olle, await noisyJpeg(200, 200));
    const old = new Date(Date.now() - 25 * 3_600_000);
    for (const key of [ready.key, receiving, refused.key, used.key])
      await db.update(uploads).set({ createdAt: old }).where(eq(uploads.key, key));

    const { removed } = await removeAbandonedUploads(db, { now: new Date() });
    expect(removed).toBeGreaterThanOrEqual(3);
    for (const key of [ready.key, receiving, refused.key]) {
      expect(await rowOf(key)).toBeUndefined();
      expect(await storage.exists(`uploads/${key}/full.jpg`)).toBe(false);
      expect(await storage.exists(`uploads/${key}/thumb.webp`)).toBe(false);
      expect(tusFiles().filter((f) => f.startsWith(key))).toEqual([]);
    }
    expect(await rowOf(used.key)).toBeDefined();
    expect(await storage.exists(`uploads/${used.key}/full.jpg`)).toBe(true);
    expect(await rowOf(recent.key)).toBeDefined();
  });
});
