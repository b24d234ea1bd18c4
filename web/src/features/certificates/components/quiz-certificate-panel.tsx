import { errorCodes } from '@studyhub/contract/api';
import { type Certificate, quizzes, type Subject } from '@studyhub/contract/quiz';
import { useState } from 'react';
import { ApiError, NetworkError, serverMessage } from '../../../lib/api-client';
import { useCertificate } from '../api/get-certificate';
import { useIssueCertificate } from '../api/issue-certificate';
import { viewOf } from '../certificate-model';
import { CertificateActions } from './certificate-actions';
import { CertificateDocument } from './certificate-document';
import { CertificateNameForm } from './certificate-name-form';

function IssuedCertificate({ certificate }: { certificate: Certificate }) {
  const view = viewOf(certificate);
  return (
    <section aria-label="Your certificate">
      <CertificateDocument certificate={view} />
      <CertificateActions certificate={view} />
    </section>
  );
}

/**
 * After a pass on the Java, Python and C pages: the name form, then the certificate the server
 * issued, with Print and Download PNG. An attempt that already has its certificate shows it.
 */
export function QuizCertificatePanel({
  subject,
  attemptId,
  certificateId,
}: {
  subject: Subject;
  attemptId: string;
  certificateId: string | null;
}) {
  const issue = useIssueCertificate();
  const [issued, setIssued] = useState<Certificate | null>(null);
  const existing = useCertificate(issued ? null : certificateId);

  if (issued) return <IssuedCertificate certificate={issued} />;
  if (certificateId) {
    if (existing.data) return <IssuedCertificate certificate={existing.data} />;
    if (existing.isError)
      return (
        <p className="text-slate-700">
          Your certificate could not be loaded just now. Find it under My Certificates on your
          activity page, or reload this page.
        </p>
      );
    return (
      <p role="status" className="text-slate-700">
        Loading your certificate...
      </p>
    );
  }

  const failure = issue.error;
  let serverError: string | null = null;
  if (failure instanceof ApiError && failure.code === errorCodes.alreadyIssued) {
    // Issued from another tab meanwhile: it is in the student's list.
    serverError = `${failure.message} You can find it under My Certificates on your activity page.`;
  } else if (failure) {
    serverError =
      serverMessage(failure) ??
      (failure instanceof NetworkError
        ? failure.message
        : 'Your certificate could not be issued. Please try again.');
  }

  return (
    <CertificateNameForm
      action={quizzes[subject].route}
      attemptId={attemptId}
      pending={issue.isPending}
      serverError={serverError}
      onSubmit={(name) => issue.mutate({ attemptId, name }, { onSuccess: setIssued })}
    />
  );
}
