import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '@/platform/storage-s3';

/** A real S3-protocol server (s3rver) on a free loopback port with a temporary folder and one bucket. */
export async function startS3(bucket = 'klubban-test'): Promise<{ settings: S3StorageSettings; stop(): Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'klubban-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      // s3rver's fixed test credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
