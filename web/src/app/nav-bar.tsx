import { useLayoutEffect } from 'react';
import { Avatar } from '../components/ui/avatar';
import { Chevron } from '../components/ui/chevron';
import { listWidth } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { Link, NavLink } from '../lib/link';
import { useDetailsMenu } from '../lib/use-menu';
import { accountLinks } from './account-links';

interface NavItem {
  to: string;
  label: string;
}

const mainLinks: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/notes', label: 'Notes' },
  { to: '/projects', label: 'Projects' },
  { to: '/all-certificates', label: 'Certificates' },
  { to: '/blogs', label: 'Blogs' },
];
const exploreLinks: NavItem[] = [
  { to: '/contact', label: 'Contact' },
  { to: '/support-us', label: 'Support Us' },
  { to: '/about', label: 'About Us' },
  { to: '/tools', label: 'Tools' },
  { to: '/courses', label: 'Courses' },
];
// The spec's mobile Explore held only the first three; Tools and Courses must be reachable on a
// phone too.
const mobileExploreLinks: NavItem[] = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/support-us', label: 'Support Us' },
  { to: '/tools', label: 'Tools' },
  { to: '/courses', label: 'Courses' },
];

const barLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-brand-50 text-brand-700'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;
const panelLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 font-medium ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100'
  }`;
const panelClass =
  'rounded-xl border border-slate-200 bg-white p-2 shadow-lg ring-1 ring-slate-900/5';
// A <summary> drawn as the bar's buttons: their cursor, no disclosure triangle (Safari's own too).
const summaryClass = 'cursor-default list-none [&::-webkit-details-marker]:hidden';
// The bar's menus share a name: opening one closes another that is open, also without the script.
const barMenus = 'bar-menu';

function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg py-1 pr-1">
      <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
      <span className="text-lg font-bold tracking-tight text-slate-900">StudyHub</span>
    </Link>
  );
}

/** A <details> element: it opens before the page is hydrated, and without the script. */
function ExploreMenu() {
  const menu = useDetailsMenu();
  return (
    <details {...menu.detailsProps} name={barMenus} className="group/explore relative">
      <summary
        {...menu.summaryProps}
        className={`flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${summaryClass}`}
      >
        Explore
        <Chevron className="size-4 transition-transform group-open/explore:rotate-180" />
      </summary>
      <ul className={`absolute left-0 mt-2 w-48 ${panelClass}`}>
        {exploreLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={panelLink} onClick={menu.close}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The avatar's menu, a <details> element as the others: it opens before the page is hydrated, and
 * without the script (decision 35), and Logout is a form that posts to /logout, which ends the
 * session and its cookie. With the script, Logout ends it in the page.
 */
function UserMenu({
  name,
  email,
  picture,
  isAdmin,
}: {
  name: string;
  email: string;
  picture: string | null;
  isAdmin: boolean;
}) {
  const { logout } = useAuth();
  const menu = useDetailsMenu();
  return (
    <details {...menu.detailsProps} name={barMenus} className="group/account relative">
      <summary
        {...menu.summaryProps}
        aria-label={`Account menu for ${name}`}
        className={`flex items-center gap-2 rounded-full p-0.5 text-slate-800 hover:bg-slate-100 lg:rounded-lg lg:py-1 lg:pr-2 lg:pl-1 ${summaryClass}`}
      >
        <Avatar name={name} src={picture} />
        <span className="hidden max-w-40 truncate text-sm font-medium lg:inline">{name}</span>
        <span className="hidden lg:inline">
          <Chevron className="size-4 transition-transform group-open/account:rotate-180" />
        </span>
      </summary>
      <div className={`absolute right-0 mt-2 w-64 ${panelClass}`}>
        <div className="flex items-center gap-3 border-b border-slate-200 px-3 pt-1 pb-3">
          <Avatar name={name} src={picture} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-600">{email}</p>
          </div>
        </div>
        <ul className="mt-2 space-y-1">
          {accountLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={panelLink} onClick={menu.close}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {isAdmin && (
            <li>
              <NavLink to="/admin" className={panelLink} onClick={menu.close}>
                Admin
              </NavLink>
            </li>
          )}
        </ul>
        <form
          method="post"
          action="/logout"
          onSubmit={(event) => {
            event.preventDefault();
            menu.close();
            logout();
          }}
          className="mt-2 border-t border-slate-200 pt-2"
        >
          <button
            type="submit"
            className="block w-full rounded-lg px-3 py-2.5 text-left font-medium text-slate-800 hover:bg-slate-100"
          >
            Logout
          </button>
        </form>
      </div>
    </details>
  );
}

function AuthArea() {
  const { user, loading } = useAuth();
  if (loading) {
    return (
      <span role="status" className="px-2 text-sm text-slate-600">
        Loading...
      </span>
    );
  }
  if (!user) {
    return (
      <Link
        to="/login"
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Login
      </Link>
    );
  }
  return (
    <UserMenu
      name={user.name}
      email={user.email}
      picture={user.profilePic}
      isAdmin={user.role === 'admin'}
    />
  );
}

/** Whether an element in `<details>` elements shows: each is open, or it is in their summary. */
function isDisclosed(element: HTMLElement) {
  for (let details = element.closest('details'); details; ) {
    const summary = details.querySelector(':scope > summary');
    if (!details.open && !summary?.contains(element)) return false;
    details = details.parentElement?.closest('details') ?? null;
  }
  return true;
}

/** Keeps Tab and Shift+Tab inside the open mobile menu (its button and panel), as in a dialog. */
function containTab(event: KeyboardEvent, menu: HTMLElement | null) {
  if (event.key !== 'Tab' || !menu) return;
  const reachable = [...menu.querySelectorAll<HTMLElement>('summary, button, a[href]')].filter(
    isDisclosed,
  );
  const first = reachable[0];
  const last = reachable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The phone's menu, a <details> element: it opens before the page is hydrated, and without the
 * script (decision 35); so does its Explore, which keeps its state while the page is open.
 */
function MobileMenu() {
  const menu = useDetailsMenu();
  const { open, containerRef } = menu;

  // As the open menu is drawn, as useDetailsMenu's listeners (a Tab at once stays inside).
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => containTab(event, containerRef.current);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, containerRef]);

  return (
    <details {...menu.detailsProps} name={barMenus} className="group/menu lg:hidden">
      <summary
        {...menu.summaryProps}
        aria-label="Main menu"
        className={`flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 ${summaryClass}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="size-6"
        >
          <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open/menu:inline" d="M6 6l12 12M18 6 6 18" />
        </svg>
      </summary>
      {/* Dims the page under the open menu; a click on it closes the menu. */}
      <div
        aria-hidden="true"
        data-menu-backdrop
        onClick={menu.close}
        className="fixed inset-x-0 top-16 bottom-0 bg-slate-900/40"
      />
      <div className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg">
        <ul className="space-y-1">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={panelLink}
                onClick={menu.close}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <details className="group/explore">
              <summary
                className={`flex w-full items-center justify-between rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-100 ${summaryClass}`}
              >
                Explore
                <Chevron className="size-4 transition-transform group-open/explore:rotate-180" />
              </summary>
              <ul className="mt-1 space-y-1 pl-4">
                {mobileExploreLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={panelLink} onClick={menu.close}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        </ul>
      </div>
    </details>
  );
}

/** The fixed bar at the top of every screen (spec section 2, 'Navigation bar'). */
export function NavBar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label="Main" className={`${listWidth} flex h-16 items-center gap-2`}>
        <Logo />
        <ul className="ml-6 hidden items-center gap-1 lg:flex">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={barLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <ExploreMenu />
          </li>
        </ul>
        <div className="ml-auto flex items-center gap-2">
          {/* As wide as the Login button whatever it holds, so the bar does not move when the
              session check ends. */}
          <div className="flex h-9 min-w-24 items-center justify-end">
            <AuthArea />
          </div>
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
