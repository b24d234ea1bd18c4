import { errorCodes } from '@studyhub/contract/api';
import { type Certificate, quizzes } from '@studyhub/contract/quiz';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { ApiError, NetworkError, serverMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { Link } from '../../../lib/link';
import { Redirect } from '../../../lib/server-redirect';
import { useLatestPass } from '../api/get-latest-pass';
import { useIssueCertificate } from '../api/issue-certificate';
import { errorBox, inputClass, primaryButton, secondaryButton } from '../button-styles';
import { type CertificateView, viewOf } from '../certificate-model';
import { checkCertificateName } from '../certificate-name';
import { downloadCertificatePng } from '../render-certificate-png';
import { CertificateActions } from './certificate-actions';
import { CertificateDocument } from './certificate-document';

const headingClass = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';
const congratulations = 'Congratulations! You have successfully completed the JavaScript Quiz.';

function AboutThisCertificate() {
  // The site's address is the browser's to tell; the server renders the path alone.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const items = [
    {
      term: 'Validity',
      text: 'It does not expire: it is lasting proof that you completed the 2026 JavaScript Fundamentals Quiz on StudyHub.',
    },
    {
      term: 'Verification',
      text: `Each certificate has its own ID. Anyone can check it on this site at ${origin}/certificates/ followed by the ID, or by scanning the QR code printed on it.`,
    },
    {
      term: 'Usability',
      text: 'Download it as an image or print it, and add it to your résumé, portfolio, LinkedIn profile or job applications.',
    },
    {
      term: 'Recognition',
      text: 'It shows teachers and employers that you know the fundamentals of JavaScript: variables and types, functions and closures, objects and arrays, classes, and promises with async/await.',
    },
    {
      term: 'Benefits',
      text: 'It helps your applications for internships and first jobs stand out, and marks your progress as you go on to frameworks and projects.',
    },
  ];
  return (
    <section
      aria-labelledby="about-certificate-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="about-certificate-heading" className="text-xl font-semibold text-slate-900">
        About This Certificate
      </h2>
      <dl className="mt-4 space-y-3">
        {items.map((item) => (
          <div key={item.term}>
            <dt className="font-semibold text-slate-900">{item.term}</dt>
            <dd className="text-slate-700">{item.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The certificate leans towards the student on hover and while the name is typed. */
function TiltingPreview({ certificate }: { certificate: CertificateView }) {
  return (
    <div className="mt-6 [perspective:1400px]">
      <div className="transition-transform duration-500 ease-out motion-safe:group-focus-within:[transform:rotateX(3deg)_rotateY(-6deg)] motion-safe:hover:[transform:rotateX(3deg)_rotateY(-6deg)]">
        <CertificateDocument certificate={certificate} />
      </div>
    </div>
  );
}

function describeFailure(failure: unknown) {
  return (
    serverMessage(failure) ??
    (failure instanceof NetworkError
      ? failure.message
      : 'Your certificate could not be issued. Please try again.')
  );
}

/**
 * A pass without a certificate yet: the name, a live preview, then Download Certificate. A form
 * that posts to /js_certificate (decision 35): without the script the server issues the
 * certificate and the page shows it, or says what is wrong with the name as typed. The script
 * issues it and downloads the image instead, and shows the button once a name is typed (spec).
 */
function NameAndDownload({
  attemptId,
  score,
  total,
  onIssuing,
  onAlreadyIssued,
}: {
  attemptId: string;
  score: number;
  total: number;
  onIssuing: () => void;
  onAlreadyIssued: () => void;
}) {
  // Posted without the script and refused: the server's words and the name as typed.
  const served = useFormResult('certificate');
  const [name, setName] = useState(served?.values.name ?? '');
  const [certificate, setCertificate] = useState<Certificate | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(served?.error?.message ?? null);
  const issue = useIssueCertificate();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), error: useId() };
  // The preview's date is today's, as the certificate issued today will show.
  const [today] = useState(() => new Date().toISOString());
  // Until the script runs, the form is the server's: its button shows, and a name typed meanwhile
  // is taken over as typed.
  const [scripted, setScripted] = useState(false);
  useEffect(() => {
    setScripted(true);
    const typed = inputRef.current?.value;
    if (typed !== undefined) setName(typed);
  }, []);

  async function download() {
    if (busy || downloaded) return;
    let issued = certificate;
    if (!issued) {
      const checked = checkCertificateName(name);
      if (!checked.ok) {
        setProblem(checked.message);
        inputRef.current?.focus();
        return;
      }
      setBusy(true);
      setProblem(null);
      // Before the request: the refreshed latest pass will carry the certificate, and this form
      // must stay to show 'Certificate Downloaded'.
      onIssuing();
      try {
        issued = await issue.mutateAsync({ attemptId, name: checked.name });
        setCertificate(issued);
      } catch (failure) {
        setBusy(false);
        if (failure instanceof ApiError && failure.code === errorCodes.alreadyIssued) {
          onAlreadyIssued();
          return;
        }
        setProblem(describeFailure(failure));
        return;
      }
    }
    setBusy(true);
    try {
      await downloadCertificatePng(viewOf(issued));
      setDownloaded(true);
      setProblem(null);
    } catch (error) {
      console.error('Certificate image error', error);
      setProblem(
        'Your certificate has been issued, but its image could not be made in this browser. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  const preview: CertificateView = certificate
    ? viewOf(certificate)
    : {
        name: name.trim() || 'Your Name',
        subjectLine: quizzes.javascript.subjectLine,
        score,
        total,
        issuedAt: today,
        id: null,
        verifyUrl: null,
      };
  const showButton = !scripted || name.trim() !== '' || certificate !== null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void download();
  }

  return (
    <div className="group">
      <h1 className={headingClass}>Enter Your Name for Certificate</h1>
      <p className="mt-3 text-lg text-slate-800">{congratulations}</p>
      <p className="mt-1 text-slate-700">{`Your score: ${score} out of ${total}.`}</p>

      <form
        method="post"
        action="/js_certificate"
        noValidate
        onSubmit={submit}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <input type="hidden" name="attempt" value={attemptId} />
        <label htmlFor={ids.input} className="block text-sm font-medium text-slate-800">
          Name on the certificate (2 to 80 characters)
        </label>
        <div className="mt-1 flex flex-col gap-3 sm:flex-row">
          <input
            ref={inputRef}
            id={ids.input}
            name="name"
            type="text"
            autoComplete="name"
            placeholder="Your Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
            disabled={downloaded || certificate !== null}
            aria-invalid={problem && !certificate ? true : undefined}
            aria-describedby={problem ? ids.error : undefined}
            className={`${inputClass} mt-0 sm:flex-1`}
          />
          {showButton && (
            <button
              type="submit"
              disabled={busy || downloaded}
              className={`${primaryButton} shrink-0`}
            >
              {!scripted
                ? // The server issues it and shows it; the image is the script's.
                  'Get Certificate'
                : downloaded
                  ? 'Certificate Downloaded'
                  : busy
                    ? 'Downloading...'
                    : 'Download Certificate'}
            </button>
          )}
        </div>
        {problem && (
          <div id={ids.error} role="alert" className={`mt-3 ${errorBox}`}>
            {problem}
          </div>
        )}
        {certificate && (
          <p role="status" className="mt-3 text-sm text-slate-700">
            Your certificate ID is <strong className="font-mono">{certificate.id}</strong>
            {'. '}
            <Link
              to={`/certificates/${certificate.id}`}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              View its verification page
            </Link>
          </p>
        )}
      </form>

      <TiltingPreview certificate={preview} />
    </div>
  );
}

/**
 * /js_certificate (decision 12): the signed-in student's latest JavaScript pass. Without a
 * certificate yet, the name form with a live, tilting preview; with one, the certificate and its
 * download; with no pass at all, back to the home page.
 */
export function JavascriptCertificatePanel({ userId }: { userId: string | undefined }) {
  const latest = useLatestPass('javascript', userId);
  // Once issued on this screen, it keeps its 'Certificate Downloaded' state until a reload.
  const [issuingHere, setIssuingHere] = useState(false);

  if (latest.isPending) return <LoadingMessage />;
  if (latest.isError) {
    return (
      <div>
        <h1 className={headingClass}>JavaScript Certificate</h1>
        <div role="alert" className={`mt-5 ${errorBox}`}>
          {latest.error instanceof NetworkError
            ? latest.error.message
            : 'Your certificate could not be loaded. Please try again.'}
        </div>
        <button
          type="button"
          onClick={() => void latest.refetch()}
          className={`${secondaryButton} mt-4`}
        >
          Try again
        </button>
      </div>
    );
  }

  const { attemptId, score, total, certificate } = latest.data;
  if (!attemptId) return <Redirect to="/" replace />;

  if (certificate && !issuingHere) {
    const view = viewOf(certificate);
    return (
      <div>
        <h1 className={headingClass}>Your JavaScript Certificate</h1>
        <p className="mt-3 text-lg text-slate-800">{congratulations}</p>
        <div className="mt-6">
          <CertificateDocument certificate={view} />
          <CertificateActions certificate={view} />
        </div>
        <AboutThisCertificate />
      </div>
    );
  }

  return (
    <div>
      <NameAndDownload
        attemptId={attemptId}
        score={score ?? 0}
        total={total ?? quizzes.javascript.questionCount}
        onIssuing={() => setIssuingHere(true)}
        onAlreadyIssued={() => {
          setIssuingHere(false);
          void latest.refetch();
        }}
      />
      <AboutThisCertificate />
    </div>
  );
}
