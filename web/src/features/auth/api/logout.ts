import type { messageResponse } from '@studyhub/contract/api';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/logout: ends this session on the server (the session cookie goes with it, and the server clears it). */
export function endSession() {
  return apiRequest<typeof messageResponse>('/api/auth/logout', { method: 'POST' });
}
