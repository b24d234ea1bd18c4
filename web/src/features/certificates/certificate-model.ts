import type { Certificate } from '@studyhub/contract/quiz';

/**
 * What a certificate shows. An issued certificate has its id and verification address; the
 * preview on /js_certificate, drawn before the server issues it, has neither yet.
 */
export interface CertificateView {
  name: string;
  subjectLine: string;
  score: number;
  total: number;
  issuedAt: string;
  id: string | null;
  verifyUrl: string | null;
}

export function viewOf(certificate: Certificate): CertificateView {
  return {
    name: certificate.name,
    subjectLine: certificate.subjectLine,
    score: certificate.score,
    total: certificate.total,
    issuedAt: certificate.issuedAt,
    id: certificate.id,
    verifyUrl: certificate.verifyUrl,
  };
}

/** The words on every certificate, shared by the page and the PNG so both say the same. */
export const certificateText = {
  issuer: 'StudyHub',
  title: 'Certificate of Completion',
  certify: 'This is to certify that',
  completed: 'has successfully completed the StudyHub quiz',
  score: (score: number, total: number) => `with a score of ${score} out of ${total}`,
  dateLabel: 'Date of issue',
  signatoryTitle: 'CTO',
  idLabel: 'Certificate ID :',
  pendingId: 'given when issued',
  verifyLabel: 'Verify at',
} as const;

/**
 * The signatory's signature: a pen stroke drawn as a path, in a 160 × 60 box, so the page (SVG)
 * and the PNG (canvas Path2D) draw the same line without loading an image.
 */
export const signaturePath =
  'M6 44c10-4 16-22 24-30 6-6 10 2 6 12-4 11-10 20-6 21 5 1 11-15 17-17 4-1 1 12 5 12 4 0 8-10 12-10 3 0 1 8 4 8 5 0 8-14 14-14 4 0 2 11 6 11 6 0 10-8 16-9 5-1 5 6 10 6 8 0 14-6 22-8M20 52c30-4 70-6 124-7';

/** '{name}-Certificate.png', with the characters file systems refuse replaced. */
export function certificateFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '-').trim() || 'StudyHub';
  return `${safe}-Certificate.png`;
}
