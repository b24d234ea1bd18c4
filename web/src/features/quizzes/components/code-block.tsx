/**
 * A question's code snippet, as code. Long lines scroll sideways inside the block (never the
 * page), and the block takes keyboard focus so it can be scrolled without a mouse.
 */
export function CodeBlock({ code }: { code: string }) {
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="mt-3 max-w-full overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm leading-relaxed text-slate-100"
    >
      <code className="font-mono">{code}</code>
    </pre>
  );
}
