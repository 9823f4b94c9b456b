// TEMPORARY STAND-IN (helper C, branch helper-cat) for Helper A's uploads module: only the
// signatures the catalogue uses. When merging, take Helper A's files and delete this one.
import type { StoredImage } from '@/db/schema';

/** A stored image's URL in a size (the stand-in has one size). */
export function imageUrl(image: Pick<StoredImage, 'key'>, _size: 'thumb' | 'full' = 'full'): string {
  return `/media/${image.key}`;
}

/** Whether an image is still private to its uploader (`uploads/<key>/…`): never shown on a public page. */
export function isPrivateImage(image: Pick<StoredImage, 'key'>): boolean {
  return image.key.startsWith('uploads/');
}
