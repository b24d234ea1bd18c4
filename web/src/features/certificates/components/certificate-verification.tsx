import type { Certificate } from '@studyhub/contract/quiz';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useCertificate } from '../api/get-certificate';
import { errorBox } from '../button-styles';
import { viewOf } from '../certificate-model';
import { CertificateActions } from './certificate-actions';
import { CertificateDocument } from './certificate-document';

function Status({ revoked }: { revoked: boolean }) {
  return revoked ? (
    <p className="inline-flex items-center gap-2 rounded-full bg-red-100 px-3 py-1 font-bold text-red-800 ring-1 ring-red-300">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM7.28 7.28a.75.75 0 0 1 1.06 0L10 8.94l1.66-1.66a.75.75 0 1 1 1.06 1.06L11.06 10l1.66 1.66a.75.75 0 1 1-1.06 1.06L10 11.06l-1.66 1.66a.75.75 0 0 1-1.06-1.06L8.94 10 7.28 8.34a.75.75 0 0 1 0-1.06Z"
          clipRule="evenodd"
        />
      </svg>
      Revoked
    </p>
  ) : (
    <p className="inline-flex items-center gap-2 rounded-full bg-green-100 px-3 py-1 font-bold text-green-800 ring-1 ring-green-300">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.81a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.09l3.73-5.24Z"
          clipRule="evenodd"
        />
      </svg>
      Valid
    </p>
  );
}

function Details({ certificate }: { certificate: Certificate }) {
  return (
    <section
      aria-label="Certificate status"
      className={`rounded-2xl border p-5 shadow-sm sm:p-6 ${
        certificate.revoked ? 'border-red-300 bg-white' : 'border-green-300 bg-white'
      }`}
    >
      <Status revoked={certificate.revoked} />
      <p className="mt-3 text-slate-800">
        {certificate.revoked
          ? 'This certificate was issued by StudyHub but has been revoked. It is no longer valid.'
          : 'This certificate was issued by StudyHub and is genuine.'}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-slate-600">Awarded to</dt>
        <dd className="font-semibold break-words text-slate-900">{certificate.name}</dd>
        <dt className="text-sm text-slate-600">Certificate</dt>
        <dd className="text-slate-900">{certificate.subjectLine}</dd>
        <dt className="text-sm text-slate-600">Score</dt>
        <dd className="text-slate-900">{`${certificate.score} out of ${certificate.total}`}</dd>
        <dt className="text-sm text-slate-600">Issued on</dt>
        <dd className="text-slate-900">{formatDate(certificate.issuedAt)}</dd>
        <dt className="text-sm text-slate-600">Certificate ID</dt>
        <dd className="font-mono break-all text-slate-900">{certificate.id}</dd>
      </dl>
    </section>
  );
}

/**
 * The public check of one certificate by its id (decision 6): who holds it, for what, the score,
 * the date and a plain Valid or Revoked; the certificate itself below when it is valid.
 */
export function CertificateVerification({ id }: { id: string }) {
  const query = useCertificate(id);

  if (query.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Checking the certificate...
      </p>
    );
  }
  if (query.isError) {
    const { error } = query;
    const message =
      error instanceof ApiError && error.status === 404
        ? error.message
        : error instanceof NetworkError
          ? error.message
          : 'The certificate could not be checked just now. Please try again later.';
    return (
      <div role="alert" className={errorBox}>
        {message}
      </div>
    );
  }

  const certificate = query.data;
  const view = viewOf(certificate);
  return (
    <div className="space-y-8">
      <Details certificate={certificate} />
      {!certificate.revoked && (
        <section aria-label="The certificate">
          <CertificateDocument certificate={view} />
          <CertificateActions certificate={view} />
        </section>
      )}
    </div>
  );
}
