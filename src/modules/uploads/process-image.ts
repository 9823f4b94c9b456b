import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { decodeHeic } from './heic';
import { REFUSALS, UPLOAD_LIMITS, VARIANT_EDGES } from './index';

/** The processed variants of an accepted photo. */
export interface ProcessedImage {
  ok: true;
  /** The format of the bytes received (jpeg, png, webp, heif). */
  format: string;
  full: Buffer;
  thumb: Buffer;
  /** Of the stored full variant (after orientation and resizing). */
  width: number;
  height: number;
}

export interface RefusedImage {
  ok: false;
  status: 413 | 415;
  refusal: string;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * Checks received bytes by their content and makes the stored variants. The header is read first
 * (format, dimensions) so a decompression bomb is refused before a pixel is decoded; then the
 * photo is turned upright (EXIF orientation), every metadata block (EXIF with GPS, XMP, IPTC) is
 * dropped — sharp keeps none unless asked — and two variants are encoded. All sharp work runs on
 * libuv's threads; a HEVC-coded HEIC, which sharp's prebuilt libvips cannot decode, is decoded by
 * heic-decode in a worker thread.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage | RefusedImage> {
  if (input.length > UPLOAD_LIMITS.maxBytes) return { ok: false, status: 413, refusal: REFUSALS.tooLarge };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, status: 415, refusal: REFUSALS.notImage };
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    return { ok: false, status: 415, refusal: REFUSALS.notImage };
  }
  if (metadata.width * metadata.height > UPLOAD_LIMITS.maxPixels) return { ok: false, status: 413, refusal: REFUSALS.tooManyPixels };

  try {
    let source: Sharp;
    if (metadata.format === 'heif' && metadata.compression !== 'av1') {
      const decoded = await decodeHeic(input);
      if (decoded.width * decoded.height > UPLOAD_LIMITS.maxPixels) return { ok: false, status: 413, refusal: REFUSALS.tooManyPixels };
      source = sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
    } else {
      source = sharp(input, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' }).rotate();
    }
    const fit = (edge: number) => ({ width: edge, height: edge, fit: 'inside' as const, withoutEnlargement: true });
    // The photo is decoded once: the thumbnail is made from the 2400 px variant, not the original.
    const full = await source
      .resize(fit(VARIANT_EDGES.full))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full.data).resize(fit(VARIANT_EDGES.thumb)).webp({ quality: 78 }).toBuffer();
    return { ok: true, format: metadata.format, full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    // Truncated or corrupt data that the header did not give away.
    return { ok: false, status: 415, refusal: REFUSALS.notImage };
  }
}
