import { useParams } from 'react-router';
import { NotFoundPanel } from '../components/ui/not-found-panel';
import { readingPage, readingWidth } from '../components/ui/page-width';
import { useCertificate } from '../features/certificates/api/get-certificate';
import { CertificateVerification } from '../features/certificates/components/certificate-verification';
import { VerifyCertificateForm } from '../features/certificates/components/verify-certificate-form';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';

/**
 * /certificates/{id} (public): anyone can check a certificate by its id (decision 6). An id that
 * matches no certificate shows the site's not-found panel (decision 29), with the box to check
 * another id under it.
 */
export function CertificateDetailScreen() {
  const { id = '' } = useParams();
  const { error } = useCertificate(id);
  const missing = error instanceof ApiError && error.status === 404;
  useDocumentTitle(
    missing ? 'Certificate not found' : 'Certificate',
    `Check StudyHub certificate ${id}: who holds it, for which quiz, the score, the date, and whether it is valid.`,
  );
  if (missing) {
    return (
      <>
        <NotFoundPanel
          title="Certificate not found"
          back={{ to: '/', label: 'Go to the home page' }}
        >
          {error.message}
        </NotFoundPanel>
        <div className={`${readingWidth} pb-12`}>
          <VerifyCertificateForm />
        </div>
      </>
    );
  }
  return (
    <div className={`${readingPage} space-y-8`}>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Certificate verification
        </h1>
        <p className="mt-2 text-slate-700">
          Check that a StudyHub certificate is genuine and still valid.
        </p>
      </div>
      {/* A new id is a new check: nothing of the previous one stays on screen. */}
      <CertificateVerification key={id} id={id} />
      <VerifyCertificateForm />
    </div>
  );
}
