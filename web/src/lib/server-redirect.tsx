import { createContext, useContext } from 'react';
import { Navigate, type NavigateProps } from 'react-router';

/**
 * What a render on the server learned besides its markup: a screen that sends the visitor
 * elsewhere (a signed-out visitor on /dashboard) names the address here, and the server answers
 * with a redirect instead of a page (entry-server.tsx). Absent in the browser.
 */
export interface ServerRenderResult {
  redirect?: string;
}

export const ServerRenderContext = createContext<ServerRenderResult | null>(null);

/**
 * React Router's Navigate, which also works before the script: on the server it asks for an HTTP
 * redirect to `serverTo` (or `to`), where Navigate itself can do nothing.
 */
export function Redirect({ serverTo, ...props }: NavigateProps & { serverTo?: string }) {
  const server = useContext(ServerRenderContext);
  if (server) {
    server.redirect ??= serverTo ?? (typeof props.to === 'string' ? props.to : '/');
    return null;
  }
  return <Navigate {...props} />;
}

/** /login with the page to come back to, as an address (`?next=`) a plain redirect can carry. */
export function loginAddress(location: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
