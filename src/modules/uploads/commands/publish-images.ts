import 'server-only';
import type { StoredImage } from '../tables';
import { isValidStorageKey } from '@/platform/storage';
import { uploadKeyOf } from '../index';
import { uploadStores } from '../tus';

/**
 * Copies private photos (`uploads/<key>/full.jpg`) to public keys `<targetPrefix>/<n>-<key>.jpg`
 * (n from 1, in order), served by `/media/…` and optimised by `/_next/image`. Already public images
 * come back unchanged. Idempotent (a copy overwrites the same bytes); file I/O, so call it outside
 * transactions.
 */
export async function publishImages(images: readonly StoredImage[], targetPrefix: string): Promise<StoredImage[]> {
  const prefix = targetPrefix.replace(/\/+$/, '');
  if (!isValidStorageKey(prefix) || prefix.startsWith('uploads/') || prefix === 'uploads')
    throw new Error(`invalid image prefix: ${targetPrefix}`);
  const { storage } = uploadStores();
  return Promise.all(
    images.map(async (image, index) => {
      const upload = uploadKeyOf(image.key);
      if (!upload) return image;
      const target = `${prefix}/${index + 1}-${upload}.jpg`;
      if (!(await storage.exists(target)) && !(await storage.copy(image.key, target))) {
        throw new Error(`upload ${upload} has no stored image to publish`);
      }
      return { ...image, key: target };
    }),
  );
}
