import { useState } from 'react';

const sizes = {
  sm: 'size-9 text-base',
  lg: 'size-24 text-4xl',
} as const;

/** The first letter of the name, as the spec's avatar shows when there is no picture. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toLocaleUpperCase('en-IN') || 'U';
}

/**
 * A round profile picture, or the name's initial in a circle when there is none or it fails to
 * load. Decorative: the name is always given next to it or on the control that holds it.
 */
export function Avatar({
  name,
  src,
  size = 'sm',
}: {
  name: string;
  src: string | null;
  size?: keyof typeof sizes;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = `${sizes[size]} shrink-0 rounded-full`;
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt=""
        className={`${classes} object-cover`}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${classes} flex items-center justify-center bg-brand-600 font-semibold text-white`}
    >
      {initialOf(name)}
    </span>
  );
}
