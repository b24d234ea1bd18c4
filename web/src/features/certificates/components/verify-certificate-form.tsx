import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorBox, inputClass, primaryButton } from '../button-styles';

/** A box where an employer types a certificate ID to check it (goes to /certificates/{ID}). */
export function VerifyCertificateForm() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { input: useId(), error: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = value.replace(/\s+/g, '').toUpperCase();
    if (!id) {
      setProblem('Please enter a certificate ID.');
      return;
    }
    if (id.length > 40) {
      setProblem('A certificate ID is at most 40 characters. Please check it and try again.');
      return;
    }
    setProblem(null);
    navigate(`/certificates/${encodeURIComponent(id)}`);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${ids.input}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id={`${ids.input}-heading`} className="text-lg font-semibold text-slate-900">
        Verify a certificate
      </h2>
      <p className="mt-1 text-slate-700">
        Type the ID printed after “Certificate ID :” on a StudyHub certificate.
      </p>
      <label htmlFor={ids.input} className="mt-4 block text-sm font-medium text-slate-800">
        Certificate ID
      </label>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row">
        <input
          id={ids.input}
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
          className={`${inputClass} mt-0 font-mono uppercase placeholder:normal-case sm:flex-1`}
          placeholder="e.g. 7KQ2M9XH4TBA"
        />
        <button type="submit" className={`${primaryButton} shrink-0`}>
          Verify
        </button>
      </div>
      {problem && (
        <div id={ids.error} role="alert" className={`mt-3 ${errorBox}`}>
          {problem}
        </div>
      )}
    </form>
  );
}
