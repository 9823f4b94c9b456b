import type { StoredImage } from './tables';

/**
 * The uploads module's browser-safe surface: limits, refusal texts and the URL of a stored image.
 * Photos arrive over tus at `/api/uploads` (docs/product.md §9); their processed variants live under
 * `uploads/<key>/…` in storage and are private until a valuation or an item publishes them.
 */

export const UPLOAD_LIMITS = {
  /** 15 MB per file. */
  maxBytes: 15 * 1024 * 1024,
  /** 40 megapixels: more is refused before any decoding (decompression bombs). */
  maxPixels: 40_000_000,
  /** Photos per valuation or item. */
  maxPhotos: 10,
} as const;

/** The long edges of the stored variants. */
export const VARIANT_EDGES = { full: 2400, thumb: 480 } as const;

export type ImageVariant = 'thumb' | 'full';

/** What the uploader is told when a finished upload is refused (the body of the 413/415 answer). */
export const REFUSALS = {
  notImage: 'Filen är inte en bild (JPEG, PNG, WebP eller HEIC).',
  tooLarge: 'Bilden är större än 15 MB.',
  tooManyPixels: 'Bilden har för många pixlar (högst 40 megapixlar).',
} as const;

/** An upload key: 32 lowercase hex characters (a random UUID without dashes). */
export const UPLOAD_KEY_PATTERN = /^[0-9a-f]{32}$/;

export function isUploadKey(value: string): boolean {
  return UPLOAD_KEY_PATTERN.test(value);
}

/** The storage key of a variant of an upload. */
export function uploadStorageKey(key: string, variant: ImageVariant): string {
  return variant === 'full' ? `uploads/${key}/full.jpg` : `uploads/${key}/thumb.webp`;
}

/** The upload key of a private storage key (`uploads/<key>/…`), or null for any other key. */
export function uploadKeyOf(storageKey: string): string | null {
  const match = /^uploads\/([0-9a-f]{32})\//.exec(storageKey);
  return match ? match[1]! : null;
}

/**
 * Where the browser loads an image: a private upload through `/api/uploads/<key>/<variant>` (its
 * owner and admins only), a published one from `/media/<key>`.
 */
export function imageUrl(image: StoredImage | string, variant: ImageVariant = 'full'): string {
  const key = typeof image === 'string' ? image : image.key;
  const upload = uploadKeyOf(key);
  if (upload) return `/api/uploads/${upload}/${variant}`;
  return `/media/${key}`;
}

/** Whether a stored image is still a private upload (not yet published to a public key). */
export function isPrivateImage(image: StoredImage | string): boolean {
  return uploadKeyOf(typeof image === 'string' ? image : image.key) !== null;
}
