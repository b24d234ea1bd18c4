import { catalogKinds, testimonialKinds } from '@studyhub/contract/constants';
import { privatePageHead } from '@studyhub/contract/page-head';
import type { TestimonialKind } from '@studyhub/contract/testimonials';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { onServer, type PageArgs, type PageHandle, page } from './page';

function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// Loaded only inside RequireAdmin: a student's browser never fetches the admin screens' code.
const AdminLayout = screen(() => import('../routes/admin'), 'AdminScreen');
const AdminItems = screen(() => import('../routes/admin-items'), 'AdminItemsScreen');
const AdminItemNew = screen(() => import('../routes/admin-item-new'), 'AdminItemNewScreen');
const AdminItemEdit = screen(() => import('../routes/admin-item-edit'), 'AdminItemEditScreen');
const AdminOverview = screen(() => import('../routes/admin-overview'), 'AdminOverviewScreen');
const AdminUser = screen(() => import('../routes/admin-user'), 'AdminUserScreen');
const AdminAudit = screen(() => import('../routes/admin-audit'), 'AdminAuditScreen');
const AdminOrders = screen(() => import('../routes/admin-orders'), 'AdminOrdersScreen');
const AdminOrder = screen(() => import('../routes/admin-order'), 'AdminOrderScreen');
const AdminRequests = screen(() => import('../routes/admin-requests'), 'AdminRequestsScreen');
const AdminRequest = screen(() => import('../routes/admin-request'), 'AdminRequestScreen');
const AdminUsers = screen(() => import('../routes/admin-users'), 'AdminUsersScreen');
const AdminCertificates = screen(
  () => import('../routes/admin-certificates'),
  'AdminCertificatesScreen',
);
const AdminTestimonials = lazy(() =>
  import('../routes/admin-testimonials').then((module) => ({
    default: module.AdminTestimonialsScreen,
  })),
);
const AdminTestimonialNew = lazy(() =>
  import('../routes/admin-testimonial').then((module) => ({
    default: module.AdminTestimonialNewScreen,
  })),
);
const AdminTestimonialEdit = lazy(() =>
  import('../routes/admin-testimonial').then((module) => ({
    default: module.AdminTestimonialEditScreen,
  })),
);
const AdminQuizQuestions = screen(
  () => import('../routes/admin-quiz-questions'),
  'AdminQuizQuestionsScreen',
);

/**
 * An operator's page: its title, the data it shows, loaded for operators only, and the search it
 * reads (app/page.ts).
 */
function adminPage(
  title: (args: PageArgs) => string,
  data?: (args: PageArgs) => Promise<unknown>,
  search?: readonly string[],
): PageHandle {
  return page({
    head: (args) => privatePageHead(title(args)),
    ...(data
      ? { data: (args: PageArgs) => (args.user?.role === 'admin' ? data(args) : Promise.resolve()) }
      : {}),
    ...(search ? { search } : {}),
  });
}

/** The dialog the address asks to have open, and for which of a list (ask-button.tsx). */
const dialogSearch = ['ask', 'item'];

const prefetch = ({ queryClient }: PageArgs, query: { queryKey: QueryKey }) =>
  queryClient.prefetchQuery(query as FetchQueryOptions);

const catalogKind = ({ params }: PageArgs) => catalogKinds.find((kind) => kind === params.kind);

