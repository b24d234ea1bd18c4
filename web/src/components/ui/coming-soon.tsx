import { useId } from 'react';

/**
 * The action of a course or tool that has no link yet: a disabled 'Coming Soon' button and, under
 * it, the spec's words for why (decision 23 puts its alert texts in the page).
 */
export function ComingSoon({ reason }: { reason: string }) {
  const reasonId = useId();
  return (
    <div>
      <button
        type="button"
        disabled
        aria-describedby={reasonId}
        className="inline-flex w-full cursor-not-allowed items-center justify-center rounded-lg bg-slate-200 px-4 py-2.5 font-semibold text-slate-700"
      >
        Coming Soon
      </button>
      <p id={reasonId} className="mt-2 text-center text-sm text-slate-600">
        {reason}
      </p>
    </div>
  );
}
