import type { AdminCertificate } from '@studyhub/contract/quiz';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AskButton, useAskedInAddress } from '../../../components/ui/ask-button';
import { DoneStatus } from '../../../components/ui/done-status';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { failureMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { useFindCertificates } from '../api/find-certificates';
import { useSetRevoked } from '../api/set-revoked';
import { RevokeDialog } from './revoke-dialog';

/** The page the forms post to: the list, with its search kept. */
const pageOf = (q: string) =>
  q ? `/admin/certificates?${new URLSearchParams({ q })}` : '/admin/certificates';

function CertificateRow({
  certificate,
  q,
  servedRestoreError,
  onRevoke,
  onRestored,
}: {
  certificate: AdminCertificate;
  q: string;
  /** A restore of this certificate posted without the script and refused. */
  servedRestoreError: string | undefined;
  onRevoke: () => void;
  onRestored: () => void;
}) {
  const restore = useSetRevoked(certificate.id);
  const restoreError = restore.error ? failureMessage(restore.error) : servedRestoreError;
  return (
    <li className="p-4">
      <h3 className="font-semibold break-words text-slate-900">
        {`${certificate.name} · ${certificate.subjectLine}`}
      </h3>
      <p className="text-sm text-slate-600">
        <span className="break-all">{certificate.userEmail}</span>
        {` · Issued ${formatDate(certificate.issuedAt)} · ` +
          `Score ${certificate.score}/${certificate.total}`}
      </p>
      <p className="font-mono text-xs break-all text-slate-600">
        <Link to={certificate.verifyUrl} className="text-brand-700 underline">
          {certificate.id}
        </Link>
      </p>
      {certificate.revoked ? (
        <p className="mt-2 text-sm text-red-800">
          <strong>Revoked</strong>
          {[
            certificate.revokedAt ? ` on ${formatDate(certificate.revokedAt)}` : '',
            certificate.revokedReason ? `: ${certificate.revokedReason}` : '',
          ].join('')}
        </p>
      ) : (
        <p className="mt-2 text-sm text-emerald-800">
          <strong>Valid</strong>
        </p>
      )}
      <div className="mt-2">
        {certificate.revoked ? (
          <form
            method="post"
            action={pageOf(q)}
            onSubmit={(event) => {
              event.preventDefault();
              restore.mutate({ revoked: false }, { onSuccess: onRestored });
            }}
          >
            <input type="hidden" name="form" value="restore" />
            <input type="hidden" name="certificate" value={certificate.id} />
            <input type="hidden" name="q" value={q} />
            <button
              type="submit"
              disabled={restore.isPending}
              aria-label={`Restore the certificate of ${certificate.name}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-300 ring-inset hover:bg-brand-50 disabled:opacity-60"
            >
              {restore.isPending ? 'Restoring...' : 'Restore'}
            </button>
          </form>
        ) : (
          <AskButton
            ask="revoke"
            keep={{ q, item: certificate.id }}
            onAsk={onRevoke}
            label={`Revoke the certificate of ${certificate.name}`}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-300 ring-inset hover:bg-red-50"
          >
            Revoke
          </AskButton>
        )}
        {restoreError && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {restoreError}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * /admin/certificates: find a certificate (the search is kept in the address), revoke or restore
 * it. Without the script (decision 35) the search is a GET form, Restore a form that posts to the
 * page, and Revoke asks for the page with its dialog open (`?ask=revoke&item=<id>`).
 */
export function CertificateSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const results = useFindCertificates(q);
  const address = useAskedInAddress();
  const servedRevoke = useFormResult('revoke');
  const servedRestore = useFormResult('restore');
  // Asked for in the address, or refused without the script: the dialog is drawn open.
  const [revokingId, setRevokingId] = useState<string | null>(() => {
    if (servedRevoke?.error) return servedRevoke.values.certificate ?? null;
    return address.ask === 'revoke' ? address.item : null;
  });
  const revoking = results.data?.find((certificate) => certificate.id === revokingId) ?? null;
  const [done, setDone] = useState<{ text: string; key: number } | null>(() =>
    servedDone(
      servedRevoke?.done ?? servedRestore?.done,
      servedRevoke?.done ? 'Revoked' : 'Restored',
      results.data,
    ),
  );
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
    setRevokingId(null);
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
      body = <p className="mt-6 text-slate-700">{`No certificate matches “${q}”.`}</p>;
    } else {
      body = (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {results.data.map((certificate) => (
            <CertificateRow
              key={certificate.id}
              certificate={certificate}
              q={q}
              servedRestoreError={
                servedRestore?.values.certificate === certificate.id
                  ? servedRestore.error?.message
                  : undefined
              }
              onRevoke={() => setRevokingId(certificate.id)}
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
        <form key={q} method="get" action="/admin/certificates" onSubmit={search} noValidate>
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
      {done && (
        <DoneStatus key={done.key} text={done.text} served={done.key === 0} className="mt-4" />
      )}
      {body}
      {revoking && (
        <RevokeDialog
          certificate={revoking}
          page={pageOf(q)}
          q={q}
          served={servedRevoke?.error ? servedRevoke : undefined}
          onClose={() => {
            setRevokingId(null);
            address.done();
          }}
          onRevoked={() => {
            setDone({ text: `Revoked the certificate of ${revoking.name}.`, key: Date.now() });
            setRevokingId(null);
            address.done();
          }}
        />
      )}
    </div>
  );
}

/**
 * What a revoke or restore posted without the script did, in the words the script says it with
 * (key 0: drawn by the server).
 */
function servedDone(
  done: Record<string, string> | undefined,
  verb: 'Revoked' | 'Restored',
  shown: AdminCertificate[] | undefined,
) {
  if (!done) return null;
  const name = shown?.find((certificate) => certificate.id === done.certificate)?.name;
  const text = name
    ? `${verb} the certificate of ${name}.`
    : `${verb} the certificate ${done.certificate ?? ''}.`;
  return { text, key: 0 };
}
