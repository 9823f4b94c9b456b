import 'server-only';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/db';
import { getEnv } from './env';
import { processSingleton } from './singleton';
import { createS3Storage } from './storage-s3';

/**
 * File storage behind one interface (ARCHITECTURE.md). The default keeps files under
 * `<data>/uploads`; with `S3_BUCKET` set, an S3-compatible bucket. Keys are relative,
 * slash-separated and validated so none escapes the root.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string; size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Copies a file to another key (overwriting it); false when the source does not exist. */
  copy(from: string, to: string): Promise<boolean>;
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

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertStorageKey(key);
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
    async delete(key) {
      const file = resolve(key);
      await rm(file, { force: true });
    },
    async copy(from, to) {
      const source = resolve(from);
      const target = resolve(to);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      try {
        await copyFile(source, temp);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      await rename(temp, target);
      return true;
    },
  };
}

/** The S3 settings of the environment, or null for local disk. */
export function s3Settings() {
  const env = getEnv();
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  };
}

export function getStorage(): FileStorage {
  return processSingleton('Storage', () => {
    const s3 = s3Settings();
    return s3 ? createS3Storage(s3) : createLocalStorage(path.join(dataDir(), 'uploads'));
  });
}
