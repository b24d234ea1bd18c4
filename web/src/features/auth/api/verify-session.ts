import type { verifyResponse } from '@studyhub/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/verify: is the stored token still a live session, and who is it. */
export function verifySession(signal?: AbortSignal) {
  return apiRequest<typeof verifyResponse>('/api/auth/verify', { ...(signal ? { signal } : {}) });
}
