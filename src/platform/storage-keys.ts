import path from 'node:path';

/**
 * File storage behind one interface (docs/architecture.md). The default keeps files under
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
