import { catalogKinds } from '@studyhub/contract/catalog';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingMessage } from '../components/ui/loading-message';
import { listWidth } from '../components/ui/page-width';
import { kindInfo } from '../features/catalog-admin/kinds';
import { NavLink } from '../lib/link';

const sections = [
  { heading: 'Summary', links: [{ to: '/admin/overview', label: 'Overview' }] },
  {
    heading: 'Content',
    links: [
      ...catalogKinds.map((kind) => ({ to: `/admin/${kind}`, label: kindInfo[kind].plural })),
      { to: '/admin/testimonials', label: 'Testimonials' },
      { to: '/admin/reviews', label: 'Reviews' },
      { to: '/admin/quiz-questions', label: 'Quiz questions' },
    ],
  },
  {
    heading: 'Records',
    links: [
      { to: '/admin/orders', label: 'Orders' },
      { to: '/admin/certificates', label: 'Certificates' },
      { to: '/admin/requests', label: 'Requests' },
      { to: '/admin/users', label: 'Users' },
      { to: '/admin/audit', label: 'Audit log' },
    ],
  },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-brand-600 text-white'
      : 'bg-white text-slate-800 ring-1 ring-slate-200 ring-inset hover:bg-slate-100 lg:bg-transparent lg:ring-0'
  }`;

/**
 * The frame of /admin: its heading and the navigation between its screens, a wrapping row of
 * links on a phone and a side column from 1024 px.
 */
export function AdminScreen() {
  return (
    <div className={`${listWidth} py-8`}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[13rem_1fr] lg:gap-10">
        <nav aria-label="Admin" className="lg:sticky lg:top-24 lg:self-start">
          {sections.map((section) => (
            <div key={section.heading} className="mb-4">
              <h2 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {section.heading}
              </h2>
              <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={linkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {/* The part that changes: a navigation moves focus to its heading (app/layout.tsx). */}
        <div data-screen className="min-w-0">
          <Suspense fallback={<LoadingMessage />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
