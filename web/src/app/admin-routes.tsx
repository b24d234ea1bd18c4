import { testimonialKinds } from '@studyhub/contract/constants';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin } from '../features/auth/components/require-admin';

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

/** /admin and its screens, for operators only (decision 20, docs/decisions/0023). */
export const adminRoute: RouteObject = {
  path: 'admin',
  element: (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  ),
  children: [
    { index: true, element: <Navigate to="overview" replace /> },
    { path: 'overview', element: <AdminOverview /> },
    { path: 'users/:id', element: <AdminUser /> },
    { path: 'audit', element: <AdminAudit /> },
    { path: 'orders', element: <AdminOrders /> },
    { path: 'orders/:orderId', element: <AdminOrder /> },
    { path: 'certificates', element: <AdminCertificates /> },
    { path: 'requests', element: <AdminRequests /> },
    { path: 'requests/:list/:id', element: <AdminRequest /> },
    { path: 'quiz-questions', element: <AdminQuizQuestions /> },
    { path: 'users', element: <AdminUsers /> },
    ...testimonialKinds.flatMap((kind) => [
      { path: kind, element: <AdminTestimonials key={kind} kind={kind} /> },
      { path: `${kind}/new`, element: <AdminTestimonialNew key={kind} kind={kind} /> },
      { path: `${kind}/:id`, element: <AdminTestimonialEdit kind={kind} /> },
    ]),
    { path: ':kind', element: <AdminItems /> },
    { path: ':kind/new', element: <AdminItemNew /> },
    { path: ':kind/:id', element: <AdminItemEdit /> },
  ],
};
