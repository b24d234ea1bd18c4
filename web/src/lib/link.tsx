import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
} from 'react';
import {
  createPath,
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate,
} from 'react-router';

/**
 * React Router's Link and NavLink, made cheap for the common case: a link to an absolute address
 * ('/notes/dbms', '/blogs?page=2') inside the app's routes. React Router's own Link resolves its
 * address through half a dozen hooks (a URL object, the route matches serialised as a memo key)
 * each time it is drawn; a list page draws sixty of them while a budget phone takes the page over,
 * about a third of that work. An absolute address needs none of it: the element is a plain <a>
 * whose click goes to React Router's `navigate`, made once for all links by `LinkNavigation`.
 * Anything else (a relative address, an address as an object, a link outside `LinkNavigation` as
 * some tests draw) is React Router's own Link, unchanged.
 */

interface Navigation {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** Goes to an absolute address inside the app, as a click on a link does. */
type Go = (to: string, navigation: Navigation) => void;

const GoContext = createContext<Go | undefined>(undefined);

/**
 * Gives the links inside it one way to navigate: React Router's `useNavigate`, called once here
 * rather than in each link. It sits inside the router, around the layout (app/router.tsx).
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Read when a link is clicked; the links themselves do not draw again when the address changes.
  const shown = useRef('');
  shown.current = createPath(location);
  const go = useCallback<Go>(
    (to, { replace, ...navigation }) => {
      // As React Router's Link: a link to the address already shown replaces it in the history.
      void navigate(to, { ...navigation, replace: replace ?? shown.current === to });
    },
    [navigate],
  );
  return <GoContext value={go}>{children}</GoContext>;
}

/** A click the browser should handle itself: another button, a modifier key, another target. */
function isOwnClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

type Fast = { to: string } & Omit<LinkProps, 'to'>;

function isFast(props: LinkProps): props is Fast {
  return (
    typeof props.to === 'string' &&
    props.to.startsWith('/') &&
    !props.to.startsWith('//') &&
    !props.reloadDocument &&
    props.discover === undefined &&
    props.prefetch === undefined &&
    !props.viewTransition &&
    props.relative === undefined
  );
}

/** The click handler of a fast link: the router's navigation instead of the browser's. */
function clickHandler(go: Go, { to, replace, state, target, onClick, preventScrollReset }: Fast) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (isOwnClick(event, target)) return;
    event.preventDefault();
    go(to, { replace, state, preventScrollReset });
  };
}

export function Link(props: LinkProps) {
  const go = useContext(GoContext);
  if (!go || !isFast(props)) return <RouterLink {...props} />;
  const { to, replace, state, preventScrollReset, ...anchor } = props;
  return <a {...anchor} href={to} onClick={clickHandler(go, props)} />;
}

/** Whether `to` is the address shown (`end`), or it or an address under it, as React Router says. */
function isActiveAddress(pathname: string, to: string, end: boolean) {
  const here = pathname.toLowerCase();
  const target = to.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (here === target) return true;
  if (end) return false;
  return target === '/' ? false : here.startsWith(target.endsWith('/') ? target : `${target}/`);
}

export function NavLink(props: NavLinkProps) {
  const { pathname } = useLocation();
  const go = useContext(GoContext);
  const { className, style, children, end = false, caseSensitive, ...rest } = props;
  const linkProps = rest as LinkProps;
  if (!go || !isFast(linkProps) || caseSensitive || typeof children === 'function') {
    return <RouterNavLink {...props} />;
  }
  const isActive = isActiveAddress(pathname, linkProps.to, end);
  const state = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(state)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  const { to, replace, state: historyState, preventScrollReset, ...anchor } = linkProps;
  return (
    <a
      {...anchor}
      href={to}
      onClick={clickHandler(go, linkProps)}
      className={classes || undefined}
      style={typeof style === 'function' ? style(state) : style}
      aria-current={isActive ? 'page' : undefined}
    >
      {children}
    </a>
  );
}
