import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface DecodedHeic {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Buffer;
}

// heic-decode runs libheif compiled to JavaScript/WASM synchronously: seconds of CPU for a phone
// photo. It runs in a short-lived worker thread so the server's event loop keeps serving.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.modulePath);
decode({ buffer: workerData.input }).then(
  (image) => parentPort.postMessage({ width: image.width, height: image.height, data: image.data }, [image.data.buffer]),
  (error) => parentPort.postMessage({ error: String(error && error.message || error) }),
);
`;

function heicDecodePath(): string {
  // Resolved from the project at run time, not bundled (the build would inline libheif).
  return createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), 'package.json')).resolve('heic-decode');
}

export function decodeHeic(input: Buffer): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { input, modulePath: heicDecodePath() } });
    worker.once('message', (message: { error?: string; width: number; height: number; data: Uint8ClampedArray }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else
        resolve({
          width: message.width,
          height: message.height,
          data: Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength),
        });
    });
    worker.once('error', (error) => {
      void worker.terminate();
      reject(error);
    });
  });
}
