import { useState } from 'react';

/** Shown when an item's own image is missing or fails to load (spec section 8). */
const placeholder =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270"><rect width="480" height="270" fill="#e0e7ff"/><path d="M200 95h80a12 12 0 0 1 12 12v56a12 12 0 0 1-12 12h-80a12 12 0 0 1-12-12v-56a12 12 0 0 1 12-12Zm10 60 22-26 18 20 12-14 18 20Z" fill="#818cf8"/></svg>',
  );

/**
 * A card or detail image at a fixed 16:9 shape, loaded lazily so a list on a slow connection
 * fetches only what is on screen, falling back to a placeholder when it fails.
 */
export function ItemImage({
  src,
  alt,
  className = '',
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Load at once: for the main image of a detail page. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? placeholder : src}
      alt={alt}
      width={480}
      height={270}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-video w-full bg-brand-50 object-cover ${className}`}
    />
  );
}
