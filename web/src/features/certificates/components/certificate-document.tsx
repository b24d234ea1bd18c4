import { useMemo } from 'react';
import { formatDate } from '../../../lib/format';
import { type CertificateView, certificateText, signaturePath } from '../certificate-model';
import { qrMatrix, qrQuietZone, qrSvgPath } from '../certificate-qr';
import './certificate-print.css';

/** Long names get a smaller size so they stay on the certificate. */
function nameSize(name: string) {
  if (name.length > 48) return 'text-xl @2xl:text-[2.6cqw]';
  if (name.length > 28) return 'text-2xl @2xl:text-[3.4cqw]';
  return 'text-3xl @2xl:text-[4.4cqw]';
}

function QrCode({ url }: { url: string }) {
  const { path, side } = useMemo(() => {
    const matrix = qrMatrix(url);
    return { path: qrSvgPath(matrix), side: matrix.size + qrQuietZone * 2 };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={`QR code linking to ${url}`}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-28 bg-white @2xl:size-[11cqw]"
    >
      <path d={path} fill="#0f172a" />
    </svg>
  );
}

/**
 * The certificate as the page shows and prints it (the PNG is drawn to match in
 * render-certificate-png.ts). In a wide container (and on paper) it is an A4 landscape sheet whose
 * type scales with its width; on a phone it becomes a tall card with readable type.
 */
export function CertificateDocument({ certificate }: { certificate: CertificateView }) {
  const t = certificateText;
  return (
    <div className="@container w-full">
      <article
        data-print-certificate=""
        aria-label={`${t.title}: ${certificate.name}, ${certificate.subjectLine}`}
        className="relative flex flex-col items-center bg-[#fffdf7] px-6 py-9 text-center text-slate-900 shadow-lg ring-1 ring-slate-200 @2xl:aspect-[297/210] @2xl:px-[7cqw] @2xl:pt-[6.6cqw] @2xl:pb-[6cqw] print:shadow-none print:ring-0"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-2 border-4 border-brand-700 @2xl:inset-[1.6cqw] @2xl:border-[0.55cqw]"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-4 border border-amber-500 @2xl:inset-[2.65cqw] @2xl:border-[0.18cqw]"
        />
        <p className="text-xs font-bold tracking-[0.35em] text-brand-700 uppercase @2xl:text-[1.5cqw]">
          {t.issuer}
        </p>
        <p className="mt-2 font-serif text-2xl leading-tight font-bold text-brand-800 @2xl:mt-[1.6cqw] @2xl:text-[4.6cqw]">
          {t.title}
        </p>
        <p className="mt-5 text-sm text-slate-700 @2xl:mt-[3cqw] @2xl:text-[1.7cqw]">{t.certify}</p>
        <p
          className={`mt-2 w-full border-b border-slate-400 pb-1 font-serif font-semibold break-words text-brand-800 italic @2xl:mt-[1.6cqw] @2xl:pb-[0.6cqw] ${nameSize(
            certificate.name,
          )}`}
        >
          {certificate.name}
        </p>
        <p className="mt-4 text-sm text-slate-700 @2xl:mt-[2.4cqw] @2xl:text-[1.7cqw]">
          {t.completed}
        </p>
        <p className="mt-1 text-lg font-bold text-slate-900 @2xl:mt-[0.8cqw] @2xl:text-[2.7cqw]">
          {certificate.subjectLine}
        </p>
        <p className="mt-1 text-sm text-slate-700 @2xl:mt-[0.6cqw] @2xl:text-[1.7cqw]">
          {t.score(certificate.score, certificate.total)}
        </p>

        <div className="mt-7 grid w-full gap-6 @2xl:mt-auto @2xl:grid-cols-3 @2xl:items-end @2xl:gap-[2cqw]">
          <div>
            <p className="font-semibold @2xl:text-[1.7cqw]">{formatDate(certificate.issuedAt)}</p>
            <p className="mx-auto mt-1 w-44 border-t border-slate-400 pt-1 text-xs text-slate-600 @2xl:mt-[0.6cqw] @2xl:w-[20cqw] @2xl:pt-[0.6cqw] @2xl:text-[1.35cqw]">
              {t.dateLabel}
            </p>
          </div>
          <div>
            <svg
              aria-hidden="true"
              viewBox="0 0 160 60"
              fill="none"
              stroke="#0f172a"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="mx-auto h-12 w-32 @2xl:h-[5.4cqw] @2xl:w-[14.4cqw]"
            >
              <path d={signaturePath} />
            </svg>
            <p className="mx-auto mt-1 w-44 border-t border-slate-400 pt-1 text-sm font-bold @2xl:mt-[0.4cqw] @2xl:w-[20cqw] @2xl:pt-[0.6cqw] @2xl:text-[1.45cqw]">
              {t.signatoryTitle}
            </p>
            <p className="text-xs text-slate-600 @2xl:text-[1.25cqw]">{t.issuer}</p>
          </div>
          <div>
            {certificate.verifyUrl ? (
              <div className="flex justify-center">
                <QrCode url={certificate.verifyUrl} />
              </div>
            ) : (
              <div className="mx-auto flex size-28 items-center justify-center border border-dashed border-slate-400 p-2 text-xs text-slate-600 @2xl:size-[11cqw] @2xl:text-[1.2cqw]">
                QR code added when issued
              </div>
            )}
            <p className="mt-2 text-xs font-bold @2xl:mt-[1cqw] @2xl:text-[1.25cqw]">
              {`${t.idLabel} `}
              <span className="font-mono tracking-wide">{certificate.id ?? t.pendingId}</span>
            </p>
            {certificate.verifyUrl && (
              <p className="mt-1 text-xs text-slate-700 @2xl:mt-[0.4cqw] @2xl:text-[1.05cqw]">
                {`${t.verifyLabel} `}
                <span className="break-all text-slate-900 @2xl:block">{certificate.verifyUrl}</span>
              </p>
            )}
          </div>
        </div>
      </article>
    </div>
  );
}
