'use client';

import Lightbox, { CloseIcon, useController } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { LotImage } from '../queries/get-auction';
import { slideOf } from './viewer-slides';

/**
 * The lot's full-screen photo viewer: yet-another-react-lightbox with its Zoom plugin (pinch,
 * double-tap, Ctrl+wheel and +/− zoom, pan), so the gestures are a kept library's and not this repo's.
 * The site's viewport is locked (`maximumScale: 1` in app/layout.tsx); this zoom is how a phone enlarges a
 * signature. LotGallery imports this module on the first open only, so none of it is in the lot
 * page's first load (docs/decisions/0048).
 */

/**
 * The controls sit on a dark disc (the counter on a dark pill): a zoomed photo fills the screen,
 * and white on a pale photo would be unreadable.
 */
const CONTROL = { backgroundColor: 'rgb(0 0 0 / 0.6)', borderRadius: '9999px', filter: 'none', margin: '0 0.25rem' };

/** Swedish for every label the library shows or reads out. */
const LABELS = {
  Previous: 'Föregående bild',
  Next: 'Nästa bild',
  Close: 'Stäng',
  'Zoom in': 'Zooma in',
  'Zoom out': 'Zooma ut',
  Carousel: 'bildspel',
  Slide: 'bild',
  'Photo gallery': 'Bilder',
  '{index} of {total}': 'Bild {index} av {total}',
};

/**
 * The close button, with its word beside the cross: a phone user who has zoomed in sees plainly
 * how to leave. It closes through the library, so the fade-out and focus handling run as for Escape.
 */
function CloseButton() {
  const { close } = useController();
  return (
    <button
      type="button"
      onClick={close}
      className="yarl__button"
      aria-label="Stäng bildvisningen"
      style={{
        ...CONTROL,
        display: 'flex',
        alignItems: 'center',
        gap: '0.375rem',
        padding: '8px 14px 8px 8px',
        lineHeight: 1,
        fontSize: '1rem',
        fontWeight: 500,
      }}
    >
      <CloseIcon className="yarl__icon" />
      <span aria-hidden>Stäng</span>
    </button>
  );
}

export default function LotGalleryViewer({
  images,
  title,
  index,
  onView,
  onClose,
}: {
  images: LotImage[];
  /** The lot's title, in the viewer's accessible name. */
  title: string;
  /** The photo to show. */
  index: number;
  /** The photo now shown (arrow keys, swipes, the buttons). */
  onView: (index: number) => void;
  /** Called once the viewer has closed (its fade-out done). */
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={images.map(slideOf)}
      plugins={[Zoom, Counter]}
      labels={{ ...LABELS, Lightbox: `Bildvisning: ${title}` }}
      on={{ view: ({ index: shown }) => onView(shown) }}
      carousel={{ finite: images.length <= 1 }}
      // Up to two image pixels per screen pixel at the deepest zoom: a 1 200 px photo still
      // enlarges about 4× on a phone, enough to read a signature.
      zoom={{ maxZoomPixelRatio: 2 }}
      styles={{ button: CONTROL }}
      counter={{
        container: { style: { backgroundColor: 'rgb(0 0 0 / 0.6)', borderRadius: '9999px', padding: '0 0.75rem', filter: 'none' } },
      }}
      render={{
        buttonClose: () => <CloseButton key="close" />,
        ...(images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}),
      }}
    />
  );
}
