/**
 * Tells the user the outcome of an action in the spec's words (its "alerts", section 8). The
 * browser's own alert is modal, read out by screen readers and works on every phone.
 */
export function notify(message: string): void {
  window.alert(message);
}
