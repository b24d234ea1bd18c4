import type { User } from '@studyhub/contract/auth';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Who the page was rendered for: the server puts the signed-in user (or null for a visitor) into
 * the page's data under this key (entry-server.tsx), from the session cookie it was sent. Absent
 * when the browser renders the page itself.
 */
export const servedSessionKey = ['served-session'] as const;

export interface ServedSession {
  user: User | null;
}

export function servedSession(queryClient: QueryClient): ServedSession | undefined {
  return queryClient.getQueryData<ServedSession>(servedSessionKey);
}
