import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError } from '../lib/api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry for a dropped connection or a server hiccup; a 4xx answer will not change.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status < 500),
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Everything the app runs inside: the query cache, then the router. The AuthProvider is the
 * router's root route element (see router.tsx), since logout has to navigate.
 */
export function AppProviders({
  router,
  queryClient: givenClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
