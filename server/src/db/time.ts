/** Timestamps are stored as ISO-8601 UTC text; this is the one place that makes them. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}
