import { formatTimer } from '../format-time';

/** What screen readers hear as time runs short: once at five minutes, once at the last minute. */
function warning(remaining: number) {
  if (remaining <= 0) return "Time's up. Your answers are being submitted.";
  if (remaining <= 60)
    return 'Less than one minute left. Your answers will be submitted automatically when the time runs out.';
  if (remaining <= 300) return 'Less than five minutes left.';
  return '';
}

/**
 * The countdown, minutes:seconds. The visible timer is not a live region (that would speak every
 * second); a separate polite status says when five minutes and one minute are left.
 */
export function QuizTimer({ remaining }: { remaining: number }) {
  const lastMinute = remaining <= 60;
  return (
    <div
      className={`flex items-center gap-2 rounded-lg px-3 py-1.5 font-semibold tabular-nums ${
        lastMinute ? 'bg-red-50 text-red-800 ring-1 ring-red-300' : 'bg-slate-100 text-slate-800'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="size-5"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z"
        />
      </svg>
      <span className="sr-only">Time left</span>
      <span role="timer" className="text-lg">
        {formatTimer(remaining)}
      </span>
      <p role="status" className="sr-only">
        {warning(remaining)}
      </p>
    </div>
  );
}
