import { useCallback, useEffect, useId } from 'react';
import { Navigate, useParams } from 'react-router';
import { ItemAction, type ItemActionKind, useBuyFromAddress } from '../components/ui/item-action';
import { detailImageSizes, ItemImage } from '../components/ui/item-image';
import { LoadingMessage } from '../components/ui/loading-message';
import { listPage } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { PaymentResult } from '../features/payments/components/payment-result';
import { SecurePaymentNote } from '../features/payments/components/secure-payment-note';
import { usePayment } from '../features/payments/use-payment';
import { projectDownloadUrl } from '../features/projects/api/download-project';
import { useProject } from '../features/projects/api/get-project';
import { useProjectPurchase } from '../features/projects/api/get-project-purchase';
import { ProjectNotFound } from '../features/projects/components/project-not-found';
import { projectPrice, technologyLabel } from '../features/projects/technologies';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50';

/**
 * /projects/{id}: one project, its technologies, and buying or downloading its source code.
 * Whether it is bought comes only from the server (decision 1).
 */
export function ProjectDetailScreen() {
  const { id = '' } = useParams();
  const { user, logout } = useAuth();
  const { data: project, error, isLoading } = useProject(id);
  const purchase = useProjectPurchase(id, project ? user?.id : undefined);
  const payment = usePayment(user, { onSessionExpired: logout });
  const { pay } = payment;
  const { refetch } = purchase;
  const buy = useCallback(() => {
    if (!project) return;
    void pay(
      { itemType: 'project', id: project.id, name: project.name },
      { refresh: () => refetch() },
    );
  }, [project, pay, refetch]);
  const buyWanted = useBuyFromAddress(
    Boolean(user && project && purchase.isSuccess && !purchase.data),
    buy,
  );
  const technologiesId = useId();
  const missing = error instanceof ApiError && error.status === 404;
  useDocumentTitle(project?.name ?? (missing ? 'Project not found' : 'Project'), project?.about);

  useEffect(() => {
    if (error) console.error('Error fetching project', error);
  }, [error]);

  if (isLoading) {
    return (
      <div className={listPage}>
        <h1 className="text-2xl font-bold text-slate-900">Project details</h1>
        <LoadingMessage />
      </div>
    );
  }
  if (missing) return <ProjectNotFound />;
  // Spec section 8: any other failure to load goes back to the list.
  if (error || !project) return <Navigate to="/projects" replace />;

  const purchased = purchase.data === true;
  const checking = Boolean(user) && purchase.isFetching && !purchased;

  const downloadHref = projectDownloadUrl(project.id);
  const label = purchased ? 'Download Source Code' : `Get Source Code (${projectPrice(project)})`;
  const action: ItemActionKind = !user
    ? { kind: 'login' }
    : purchased
      ? { kind: 'download', href: downloadHref }
      : { kind: 'buy', buy };
  const busyLabel = payment.busy ? 'Processing...' : checking ? 'Checking your purchase...' : null;

  return (
    <div className={listPage}>
      <Link
        to="/projects"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> All projects
      </Link>
      <article className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
        <ItemImage
          image={project}
          alt={`Screenshot of ${project.name}`}
          eager="first"
          sizes={detailImageSizes}
          className="rounded-2xl border border-slate-200"
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {project.name}
          </h1>
          <p className="mt-3 text-slate-700">{project.about}</p>

          <section aria-labelledby={technologiesId} className="mt-6">
            <h2 id={technologiesId} className="text-lg font-semibold text-slate-900">
              Technologies
            </h2>
            <dl className="mt-3 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              {project.technologies.map((technology) => (
                <div
                  key={technology.name}
                  className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3"
                >
                  <dt className="font-semibold text-slate-800">
                    {technologyLabel(technology.name)}
                  </dt>
                  <dd className="break-words text-slate-700">{technology.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <p className="mt-6 text-slate-700">
            Price:{' '}
            <span className="text-2xl font-bold text-slate-900">{projectPrice(project)}</span>
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ItemAction action={action} label={label} busyLabel={busyLabel} />
            {project.previewLink && (
              <a
                href={project.previewLink}
                target="_blank"
                rel="noopener noreferrer"
                className={secondaryButton}
              >
                Preview Project<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </div>
          {buyWanted && (
            <noscript>
              <p className="mt-3 text-sm font-medium text-red-800">
                Paying needs JavaScript, which is turned off in this browser. Please turn it on and
                reload this page to buy the source code.
              </p>
            </noscript>
          )}
          {!purchased && <SecurePaymentNote price={projectPrice(project)} />}
          {!user && (
            <p className="mt-3 text-sm text-slate-600">
              Log in to buy and download the source code.
            </p>
          )}
          <PaymentResult
            notice={payment.notice}
            download={{ label: 'Download Source Code', href: downloadHref }}
            onDismiss={payment.dismissNotice}
          />
        </div>
      </article>
      {payment.checkoutDialog}
    </div>
  );
}
