import 'server-only';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/db';
import { processSingleton } from './singleton';

/**
 * File storage behind one interface (ARCHITECTURE.md). The default keeps files under
 * `<data>/uploads`; keys are relative, slash-separated and validated so none escapes the root.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string; size: number } | null>;
  exists(key: string): Promise<boolean>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const body = await readFile(resolve(key));
        return { body, contentType: contentTypeFor(key), size: body.length };
      } catch {
        return null;
      }
    },
    async exists(key) {
      if (!isValidStorageKey(key)) return false;
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}

export function getStorage(): FileStorage {
  return processSingleton('Storage', () => createLocalStorage(path.join(dataDir(), 'uploads')));
}
