'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { Icon } from '@/ui/icon';
import { useCallback, useRef, useState } from 'react';
import type { LotImage } from '../queries/get-auction';

/** The viewer's module (yet-another-react-lightbox and its Zoom plugin): fetched on the first open, never in the page's first load. */
const loadViewer = () => import('./lot-gallery-viewer');
const LotGalleryViewer = dynamic(loadViewer, { ssr: false, loading: ViewerLoading });

/**
 * The lot's photos. Phones swipe through them (CSS scroll snap) with dots below; desktops get
 * thumbnails and arrows. A photo opens the full-screen viewer (lot-gallery-viewer.tsx: pinch,
 * double-tap and +/− zoom at full resolution, swipes and arrow keys between photos, Escape or
 * "Stäng" closes); on closing, the gallery shows the photo last viewed and its button has the
 * focus again. Every image here goes through next/image, so the browser receives sized AVIF/WebP
 * from /_next/image.
 */
export function LotGallery({ images, title }: { images: LotImage[]; title: string }) {
  const scroller = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  /** The photo the viewer shows; null while it is closed. */
  const [viewing, setViewing] = useState<number | null>(null);
  const count = images.length;

  const goTo = useCallback((next: number, smooth = true) => {
    const element = scroller.current;
    if (!element) return;
    const target = Math.max(0, Math.min(next, element.children.length - 1));
    element.scrollTo({ left: target * element.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
    setIndex(target);
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element || element.clientWidth === 0) return;
    const current = Math.round(element.scrollLeft / element.clientWidth);
    if (current !== index) setIndex(Math.max(0, Math.min(current, count - 1)));
  };

  const closeViewer = useCallback(() => {
    const last = viewing ?? index;
    setViewing(null);
    if (last !== index) goTo(last, false);
    // Focus back on the page's photo (the library restores it to the opener; after stepping, the
    // gallery has moved on to the photo last viewed and that photo's button takes it).
    scroller.current?.querySelectorAll<HTMLButtonElement>('[data-zoom-opener]')[last]?.focus({ preventScroll: true });
  }, [viewing, index, goTo]);

  if (count === 0) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-ground text-muted lg:rounded-xl">Bild saknas</div>
    );
  }

  return (
    <section aria-label="Bilder" aria-roledescription="bildspel" className="min-w-0" data-testid="lot-gallery">
      <div className="group relative">
        <ul
          ref={scroller}
          onScroll={onScroll}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-ground [scrollbar-width:none] lg:rounded-xl [&::-webkit-scrollbar]:hidden"
          data-testid="gallery-scroller"
        >
          {images.map((image, i) => (
            <li
              key={image.url}
              className="w-full shrink-0 snap-center snap-always"
              aria-roledescription="bild"
              aria-label={`${i + 1} av ${count}`}
            >
              <button
                type="button"
                onClick={() => setViewing(i)}
                // Fetch the viewer's code as soon as a visitor points at or touches a photo.
                onPointerEnter={() => void loadViewer()}
                onFocus={() => void loadViewer()}
                data-zoom-opener
                aria-label={`Förstora bild ${i + 1} av ${count}: ${image.alt}`}
                className="relative block aspect-square w-full cursor-zoom-in focus-visible:outline-offset-[-4px]"
              >
                <Image
                  src={image.url}
                  alt={image.alt}
                  fill
                  priority={i === 0}
                  sizes="(min-width: 1280px) 720px, (min-width: 1024px) 56vw, 100vw"
                  className="object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <ArrowButton direction="prev" label="Föregående bild" disabled={index === 0} onClick={() => goTo(index - 1)} />
            <ArrowButton direction="next" label="Nästa bild" disabled={index === count - 1} onClick={() => goTo(index + 1)} />
            <p
              className="tabular pointer-events-none absolute right-3 bottom-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium lg:hidden"
              aria-hidden
            >
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <>
          <div className="flex justify-center lg:hidden" data-testid="gallery-dots">
            {images.map((image, i) => (
              <button
                key={image.url}
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Visa bild ${i + 1} av ${count}`}
                aria-current={i === index ? 'true' : undefined}
                className="flex h-11 w-7 items-center justify-center"
              >
                <span aria-hidden className={`block h-2 w-2 rounded-full transition-colors ${i === index ? 'bg-ink' : 'bg-line'}`} />
              </button>
            ))}
          </div>
          <ul className="mt-3 hidden gap-3 lg:flex" aria-label="Miniatyrer">
            {images.map((image, i) => (
              <li key={image.url}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={`Visa bild ${i + 1} av ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  className={`relative block h-20 w-20 overflow-hidden rounded-lg bg-ground ring-offset-2 transition ${i === index ? 'ring-2 ring-ink' : 'opacity-80 hover:opacity-100'}`}
                >
                  <Image src={image.url} alt="" fill sizes="80px" className="object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {viewing !== null ? (
        <LotGalleryViewer images={images} title={title} index={viewing} onView={setViewing} onClose={closeViewer} />
      ) : null}
    </section>
  );
}

function ArrowButton({
  direction,
  label,
  onClick,
  disabled = false,
}: {
  direction: 'prev' | 'next';
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={`absolute top-1/2 z-10 h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow-sm transition-opacity hover:bg-white disabled:opacity-0 ${
        direction === 'prev' ? 'left-3' : 'right-3'
      } hidden opacity-0 group-hover:opacity-100 focus-visible:opacity-100 lg:flex`}
    >
      <Icon name={direction === 'prev' ? 'chevronLeft' : 'chevronRight'} size={22} />
    </button>
  );
}

/** While the viewer's code is on its way (the first open, on a slow network): the page dimmed, a spinner-free note. */
function ViewerLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/80 text-white" role="status">
      Öppnar bildvisningen …
    </div>
  );
}
