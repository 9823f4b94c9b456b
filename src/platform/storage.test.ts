import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentTypeFor, createLocalStorage, isValidStorageKey } from './storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'klubban-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('stores and reads files by key', async () => {
    const storage = createLocalStorage(root);
    await storage.put('demo/vas-1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(await storage.exists('demo/vas-1.jpg')).toBe(true);
    expect(await storage.get('demo/vas-1.jpg')).toEqual({ body: Buffer.from('jpeg'), contentType: 'image/jpeg', size: 4 });
    expect(await storage.get('demo/saknas.jpg')).toBeNull();
  });

  it('rejects keys that could escape the root', async () => {
    for (const key of ['../etc/passwd', 'demo/../../x', '/abs.jpg', 'demo//x.jpg', 'demo/.hidden', '', 'a\\b']) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
    const storage = createLocalStorage(root);
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    expect(contentTypeFor('a/b.webp')).toBe('image/webp');
  });
});
