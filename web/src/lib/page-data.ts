import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

/*
 * The data a page was drawn with, handed from the server to the browser (decision 47). A query the
 * API refused (a note that does not exist: 404) is handed over too, so that the server draws its
 * not-found panel and the browser takes that panel over as it is, instead of both drawing
 * 'Loading...' and the browser asking again (decision 30). Without the script, the panel is what
 * the student sees.
 */

/** An API refusal as JSON: an Error's message is not an enumerable property. */
interface ServedError {
  apiError: { status: number; code: string; message: string; field?: string };
}

const isServedError = (error: unknown): error is ServedError =>
  typeof error === 'object' && error !== null && 'apiError' in error;

/**
 * Refused queries keep their refusal when a screen mounts: the screen shows it (a not-found panel,
 * or a failed load with its Try again), as the page was drawn, rather than asking again at once.
 */
export function keepRefusals(queryClient: QueryClient) {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error') {
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}

/** The page's data as JSON, with the API's refusals (not other failures) among it. */
export function dehydratePage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) ||
      (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error instanceof ApiError) {
      const apiError = { status: error.status, code: error.code, message: error.message };
      const served: ServedError = {
        apiError: error.field === undefined ? apiError : { ...apiError, field: error.field },
      };
      query.state = { ...query.state, error: served as unknown as Error };
    }
  }
  return state;
}

/** Takes the server's data into the browser's cache, its refusals as the ApiErrors they were. */
export function hydratePage(queryClient: QueryClient, state: DehydratedState) {
  for (const query of state.queries ?? []) {
    const { error } = query.state;
    if (isServedError(error)) {
      const { status, code, message, field } = error.apiError;
      query.state = { ...query.state, error: new ApiError(status, code, message, field) };
    }
  }
  hydrate(queryClient, state);
  keepRefusals(queryClient);
}
