import { useSyncExternalStore } from 'react';

/** A message for the user about the outcome of an action. */
export interface Notice {
  id: number;
  message: string;
}

// Kept for the tab, so a message said just before a reload (the donation's thank-you) outlives it.
const storageKey = 'studyhub.notice';
let lastId = 0;
let current: Notice | null = restore();
const listeners = new Set<() => void>();

function restore(): Notice | null {
  try {
    const message = sessionStorage.getItem(storageKey);
    if (!message) return null;
    lastId += 1;
    return { id: lastId, message };
  } catch {
    return null;
  }
}

function emit() {
  try {
    if (current) sessionStorage.setItem(storageKey, current.message);
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage may be off (private mode); the message still shows until the page is left.
  }
  for (const listener of listeners) listener();
}

/**
 * Tells the user the outcome of an action in the spec's words (its "alerts", section 8), in the
 * page rather than in a browser dialog (decision 23): the layout shows it until it is dismissed or
 * replaced, or the user moves on (see NoticeRegion). A newer message replaces an older one.
 */
export function notify(message: string): void {
  lastId += 1;
  current = { id: lastId, message };
  emit();
}

/** Removes the message, if it is still the one shown. */
export function dismissNotice(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The message to show now, or null. */
export function useNotice(): Notice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Forgets any message, as a fresh page load would (tests start each case this way). */
export function clearNotice(): void {
  current = null;
  emit();
}
