import { useParams } from 'react-router';
import { CertificateVerification } from '../features/certificates/components/certificate-verification';
import { VerifyCertificateForm } from '../features/certificates/components/verify-certificate-form';
import { useDocumentTitle } from '../lib/document-title';

/** /certificates/{id} (public): anyone can check a certificate by its id (decision 6). */
export function CertificateDetailScreen() {
  const { id = '' } = useParams();
  useDocumentTitle(
    'Certificate',
    `Check StudyHub certificate ${id}: who holds it, for which quiz, the score, the date, and whether it is valid.`,
  );
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-8 sm:py-12">
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
