import { useEffect, useRef } from 'react';

/**
 * What was done (or, with `tone="failed"`, what failed), said in the page's status. Said after a
 * tap it takes the focus, so it is read out; drawn by the server after a form posted without the
 * script (`served`, decision 35), it leaves the focus where it is, so the script taking the page
 * over moves nothing.
 */
export function DoneStatus({
  text,
  served = false,
  tone = 'done',
  className = 'mb-5',
}: {
  text: string;
  served?: boolean;
  tone?: 'done' | 'failed';
  /** Its place among its neighbours: the margins. */
  className?: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!served) ref.current?.focus();
  }, [served]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={tone === 'done' ? 'status' : 'alert'}
      className={`${className} rounded-lg border px-4 py-3 text-sm font-medium ${
        tone === 'done'
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-red-300 bg-red-50 text-red-800'
      }`}
    >
      {text}
    </p>
  );
}

/**
 * What an editor's page says of its item (a catalog item's, a testimonial's): saved (`saved`
 * counts the saves in the page; `servedSave`, one posted without the script), or just created as
 * a draft.
 */
export function EditorStatus({
  saved,
  servedSave,
  created,
  published,
}: {
  saved: number;
  servedSave: boolean;
  created: { created: boolean; served: boolean };
  published: boolean;
}) {
  const savedText = published ? 'Saved. The site shows the changes.' : 'Saved.';
  if (saved > 0) return <DoneStatus key={saved} text={savedText} />;
  if (servedSave) return <DoneStatus served text={savedText} />;
  if (!created.created) return null;
  return (
    <DoneStatus
      served={created.served}
      text="Created as a draft. Publish it when it is ready for students."
    />
  );
}
