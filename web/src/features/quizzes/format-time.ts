/** Seconds as the quiz timer shows them, minutes:seconds: 1800 → '30:00', 59 → '0:59'. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A time limit in words for the instructions: 1800 → '30 minutes'. */
export function describeDuration(totalSeconds: number): string {
  const minutes = Math.round(totalSeconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
