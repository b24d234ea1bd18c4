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
