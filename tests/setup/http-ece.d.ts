declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's key pair (the browser's, for a push). */
    privateKey?: ECDH;
    /** The subscription's auth secret (base64url or bytes). */
    authSecret?: string | Buffer;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
