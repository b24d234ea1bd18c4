import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Chevron } from './chevron';

/**
 * A list's filters. On a phone they sit behind a 'Filter' button (a disclosure: the button says
 * whether they are open, opening moves focus to the first filter, Escape closes them and gives
 * focus back to the button); from the md breakpoint up they are always shown. Without the script
 * the button could not open them, so they are shown and the button is not (decision 35).
 */
export function FilterPanel({
  children,
  active = 0,
  className = '',
}: {
  children: ReactNode;
  /** How many filters are set, shown on the button so a closed panel still says so. */
  active?: number;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (open && !opened.current) {
      panelRef.current?.querySelector<HTMLElement>('select, input, button, a[href]')?.focus();
    }
    opened.current = open;
  }, [open]);

  return (
    <div className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 md:hidden noscript:hidden"
      >
        <span>
          Filter
          {active > 0 && (
            <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
              {active}
              <span className="sr-only"> set</span>
            </span>
          )}
        </span>
        <Chevron className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape is handled for the controls inside */}
      <div
        ref={panelRef}
        id={panelId}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !open) return;
          setOpen(false);
          buttonRef.current?.focus();
        }}
        className={`${open ? 'block' : 'hidden'} mt-2 md:mt-0 md:block noscript:mt-0 noscript:block`}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * The filters' submit button. Without the script a chosen filter waits for it: the form loads the
 * list for the new address. With the script a filter applies as it is chosen, so it is not shown.
 */
export function ApplyFiltersButton({ form }: { form?: string }) {
  return (
    <button
      type="submit"
      form={form}
      className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 [@media(scripting:enabled)]:hidden"
    >
      Apply filters
    </button>
  );
}

/**
 * One labelled choice of a filter; the first option is "all" (an empty value). `name` is its
 * name in the address the list's form loads.
 */
export function FilterSelect({
  label,
  name,
  form,
  value,
  onChange,
  allLabel,
  options,
}: {
  label: string;
  name: string;
  /** The id of the form it belongs to, when it sits outside it. */
  form?: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  // A value from a shared link that the list no longer offers still shows as chosen.
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        form={form}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // As tall as the search box beside it.
        className="h-[2.625rem] w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:border-brand-600"
      >
        <option value="">{allLabel}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Free or paid, the same on every list. */
export const priceOptions = [
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
] as const;
