/**
 * The spec's 1.5 s spinner on the home page. It is an overlay: the page is already rendered
 * (and painted) underneath, so nothing waits for it but the eye.
 */
export function HomeSpinner() {
  return (
    <div className="fixed inset-x-0 top-16 bottom-0 z-30 flex items-center justify-center bg-white/90">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 shadow-lg ring-1 ring-slate-200">
        <span
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        />
        <p role="status" className="font-medium text-slate-700">
          Loading...
        </p>
      </div>
    </div>
  );
}