// Only on the server (decision 47): the browser's build leaves the admin pages' data out, and the
// screens' queries are imported when a page is rendered.
const adminPages = onServer
  ? {
      overview: adminPage(
        () => 'Overview · Admin',
        async (args) =>
          prefetch(
            args,
            (await import('../features/overview/api/get-overview')).overviewQueryOptions(),
          ),
      ),
      orders: adminPage(
        () => 'Orders · Admin',
        async (args) => {
          const { ordersQueryOptions, orderFiltersOf } = await import(
            '../features/orders-admin/api/get-orders'
          );
          return prefetch(args, ordersQueryOptions(orderFiltersOf(args.url.searchParams)));
        },
        ['status', 'itemType', 'from', 'to', 'email'],
      ),
      order: adminPage(
        ({ params }) => `Order ${params.orderId ?? ''} · Admin`,
        async (args) => {
          const { orderQueryOptions } = await import('../features/orders-admin/api/get-order');
          return prefetch(args, orderQueryOptions(args.params.orderId ?? ''));
        },
        dialogSearch,
      ),
      users: adminPage(
        () => 'Users · Admin',
        async (args) => {
          const { usersQueryOptions, usersFilterOf } = await import(
            '../features/users-admin/api/get-users'
          );
          return prefetch(args, usersQueryOptions(usersFilterOf(args.url.searchParams)));
        },
        ['q', 'role', 'page'],
      ),
      user: adminPage(
        () => 'User · Admin',
        async (args) => {
          const { userQueryOptions } = await import('../features/user-admin/api/get-user');
          return prefetch(args, userQueryOptions(args.params.id ?? ''));
        },
        dialogSearch,
      ),
      requests: adminPage(
        () => 'Requests · Admin',
        async (args) => {
          const { requestsQueryOptions, requestListOf } = await import(
            '../features/requests-admin/api/get-requests'
          );
          const { list, status } = requestListOf(args.url.searchParams);
          return prefetch(args, requestsQueryOptions(list, status));
        },
        ['list', 'status'],
      ),
      request: adminPage(
        ({ params }) => `${params.id ?? ''} · Requests · Admin`,
        async (args) => {
          const { list, id = '' } = args.params;
          if (list !== 'contact' && list !== 'refund') return;
          const [{ requestQueryOptions }, { siteInfoQueryOptions }] = await Promise.all([
            import('../features/requests-admin/api/get-request'),
            // Whether replies can be sent from here (SMTP), for the reply form.
            import('../lib/site-info'),
          ]);
          await Promise.all([
            prefetch(args, requestQueryOptions(list, id)),
            prefetch(args, siteInfoQueryOptions),
          ]);
        },
      ),
      certificates: adminPage(
        () => 'Certificates · Admin',
        async (args) => {
          const q = args.url.searchParams.get('q')?.trim() ?? '';
          if (q.length < 2) return;
          const { certificatesQueryOptions } = await import(
            '../features/certificates-admin/api/find-certificates'
          );
          return prefetch(args, certificatesQueryOptions(q));
        },
        ['q', ...dialogSearch],
      ),
      quizQuestions: adminPage(
        () => 'Quiz questions · Admin',
        async (args) => {
          const [{ quizQuestionsQueryOptions }, { subjects }] = await Promise.all([
            import('../features/quiz-admin/api/get-quiz-questions'),
            import('@studyhub/contract/quiz'),
          ]);
          // The bank the address names (`?subject=`), java when it names none.
          const asked = args.url.searchParams.get('subject');
          return prefetch(
            args,
            quizQuestionsQueryOptions(subjects.find((subject) => subject === asked) ?? 'java'),
          );
        },
        ['subject', ...dialogSearch],
      ),
      items: adminPage(
        () => 'Admin',
        async (args) => {
          const kind = catalogKind(args);
          if (!kind) return;
          const { itemsQueryOptions } = await import('../features/catalog-admin/api/get-items');
          return prefetch(args, itemsQueryOptions(kind));
        },
        // The list's name search (lib/use-list-search.ts), and a dialog asked for.
        ['q', 'search', 'page', ...dialogSearch],
      ),
      item: adminPage(
        () => 'Admin',
        async (args) => {
          const kind = catalogKind(args);
          if (!kind || args.params.id === undefined) return;
          const { itemQueryOptions } = await import('../features/catalog-admin/api/get-item');
          return prefetch(args, itemQueryOptions(kind, args.params.id));
        },
        // Opened just after the item was created (lib/just-created.ts).
        ['created'],
      ),
      testimonials: (kind: TestimonialKind) =>
        adminPage(
          () => 'Admin',
          async (args) => {
            const { entriesQueryOptions } = await import(
              '../features/testimonials-admin/api/get-entries'
            );
            return prefetch(args, entriesQueryOptions(kind));
          },
        ),
      testimonial: (kind: TestimonialKind) =>
        adminPage(
          () => 'Admin',
          async (args) => {
            const { entryQueryOptions } = await import(
              '../features/testimonials-admin/api/get-entry'
            );
            return prefetch(args, entryQueryOptions(kind, args.params.id ?? ''));
          },
        ),
      audit: adminPage(
        () => 'Audit log · Admin',
        async ({ queryClient, url }) => {
          const { auditQueryOptions, auditFilterOf } = await import(
            '../features/audit/api/get-audit'
          );
          // The page the address names: a subject type's changes or all, newest first or, after
          // Load more without the script, those before `before`.
          return queryClient.prefetchInfiniteQuery(
            auditQueryOptions(auditFilterOf(url.searchParams)),
          );
        },
        // The filter and the page (features/audit/api/get-audit.ts `auditFilterNames`).
        ['subjectType', 'before'],
      ),
      other: (title: string) => adminPage(() => title),
    }
  : undefined;

/** /admin and its screens, for operators only (decision 20, docs/decisions/0023). */
export const adminRoute: RouteObject = {
  path: 'admin',
  element: (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  ),
  children: [
    {
      index: true,
      element: <Navigate to="overview" replace />,
      handle: adminPages?.other('Admin'),
    },
    { path: 'overview', element: <AdminOverview />, handle: adminPages?.overview },
    { path: 'users/:id', element: <AdminUser />, handle: adminPages?.user },
    { path: 'audit', element: <AdminAudit />, handle: adminPages?.audit },
    { path: 'orders', element: <AdminOrders />, handle: adminPages?.orders },
    { path: 'orders/:orderId', element: <AdminOrder />, handle: adminPages?.order },
    { path: 'certificates', element: <AdminCertificates />, handle: adminPages?.certificates },
    { path: 'requests', element: <AdminRequests />, handle: adminPages?.requests },
    {
      path: 'requests/:list/:id',
      element: <AdminRequest />,
      handle: adminPages?.request,
    },
    {
      path: 'quiz-questions',
      element: <AdminQuizQuestions />,
      handle: adminPages?.quizQuestions,
    },
    { path: 'users', element: <AdminUsers />, handle: adminPages?.users },
    ...testimonialKinds.flatMap((kind) => [
      {
        path: kind,
        element: <AdminTestimonials key={kind} kind={kind} />,
        handle: adminPages?.testimonials(kind),
      },
      {
        path: `${kind}/new`,
        element: <AdminTestimonialNew key={kind} kind={kind} />,
        handle: adminPages?.other('Admin'),
      },
      {
        path: `${kind}/:id`,
        element: <AdminTestimonialEdit kind={kind} />,
        handle: adminPages?.testimonial(kind),
      },
    ]),
    { path: ':kind', element: <AdminItems />, handle: adminPages?.items },
    {
      path: ':kind/new',
      element: <AdminItemNew />,
      handle: adminPages?.other('Admin'),
    },
    { path: ':kind/:id', element: <AdminItemEdit />, handle: adminPages?.item },
  ],
};
