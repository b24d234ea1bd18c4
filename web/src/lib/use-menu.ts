import {
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * While the menu is open: a click outside closes it, and so do Escape (focus goes back to its
 * button) and focus leaving it.
 */
function useClosesWhenLeft(
  open: boolean,
  close: () => void,
  containerRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
) {
  // A layout effect: it runs as the open menu is drawn, so an Escape pressed at once is not lost
  // (a plain effect waits for the next frame, and a keypress could come before it).
  useLayoutEffect(() => {
    if (!open) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(containerRef.current?.contains(target));

    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      if (isInside(document.activeElement)) buttonRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInside(event.target)) close();
    };

    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close, containerRef, buttonRef]);
}

/**
 * A disclosure menu drawn as a `<details>` element, so that it opens before the script has taken
 * the page over, or without it (decision 35): its `<summary>` opens and closes it as HTML, and the
 * browser tells assistive technology whether it is expanded. Once hydrated, its state drives
 * `open`; a click outside, Escape (focus goes back to the summary) and focus leaving close it.
 * Callers close it on a link click themselves with `close`.
 */
export function useDetailsMenu() {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useClosesWhenLeft(open, close, detailsRef, summaryRef);

  // Opened as HTML before the page was hydrated: the menu starts from what the visitor sees.
  useLayoutEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  return {
    open,
    close,
    containerRef: detailsRef,
    detailsProps: {
      ref: detailsRef,
      open,
      // The browser may open it too (find in page opens a closed <details> holding a match).
      onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
    },
    summaryProps: {
      ref: summaryRef,
      onClick: (event: MouseEvent<HTMLElement>) => {
        // The state decides (the browser's toggle event would come a task later).
        event.preventDefault();
        setOpen((value) => !value);
      },
    },
  };
}
