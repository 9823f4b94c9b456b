import { describe, expect, it } from 'vitest';
import { slideOf } from './viewer-slides';

describe('slideOf', () => {
  it('offers the optimizer’s smaller widths and the stored full variant at its own size', () => {
    const slide = slideOf({ url: '/media/lots/abc.jpg', width: 2400, height: 1800, alt: 'Signaturen' });
    expect(slide).toMatchObject({ src: '/media/lots/abc.jpg', alt: 'Signaturen', width: 2400, height: 1800 });
    expect(slide.srcSet).toEqual([
      { src: '/_next/image?url=%2Fmedia%2Flots%2Fabc.jpg&w=640&q=75', width: 640, height: 480 },
      { src: '/_next/image?url=%2Fmedia%2Flots%2Fabc.jpg&w=1024&q=75', width: 1024, height: 768 },
      { src: '/_next/image?url=%2Fmedia%2Flots%2Fabc.jpg&w=1536&q=75', width: 1536, height: 1152 },
      { src: '/media/lots/abc.jpg', width: 2400, height: 1800 },
    ]);
  });

  it('never offers an optimized width at or above the photo’s own', () => {
    const slide = slideOf({ url: '/media/x.jpg', width: 1024, height: 1280, alt: '' });
    expect(slide.srcSet!.map((source) => source.width)).toEqual([640, 1024]);
    expect(slide.srcSet![1]!.src).toBe('/media/x.jpg');
  });
});
