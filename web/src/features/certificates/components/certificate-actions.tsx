import { useState } from 'react';
import { useScripted } from '../../../lib/scripted';
import { primaryButton, secondaryButton } from '../button-styles';
import type { CertificateView } from '../certificate-model';
import { printCertificate } from '../print-certificate';
import { downloadCertificatePng } from '../render-certificate-png';

/** What the status line says after a download (one text child: adjacent-texts.test.ts). */
const statusMessages: Partial<Record<'idle' | 'working' | 'done' | 'failed', string>> = {
  done: 'Your certificate image has been downloaded.',
  failed: 'The image could not be made in this browser. You can print the certificate instead.',
};

/**
 * Print (the certificate alone, landscape) and Download PNG, under an issued certificate. Both are
 * the script's (the image is drawn in the browser; there is no file to link to), so they appear
 * once it runs, never as buttons that do nothing; without it, the page says how to print.
 */
export function CertificateActions({ certificate }: { certificate: CertificateView }) {
  const [status, setStatus] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const scripted = useScripted();

  async function download() {
    setStatus('working');
    try {
      await downloadCertificatePng(certificate);
      setStatus('done');
    } catch (error) {
      console.error('Certificate image error', error);
      setStatus('failed');
    }
  }

  return (
    <div className="mt-5 print:hidden">
      {scripted && (
        <div className="flex flex-col gap-3 min-[420px]:flex-row">
          <button type="button" onClick={printCertificate} className={primaryButton}>
            Print
          </button>
          <button
            type="button"
            onClick={() => void download()}
            disabled={status === 'working'}
            className={secondaryButton}
          >
            {status === 'working' ? 'Preparing image...' : 'Download PNG'}
          </button>
        </div>
      )}
      <p className="hidden text-sm text-slate-700 noscript:block">
        To print your certificate, use your browser’s Print: only the certificate is printed.
        Downloading it as an image needs JavaScript.
      </p>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {statusMessages[status]}
      </p>
      {certificate.verifyUrl && (
        <p className="mt-1 text-sm break-words text-slate-700">
          {'Anyone can check this certificate at '}
          <a
            href={certificate.verifyUrl}
            className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {certificate.verifyUrl}
          </a>
        </p>
      )}
    </div>
  );
}
