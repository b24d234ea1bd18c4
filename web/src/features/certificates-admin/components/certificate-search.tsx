import type { AdminCertificate } from '@studyhub/contract/quiz';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { failureMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { useFindCertificates } from '../api/find-certificates';
import { useSetRevoked } from '../api/set-revoked';
import { RevokeDialog } from './revoke-dialog';

function Done({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
    >
      {text}
    </p>
  );
}

function CertificateRow({
  certificate,
  onRevoke,
  onRestored,
}: {
  certificate: AdminCertificate;
  onRevoke: () => void;
  onRestored: () => void;
}) {
  const restore = useSetRevoked(certificate.id);
  return (
    <li className="p-4">
      <h3 className="font-semibold break-words text-slate-900">
        {certificate.name} · {certificate.subjectLine}
      </h3>
      <p className="text-sm text-slate-600">
        <span className="break-all">{certificate.userEmail}</span> · Issued{' '}
        {formatDate(certificate.issuedAt)} · Score {certificate.score}/{certificate.total}
      </p>
      <p className="font-mono text-xs break-all text-slate-600">
        <Link to={certificate.verifyUrl} className="text-brand-700 underline">
          {certificate.id}
        </Link>
      </p>
      {certificate.revoked ? (
        <p className="mt-2 text-sm text-red-800">
          <strong>Revoked</strong>
          {certificate.revokedAt ? ` on ${formatDate(certificate.revokedAt)}` : ''}
          {certificate.revokedReason ? `: ${certificate.revokedReason}` : ''}
        </p>
      ) : (
        <p className="mt-2 text-sm text-emerald-800">
          <strong>Valid</strong>
        </p>
      )}
      <div className="mt-2">
        {certificate.revoked ? (
          <button
            type="button"
            disabled={restore.isPending}
            onClick={() => restore.mutate({ revoked: false }, { onSuccess: onRestored })}
            aria-label={`Restore the certificate of ${certificate.name}`}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50 disabled:opacity-60"
          >
            {restore.isPending ? 'Restoring...' : 'Restore'}
          </button>
        ) : (
          <button
            type="button"
            onClick={onRevoke}
            aria-label={`Revoke the certificate of ${certificate.name}`}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-300 ring-inset hover:bg-red-50"
          >
            Revoke
          </button>
        )}
        {restore.error && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {failureMessage(restore.error)}
          </p>
        )}
      </div>
    </li>
  );
}

/** /admin/certificates: find a certificate (the search is kept in the address), revoke or restore it. */
export function CertificateSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const results = useFindCertificates(q);
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const [done, setDone] = useState<{ text: string; key: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (value.length < 2) {
      setProblem('Search for at least 2 characters.');
      return;
    }
    setProblem(null);
    setDone(null);
    setParams({ q: value });
  }

  let body: ReactNode = null;
  if (q.length >= 2) {
    if (results.isPending) body = <LoadingMessage text="Searching..." />;
    else if (results.isError) {
      body = (
        <LoadError
          what="the certificates"
          error={results.error}
          onRetry={() => void results.refetch()}
          retrying={results.isFetching}
        />
      );
    } else if (results.data.length === 0) {
      body = <p className="mt-6 text-slate-700">No certificate matches “{q}”.</p>;
    } else {
      body = (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {results.data.map((certificate) => (
            <CertificateRow
              key={certificate.id}
              certificate={certificate}
              onRevoke={() => setRevoking(certificate)}
              onRestored={() =>
                setDone({
                  text: `Restored the certificate of ${certificate.name}.`,
                  key: Date.now(),
                })
              }
            />
          ))}
        </ul>
      );
    }
  }

  return (
    <div>
      <search className="block max-w-xl">
        <form key={q} onSubmit={search} noValidate>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Certificate id, name on it, or holder’s email
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={inputId}
              name="q"
              type="search"
              defaultValue={q}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-error` : undefined}
              className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600"
            />
            <button
              type="submit"
              className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              Search
            </button>
          </div>
          {problem && (
            <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </form>
      </search>
      {done && <Done key={done.key} text={done.text} />}
      {body}
      {revoking && (
        <RevokeDialog
          certificate={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            setDone({ text: `Revoked the certificate of ${revoking.name}.`, key: Date.now() });
            setRevoking(null);
          }}
        />
      )}
    </div>
  );
}
