import { useId } from 'react';

/**
 * A labelled search field; the label can be visually hidden but is always there for screen readers.
 * Inside a list's search form it carries the address's name (`q`) and, with `submitLabel`, the
 * form's button beside it: without the script, the button (or Enter) loads the list.
 */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  hideLabel = false,
  type = 'search',
  inputMode,
  name,
  form,
  maxLength,
  pattern,
  title,
  submitLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hideLabel?: boolean;
  type?: 'search' | 'text';
  inputMode?: 'numeric' | 'search' | 'text';
  /** The field's name in the address the form loads. */
  name?: string;
  /** The id of the form it belongs to, when it sits outside it. */
  form?: string;
  maxLength?: number;
  /** Checked by the browser before a form without the script is sent; `title` says what fits. */
  pattern?: string;
  title?: string;
  /** The text of a submit button shown beside the field. */
  submitLabel?: string;
}) {
  const id = useId();
  const input = (
    <input
      id={id}
      type={type}
      {...(inputMode ? { inputMode } : {})}
      name={name}
      form={form}
      maxLength={maxLength}
      pattern={pattern}
      title={title}
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
    />
  );
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      {submitLabel ? (
        <div className="flex gap-2">
          {input}
          <button
            type="submit"
            form={form}
            className="shrink-0 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {submitLabel}
          </button>
        </div>
      ) : (
        input
      )}
    </div>
  );
}
