import { useState } from 'react';

/** Shown when an item's own image is missing or fails to load (spec section 8). */
const placeholder =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270"><rect width="480" height="270" fill="#e0e7ff"/><path d="M200 95h80a12 12 0 0 1 12 12v56a12 12 0 0 1-12 12h-80a12 12 0 0 1-12-12v-56a12 12 0 0 1-12-12Zm10 60 22-26 18 20 12-14 18 20Z" fill="#818cf8"/></svg>',
  );

/** An item's card image as the API gives it: the 800 px WebP, and what was made with it. */
export interface CardImage {
  image: string;
  /** The 400 px WebP; null for an image given only as an address. */
  imageSmall: string | null;
  /** The 1200×630 PNG made for link previews; the fallback for a browser without WebP. */
  imageLinkPreview: string | null;
}

/** How wide a card in the list grids is: one column on phones, two, then three of ~380 px. */
export const cardImageSizes = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/** A detail page's image: half of the 72rem page beside the text, the full width on phones. */
export const detailImageSizes = '(min-width: 768px) 560px, 100vw';

/**
 * How soon an image loads: lazily (false), at once (true), or at once and before the page's other
 * images ('first': the first card of a grid, a detail page's image, usually the largest thing on
 * the first screen of a phone, which a slow connection should bring first).
 */
export type Eagerness = boolean | 'first';

/**
 * The eagerness of the card at `index` of a grid: the first card at once; the rest lazily, the
 * rest of a wide screen's first row too (the browser fetches a lazy image in view as soon as the
 * page is laid out). On a phone the first row is one card, and eager images below it would share
 * a slow connection with the one the visitor is looking at.
 */
export function cardEagerness(index: number): Eagerness {
  return index === 0 ? 'first' : false;
}

/**
 * A card or detail image at a fixed 16:9 shape. Stored images come in two WebP widths, so the
 * browser picks the one the screen needs, with the PNG for a browser without WebP; loaded lazily
 * unless it is above the fold, and falling back to a placeholder when it fails.
 */
export function ItemImage({
  image,
  alt,
  className = '',
  eager = false,
  sizes = cardImageSizes,
}: {
  image: CardImage | null | undefined;
  alt: string;
  className?: string;
  /** Load at once: for an image above the fold (a detail page's, the first cards). */
  eager?: Eagerness;
  /** The `sizes` of the WebP widths: how wide the image is shown at each screen width. */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const img = (src: string) => (
    <img
      src={src}
      alt={alt}
      width={800}
      height={450}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager === 'first' ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-video w-full bg-brand-50 object-cover ${className}`}
    />
  );
  if (!image?.image || failed) return img(placeholder);
  const { imageSmall, imageLinkPreview } = image;
  if (!imageSmall || !/\.webp$/i.test(image.image)) return img(image.image);
  return (
    <picture className="block">
      <source type="image/webp" srcSet={`${imageSmall} 400w, ${image.image} 800w`} sizes={sizes} />
      {img(imageLinkPreview ?? image.image)}
    </picture>
  );
}
