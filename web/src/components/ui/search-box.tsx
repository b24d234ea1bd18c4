import { useId } from 'react';

/** A labelled search field; the label can be visually hidden but is always there for screen readers. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  hideLabel = false,
  type = 'search',
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hideLabel?: boolean;
  type?: 'search' | 'text';
  inputMode?: 'numeric' | 'search' | 'text';
}) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      <input
        id={id}
        type={type}
        {...(inputMode ? { inputMode } : {})}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
      />
    </div>
  );
}
