import { getImageProps } from 'next/image';

/**
 * A purchase's photo. A published lot's image (/media/…) goes through the image optimiser; anything
 * else (a still-private upload) is a plain <img> sent with the session, as the optimiser cannot.
 */
export function OrderPhoto({ src, sizes, className = '' }: { src: string | null; sizes: string; className?: string }) {
  return (
    <div className={`relative overflow-hidden rounded-lg bg-ground ${className}`}>
      {src === null ? null : src.startsWith('/media/') ? (
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from getImageProps
        <img {...getImageProps({ src, alt: '', fill: true, sizes, className: 'object-cover' }).props} />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a private upload: the optimiser would fetch it without the session
        <img src={src} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
      )}
    </div>
  );
}
