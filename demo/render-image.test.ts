import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_LOTS } from './catalogue';
import {
  buildLotSvg,
  imageSize,
  isPortraitMotif,
  MOTIF_VARIANTS,
  MOTIFS,
  renderLotImage,
  type ImageRecipe,
  type Motif,
} from './render-image';

function recipe(motif: Motif, extra: Partial<ImageRecipe> = {}): ImageRecipe {
  return { motif, palette: ['#2f5d8a', '#d9c27a', '#b0413e'], seed: 1234, alt: 'Testbild', ...extra };
}

describe('imageSize', () => {
  it('is 1200×1500 for pictures, mirrors and floor lamps, otherwise 1200×1200', () => {
    for (const motif of MOTIFS) {
      const portrait = ['painting', 'print', 'mirror', 'floorlamp'].includes(motif);
      expect(isPortraitMotif(motif)).toBe(portrait);
      expect(imageSize({ motif })).toEqual(portrait ? { width: 1200, height: 1500 } : { width: 1200, height: 1200 });
    }
  });
});

describe('renderLotImage', () => {
  it.each(MOTIFS)('renders a valid JPEG of the stated size for %s', async (motif) => {
    const r = recipe(motif);
    const buf = await renderLotImage(r);
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('jpeg');
    expect({ width: meta.width, height: meta.height }).toEqual(imageSize(r));
    // Not a blank image: the drawing has some contrast.
    const stats = await sharp(buf).stats();
    const spread = stats.channels.map((c) => c.max - c.min);
    expect(Math.max(...spread)).toBeGreaterThan(60);
  });

  it('is deterministic: same recipe, identical bytes', async () => {
    for (const motif of ['vase', 'painting', 'rug', 'chair'] as const) {
      const a = await renderLotImage(recipe(motif, { seed: 77 }));
      const b = await renderLotImage(recipe(motif, { seed: 77 }));
      expect(a.equals(b)).toBe(true);
    }
  });

  it('varies with the seed and with the palette', async () => {
    const a = await renderLotImage(recipe('vase', { seed: 1 }));
    const b = await renderLotImage(recipe('vase', { seed: 2 }));
    const c = await renderLotImage(recipe('vase', { seed: 1, palette: ['#b5262a', '#2e4d3a', '#e8c547'] }));
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
  });

  it('honours a requested size and keeps the aspect ratio when only the width is given', async () => {
    const sq = await sharp(await renderLotImage(recipe('bowl'), { width: 400 })).metadata();
    expect([sq.width, sq.height]).toEqual([400, 400]);
    const portrait = await sharp(await renderLotImage(recipe('painting'), { width: 480 })).metadata();
    expect([portrait.width, portrait.height]).toEqual([480, 600]);
    const both = await sharp(await renderLotImage(recipe('ring'), { width: 320, height: 200 })).metadata();
    expect([both.width, both.height]).toEqual([320, 200]);
  });

  it('rejects invalid colours and sizes', async () => {
    await expect(renderLotImage(recipe('vase', { palette: ['red', '#ffffff', '#000000'] }))).rejects.toThrow(/colour/);
    await expect(renderLotImage(recipe('vase'), { width: 0 })).rejects.toThrow(RangeError);
  });

  it('renders every variant in every view', async () => {
    for (const motif of MOTIFS) {
      const variants: readonly (string | undefined)[] = MOTIF_VARIANTS[motif].length ? MOTIF_VARIANTS[motif] : [undefined];
      for (const variant of variants) {
        for (const view of ['front', 'detail', 'reverse'] as const) {
          const r = { ...recipe(motif), view, ...(variant ? { variant } : {}) } as ImageRecipe;
          const meta = await sharp(await renderLotImage(r, { width: 120 })).metadata();
          expect(meta.format, `${motif}/${variant}/${view}`).toBe('jpeg');
        }
      }
    }
  });

  it('draws a different sub-shape for each variant of a motif', () => {
    for (const motif of MOTIFS) {
      const svgs = MOTIF_VARIANTS[motif].map((variant) => buildLotSvg({ ...recipe(motif), variant } as ImageRecipe, 100, 100));
      expect(new Set(svgs).size, motif).toBe(svgs.length);
    }
  });

  it('draws the same object in the extra views (same seed, different picture)', () => {
    const front = buildLotSvg(recipe('vase'), 100, 100);
    const detail = buildLotSvg(recipe('vase', { view: 'detail' }), 100, 100);
    expect(detail).not.toBe(front);
    // The object markup is identical; only the framing transform differs.
    const body = (svg: string) => svg.replace(/<g transform="[^"]*">/, '<g>');
    expect(body(detail)).toBe(body(front));
  });

  it('renders every image of the demo catalogue', async () => {
    for (const lot of DEMO_LOTS) {
      for (const r of [lot.image, ...(lot.extraImages ?? [])]) {
        const meta = await sharp(await renderLotImage(r, { width: 96 })).metadata();
        expect(meta.format, lot.key).toBe('jpeg');
      }
    }
  }, 60_000);
});
