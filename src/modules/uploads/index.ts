// STAND-IN (helper B, valuations): a minimal copy of the uploads module's browser-safe surface so the
// valuations module compiles before Helper A's uploads module is merged. Helper A's file replaces it.
import type { StoredImage } from '@/db/schema';

export type ImageVariant = 'thumb' | 'full';

/** The address of a stored image's variant (stand-in: the original under /media). */
export function imageUrl(image: Pick<StoredImage, 'key'>, _variant: ImageVariant): string {
  return `/media/${image.key}`;
}
