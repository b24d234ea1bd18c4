import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';

export interface CarouselProps<T> {
  /** What the carousel holds, for screen readers: 'Student testimonials'. */
  label: string;
  /** One item's name in control labels: 'testimonial' gives 'Show testimonial 2 of 5'. */
  itemName: string;
  items: readonly T[];
  intervalMs: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Previous and next buttons beside the dots (the testimonial slider has them, reviews do not). */
  arrows?: boolean;
  /** Classes of the slides' box, such as a min-height that its loading state shares. */
  slidesClassName?: string;
}

const controlButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:border-brand-600 hover:text-brand-700';

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path fillRule="evenodd" clipRule="evenodd" d={path} />
    </svg>
  );
}

const icons = {
  previous:
    'M12.79 5.23a.75.75 0 0 1-.02 1.06L8.83 10l3.94 3.71a.75.75 0 1 1-1.04 1.08l-4.5-4.25a.75.75 0 0 1 0-1.08l4.5-4.25a.75.75 0 0 1 1.06.02Z',
  next: 'M7.21 14.77a.75.75 0 0 1 .02-1.06L11.17 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z',
  pause:
    'M5.75 4.5a.75.75 0 0 0-.75.75v9.5c0 .41.34.75.75.75h1.5a.75.75 0 0 0 .75-.75v-9.5a.75.75 0 0 0-.75-.75h-1.5Zm6.5 0a.75.75 0 0 0-.75.75v9.5c0 .41.34.75.75.75h1.5a.75.75 0 0 0 .75-.75v-9.5a.75.75 0 0 0-.75-.75h-1.5Z',
  play: 'M6.3 4.27A1 1 0 0 0 4.8 5.13v9.74a1 1 0 0 0 1.5.86l8.3-4.87a1 1 0 0 0 0-1.72L6.3 4.27Z',
};

/**
 * A slider that advances on its own every `intervalMs`, following the WAI-ARIA carousel pattern:
 * it stops while the pointer is over it or focus is inside it, does not move at all for visitors
 * who ask for reduced motion (until they press Play), has a Pause/Play button, and is driven by
 * buttons and the arrow keys. Slides are stacked in one grid cell, so the height never jumps.
 */
export function Carousel<T>({
  label,
  itemName,
  items,
  intervalMs,
  itemKey,
  renderItem,
  arrows = false,
  slidesClassName = '',
}: CarouselProps<T>) {
  const count = items.length;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const running = playing && !hovered && !focused && count > 1;

  // A visitor who turns reduced motion on while the page is open gets a still slider at once.
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  // Restarted by every change of slide, so a slide chosen by hand gets its full time too.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const show = (next: number) => setIndex(((next % count) + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      className="relative"
    >
      <div
        id={slidesId}
        // Announce slide changes only when the visitor makes them, not every few seconds.
        aria-live={running ? 'off' : 'polite'}
        className={`grid ${slidesClassName}`}
      >
        {items.map((item, position) => {
          const current = position === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel pattern), not a set of form fields
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={!current}
              className={`col-start-1 row-start-1 transition-opacity duration-500 ease-out ${
                current ? 'opacity-100' : 'invisible opacity-0'
              }`}
            >
              {renderItem(item)}
            </div>
          );
        })}
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-2 sm:gap-3">
        <button
          type="button"
          onClick={() => setPlaying(!playing)}
          aria-controls={slidesId}
          className={controlButton}
        >
          <Icon path={playing ? icons.pause : icons.play} />
          <span className="sr-only">
            {playing ? `Pause ${itemName}s` : `Play ${itemName}s automatically`}
          </span>
        </button>
        {arrows && (
          <button
            type="button"
            onClick={() => show(index - 1)}
            aria-controls={slidesId}
            className={controlButton}
          >
            <Icon path={icons.previous} />
            <span className="sr-only">{`Previous ${itemName}`}</span>
          </button>
        )}
        <div className="flex items-center">
          {items.map((item, position) => (
            <button
              key={itemKey(item)}
              type="button"
              onClick={() => show(position)}
              aria-controls={slidesId}
              aria-current={position === index ? 'true' : undefined}
              aria-label={`Show ${itemName} ${position + 1} of ${count}`}
              // A 24 px target around a 10 px dot: easy to hit on a phone.
              className="group flex size-6 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  position === index
                    ? 'w-5 bg-brand-600'
                    : 'w-2.5 bg-slate-500 group-hover:bg-slate-700'
                }`}
              />
            </button>
          ))}
        </div>
        {arrows && (
          <button
            type="button"
            onClick={() => show(index + 1)}
            aria-controls={slidesId}
            className={controlButton}
          >
            <Icon path={icons.next} />
            <span className="sr-only">{`Next ${itemName}`}</span>
          </button>
        )}
      </div>
    </section>
  );
}
