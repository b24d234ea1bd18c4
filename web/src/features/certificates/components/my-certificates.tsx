import type { Certificate } from '@studyhub/contract/quiz';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { useScripted } from '../../../lib/scripted';
import { useMyCertificates } from '../api/get-my-certificates';
import { viewOf } from '../certificate-model';
import { downloadCertificatePng } from '../render-certificate-png';

const actionClass =
  'inline-flex min-h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-500';

/** What the status line says after an action (one text child: adjacent-texts.test.ts). */
const statusMessages: Partial<Record<'idle' | 'working' | 'failed' | 'copied', string>> = {
  copied: 'Verification link copied.',
  failed: 'The image could not be made in this browser. Open View to print it.',
};

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const [status, setStatus] = useState<'idle' | 'working' | 'failed' | 'copied'>('idle');
  // The image is drawn and the link copied by the script: those buttons come with it.
  const scripted = useScripted();

  async function download() {
    setStatus('working');
    try {
      await downloadCertificatePng(viewOf(certificate));
      setStatus('idle');
    } catch (error) {
      console.error('Certificate image error', error);
      setStatus('failed');
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(certificate.verifyUrl);
      setStatus('copied');
    } catch {
      // No clipboard (an old browser, an insecure page): the Verify link still opens it.
      setStatus('idle');
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold break-words text-slate-900">{certificate.subjectLine}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Name</dt>
        <dd className="break-words text-slate-900">{certificate.name}</dd>
        <dt className="text-slate-600">Score</dt>
        <dd className="text-slate-900">{`${certificate.score} out of ${certificate.total}`}</dd>
        <dt className="text-slate-600">Issued</dt>
        <dd className="text-slate-900">{formatDate(certificate.issuedAt)}</dd>
        <dt className="text-slate-600">ID</dt>
        <dd className="font-mono break-all text-slate-900">{certificate.id}</dd>
        {certificate.revoked && (
          <>
            <dt className="text-slate-600">Status</dt>
            <dd className="font-semibold text-red-800">Revoked</dd>
          </>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={`/certificates/${certificate.id}`} className={actionClass}>
          View <span className="sr-only">{`${certificate.subjectLine} certificate`}</span>
        </Link>
        {scripted && (
          <button
            type="button"
            onClick={() => void download()}
            disabled={status === 'working'}
            className={actionClass}
          >
            {`${status === 'working' ? 'Preparing...' : 'Download'} `}
            <span className="sr-only">{`${certificate.subjectLine} certificate as an image`}</span>
          </button>
        )}
        <a href={certificate.verifyUrl} target="_blank" rel="noopener" className={actionClass}>
          {'Verify '}
          <span className="sr-only">
            {`${certificate.subjectLine} certificate (opens in a new tab)`}
          </span>
        </a>
        {scripted && (
          <button type="button" onClick={() => void copyLink()} className={actionClass}>
            {'Copy verification link '}
            <span className="sr-only">{`for ${certificate.subjectLine}`}</span>
          </button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {statusMessages[status]}
      </p>
    </li>
  );
}

/**
 * The /user page's My Certificates tab: each certificate the student earned, with View (its
 * public page), Download (the PNG) and Verify (its address to share). View and Verify are links;
 * Download and Copy come with the script, which draws the image and copies the address.
 */
export function MyCertificates({ userId }: { userId: string | undefined }) {
  const { data, error, isLoading } = useMyCertificates(userId);

  useEffect(() => {
    // As the other dashboard lists: a failed fetch is logged and the empty text is shown.
    if (error) console.error('Dashboard fetch error', error);
  }, [error]);

  if (isLoading) {
    return (
      <p role="status" className="text-slate-700">
        Loading your certificates...
      </p>
    );
  }
  if (!data?.length) {
    return (
      <div>
        <p className="text-slate-700">You haven't earned a certificate yet.</p>
        <Link
          to="/all-certificates"
          className="mt-3 inline-block font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Take a quiz to earn one
        </Link>
      </div>
    );
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {data.map((certificate) => (
        <CertificateCard key={certificate.id} certificate={certificate} />
      ))}
    </ul>
  );
}
