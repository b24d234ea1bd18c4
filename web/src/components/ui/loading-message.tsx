/** The spec's plain loading text, announced politely to screen readers. */
export function LoadingMessage({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="px-4 py-16 text-center text-slate-600">
      {text}
    </p>
  );
}
