import { CertificateSearch } from '../features/certificates-admin/components/certificate-search';
import { useDocumentTitle } from '../lib/document-title';

/** /admin/certificates: find certificates, revoke one with a reason, or restore it. */
export function AdminCertificatesScreen() {
  useDocumentTitle('Certificates · Admin');
  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-slate-900">Certificates</h2>
      <CertificateSearch />
    </div>
  );
}
