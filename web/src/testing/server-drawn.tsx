import type { User } from '@studyhub/contract/auth';
import { type FormResult, formResultKey } from '@studyhub/contract/forms';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { type ServedSession, servedSessionKey } from '../features/auth/api/served-session';

/**
 * Whom the page is drawn for, the outcome of a form the server answered (decision 35), and the
 * answers the page's queries were loaded with.
 */
export interface DrawnFor {
  user?: User;
  formResult?: FormResult;
  loaded?: { queryKey: QueryKey; data: unknown }[];
}

/**
 * The markup of the page at `path` as the server draws it: for a visitor not signed in, or for
 * `user`, with the outcome of a form posted without the script. (The server also loads the data
 * the page asks for; data not given in `loaded` is drawn as loading.)
 */
export async function drawOnServer(path: string, drawn: DrawnFor = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirected`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  if (drawn.user) {
    queryClient.setQueryData<ServedSession>(servedSessionKey, { user: drawn.user });
  }
  if (drawn.formResult) queryClient.setQueryData<FormResult>(formResultKey, drawn.formResult);
  for (const { queryKey, data } of drawn.loaded ?? []) queryClient.setQueryData(queryKey, data);
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * The page at `path` in the document as the server sent it, before (or without) any script: for
 * a visitor, or as `drawn` says. The caller removes it.
 */
export async function showServerDrawn(path: string, drawn: DrawnFor = {}): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.innerHTML = await drawOnServer(path, drawn);
  document.body.append(page);
  return page;
}

/**
 * jsdom draws no `<details>` element: the content of a closed one would count as shown, and be
 * found by Testing Library's queries. As in a browser, only its summary shows. Returns the undo.
 */
export function drawDetailsAsBrowsersDo(): () => void {
  const style = document.createElement('style');
  style.textContent = 'details:not([open]) > :not(summary) { display: none; }';
  document.head.append(style);
  return () => style.remove();
}
