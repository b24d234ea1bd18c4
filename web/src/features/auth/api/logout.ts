import type { messageResponse } from '@studyhub/contract/api';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/logout: ends this session on the server (uses the stored bearer token). */
export function endSession() {
  return apiRequest<typeof messageResponse>('/api/auth/logout', { method: 'POST' });
}
