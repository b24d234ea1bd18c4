import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600 disabled:bg-slate-100 disabled:text-slate-500';

interface FieldProps {
  label: string;
  name: string;
  /** The message about this field, shown under it and read with it. */
  error?: string | undefined;
  hint?: string;
}

type InputFieldProps = FieldProps & { multiline?: false } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'name' | 'id'
  >;
type TextareaFieldProps = FieldProps & { multiline: true } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'name' | 'id'
  >;

/**
 * A labelled form control with an optional hint and its error message, wired for screen readers
 * (aria-invalid, aria-describedby).
 */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint && hintId, props.error && errorId].filter(Boolean).join(' ');
  const common = {
    id,
    name: props.name,
    className: controlClass,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };

  let control: ReactNode;
  if (props.multiline) {
    const { label: _l, name: _n, error: _e, hint: _h, multiline: _m, ...rest } = props;
    control = <textarea {...rest} {...common} />;
  } else {
    const { label: _l, name: _n, error: _e, hint: _h, multiline: _m, ...rest } = props;
    control = <input {...rest} {...common} />;
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {control}
      {props.hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}
