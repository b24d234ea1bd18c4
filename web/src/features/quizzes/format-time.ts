/** Seconds as the quiz timer shows them, minutes:seconds: 1800 → '30:00', 59 → '0:59'. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

const plural = (count: number, unit: string) => (count === 1 ? `1 ${unit}` : `${count} ${unit}s`);

/** A duration in words: 1800 → '30 minutes', 200 → '3 minutes 20 seconds'. */
export function describeDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return plural(seconds, 'second');
  return seconds % 60 === 0
    ? plural(minutes, 'minute')
    : `${plural(minutes, 'minute')} ${plural(seconds % 60, 'second')}`;
}

/**
 * A time of day in India, as the quiz's words give times (the site serves India, and the server
 * says when the next attempt opens the same way): '2026-11-22T09:45:00Z' → '3:15 PM IST'.
 */
export function clockTimeInIndia(iso: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
  // ICU puts a narrow no-break space before AM/PM; a plain one reads the same everywhere.
  return `${time.replace(/\s/gu, ' ')} IST`;
}
