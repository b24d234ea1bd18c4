import { type FormEvent, useId, useRef, useState } from 'react';
import { useFormResult } from '../../../lib/form-result';
import { errorBox, inputClass, primaryButton } from '../button-styles';
import { checkCertificateName } from '../certificate-name';

/**
 * The name to print on the certificate: labelled, 2 to 80 characters, with the problem said
 * plainly next to the field. The server issues the certificate on submit. A form that posts to the
 * quiz's page (decision 35): without the script the server issues it and renders the page again,
 * with the certificate, or with the problem and the name as typed.
 */
export function CertificateNameForm({
  action,
  attemptId,
  onSubmit,
  pending,
  serverError,
}: {
  /** The quiz's page, which the form posts to. */
  action: string;
  attemptId: string;
  onSubmit: (name: string) => void;
  pending: boolean;
  serverError: string | null;
}) {
  // Posted without the script and refused: the server's words and the name as typed.
  const served = useFormResult('certificate');
  const [problem, setProblem] = useState<string | null>(served?.error?.message ?? null);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId(), error: useId() };
  const message = problem ?? serverError;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkCertificateName(inputRef.current?.value ?? '');
    if (!checked.ok) {
      setProblem(checked.message);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    onSubmit(checked.name);
  }

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <input type="hidden" name="intent" value="certificate" />
      <input type="hidden" name="attempt" value={attemptId} />
      <h3 className="text-lg font-semibold text-slate-900">Get your certificate</h3>
      <p className="mt-1 text-slate-700">
        Enter your name as it should appear on the certificate. It cannot be changed afterwards.
      </p>
      <label htmlFor={ids.input} className="mt-4 block text-sm font-medium text-slate-800">
        Name on the certificate
      </label>
      <input
        ref={inputRef}
        id={ids.input}
        name="name"
        type="text"
        autoComplete="name"
        placeholder="Your Name"
        defaultValue={served?.values.name ?? ''}
        disabled={pending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={message ? `${ids.hint} ${ids.error}` : ids.hint}
        className={inputClass}
      />
      <p id={ids.hint} className="mt-1 text-sm text-slate-600">
        2 to 80 characters: letters, spaces, dots, hyphens and apostrophes.
      </p>
      {message && (
        <div id={ids.error} role="alert" className={`mt-3 ${errorBox}`}>
          {message}
        </div>
      )}
      <button type="submit" disabled={pending} className={`${primaryButton} mt-4 w-full sm:w-auto`}>
        {pending ? 'Issuing certificate...' : 'Get Certificate'}
      </button>
    </form>
  );
}
