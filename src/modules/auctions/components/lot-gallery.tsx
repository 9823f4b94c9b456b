'use client';

import Image from 'next/image';
import { Icon } from '@/ui/icon';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LotImage } from '../queries/get-auction';

/**
 * The lot's photos. Phones swipe through them (CSS scroll snap) with dots below; desktops get
 * thumbnails and arrows. A photo opens a full-screen view (a modal <dialog>: Escape closes, the
 * arrow keys step, a tap or click magnifies around that point). Every image goes through
 * next/image, so the browser receives sized AVIF/WebP from /_next/image.
 */
export function LotGallery({ images, title }: { images: LotImage[]; title: string }) {
  const scroller = useRef<HTMLUListElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const [zoomIndex, setZoomIndex] = useState<number | null>(null);
  const [magnified, setMagnified] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
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

  const openZoom = (at: number) => {
    setZoomIndex(at);
    setMagnified(false);
  };

  const closeZoom = useCallback(() => {
    dialog.current?.close();
  }, []);

  // Open the modal once it is rendered with its picture; lock the page's scroll meanwhile.
  useEffect(() => {
    const element = dialog.current;
    if (zoomIndex === null || !element) return;
    if (!element.open) element.showModal();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [zoomIndex]);

  const step = useCallback(
    (delta: number) => {
      setZoomIndex((current) => (current === null ? current : (current + delta + count) % count));
      setMagnified(false);
    },
    [count],
  );

  const onDialogKey = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  const onDialogClosed = () => {
    if (zoomIndex !== null && zoomIndex !== index) goTo(zoomIndex, false);
    setZoomIndex(null);
    setMagnified(false);
  };

  const pointAt = (event: React.MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin({
      x: Math.max(0, Math.min(100, ((event.clientX - box.left) / box.width) * 100)),
      y: Math.max(0, Math.min(100, ((event.clientY - box.top) / box.height) * 100)),
    });
  };

  if (count === 0) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-ground text-muted lg:rounded-xl">Bild saknas</div>
    );
  }

  const zoomed = zoomIndex === null ? null : images[zoomIndex];

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
                onClick={() => openZoom(i)}
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

      <dialog
        ref={dialog}
        aria-label={`Bildvisning: ${title}`}
        onClose={onDialogClosed}
        onKeyDown={onDialogKey}
        className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 text-ink backdrop:bg-black/70 open:flex open:flex-col"
        data-testid="gallery-zoom"
      >
        {zoomed && zoomIndex !== null ? (
          <>
            <div className="flex items-center justify-between gap-4 px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
              <p className="tabular text-sm text-muted" aria-live="polite">
                Bild {zoomIndex + 1} av {count}
              </p>
              <button
                type="button"
                onClick={closeZoom}
                aria-label="Stäng bildvisningen"
                className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-ground"
                autoFocus
              >
                <Icon name="cross" size={22} />
              </button>
            </div>
            <div className="relative min-h-0 flex-1 overflow-hidden bg-ground">
              <button
                type="button"
                aria-label={magnified ? 'Zooma ut' : 'Zooma in'}
                onClick={(event) => {
                  pointAt(event);
                  setMagnified((m) => !m);
                }}
                onPointerMove={(event) => {
                  if (magnified) pointAt(event);
                }}
                className={`absolute inset-0 block h-full w-full ${magnified ? 'cursor-zoom-out touch-none' : 'cursor-zoom-in'}`}
              >
                <span
                  className="absolute inset-0 block transition-transform duration-200"
                  style={{ transform: magnified ? 'scale(2.5)' : 'none', transformOrigin: `${origin.x}% ${origin.y}%` }}
                >
                  <Image key={zoomed.url} src={zoomed.url} alt={zoomed.alt} fill sizes="100vw" className="object-contain" />
                </span>
              </button>
              {count > 1 ? (
                <>
                  <ArrowButton direction="prev" label="Föregående bild" onClick={() => step(-1)} always />
                  <ArrowButton direction="next" label="Nästa bild" onClick={() => step(1)} always />
                </>
              ) : null}
            </div>
            <p className="px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-center text-sm text-muted">{zoomed.alt}</p>
          </>
        ) : null}
      </dialog>
    </section>
  );
}

function ArrowButton({
  direction,
  label,
  onClick,
  disabled = false,
  always = false,
}: {
  direction: 'prev' | 'next';
  label: string;
  onClick: () => void;
  disabled?: boolean;
  always?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={`absolute top-1/2 z-10 h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow-sm transition-opacity hover:bg-white disabled:opacity-0 ${
        direction === 'prev' ? 'left-3' : 'right-3'
      } ${always ? 'flex' : 'hidden opacity-0 group-hover:opacity-100 focus-visible:opacity-100 lg:flex'}`}
    >
      <Icon name={direction === 'prev' ? 'chevronLeft' : 'chevronRight'} size={22} />
    </button>
  );
}
