import 'server-only';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isValidStorageKey as valid, type FileStorage } from './storage-keys';

export interface S3StorageSettings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket (tests; default none). */
  prefix?: string;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function s3ClientOf(settings: S3StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
}

/** FileStorage on an S3-compatible bucket (AWS, MinIO, R2…), with the same key rules as local disk. */
export function createS3Storage(settings: S3StorageSettings, client: S3Client = s3ClientOf(settings)): FileStorage {
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    if (!valid(key)) throw new Error(`invalid storage key: ${key}`);
    return `${settings.prefix ?? ''}${key}`;
  };
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      if (!valid(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        const body = Buffer.from(await answer.Body!.transformToByteArray());
        return { body, contentType: answer.ContentType ?? 'application/octet-stream', size: body.length };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!valid(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async copy(from, to) {
      try {
        await client.send(
          new CopyObjectCommand({ Bucket, Key: keyOf(to), CopySource: `${Bucket}/${keyOf(from)}`, MetadataDirective: 'COPY' }),
        );
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
