/** The certificate screens' buttons, matching the site's primary and secondary buttons. */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400';
export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600 disabled:bg-slate-100 disabled:text-slate-600';
export const errorBox =
  'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800';
