import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeHeic } from './heic';
import { REFUSALS } from './index';
import { processImage } from './process-image';

describe('processImage', () => {
  it('accepts an AV1-coded HEIF through sharp itself', async () => {
    const heif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .heif({ compression: 'av1' })
      .toBuffer();
    const result = await processImage(heif);
    expect(result).toMatchObject({ ok: true, format: 'heif', width: 64, height: 48 });
  });

  it('refuses empty, truncated and unknown bytes as not an image', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const bytes of [Buffer.alloc(0), jpeg.subarray(0, 40), gif, Buffer.from('%PDF-1.7\n')]) {
      expect(await processImage(bytes)).toEqual({ ok: false, status: 415, refusal: REFUSALS.notImage });
    }
  });

  it('decodes HEIC in a worker thread that loads heic-decode (and reports its refusal of other bytes)', async () => {
    await expect(decodeHeic(Buffer.from('not heic at all'))).rejects.toThrow(/HEIC/i);
  });
});
