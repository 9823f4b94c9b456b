import type { SlideImage } from 'yet-another-react-lightbox';
import type { LotImage } from '../queries/get-auction';

/** Widths the image optimizer serves (next.config.ts `images.deviceSizes`) used below the stored size. */
const OPTIMIZED_WIDTHS = [640, 1024, 1536] as const;

/**
 * One photo as a slide: the stored full variant (`/media/<key>`, up to 2 400 px on its long edge,
 * src/modules/uploads VARIANT_EDGES) at its own size, and the optimizer's AVIF/WebP at the smaller
 * widths, so a phone that is not zoomed loads a small file and the Zoom plugin swaps in a larger
 * source as the zoom grows.
 */
export function slideOf(image: LotImage): SlideImage {
  const scaled = OPTIMIZED_WIDTHS.filter((width) => width < image.width).map((width) => ({
    src: `/_next/image?url=${encodeURIComponent(image.url)}&w=${width}&q=75`,
    width,
    height: Math.round((image.height * width) / image.width),
  }));
  return {
    src: image.url,
    alt: image.alt,
    width: image.width,
    height: image.height,
    srcSet: [...scaled, { src: image.url, width: image.width, height: image.height }],
  };
}
