import 'server-only';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/platform/database';
import { getEnv } from './env';
import { processSingleton } from './singleton';
import { createS3Storage } from './storage-s3';
import { isValidStorageKey, contentTypeFor, type FileStorage } from './storage-keys';

export { contentTypeFor, isValidStorageKey, type FileStorage } from './storage-keys';

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
