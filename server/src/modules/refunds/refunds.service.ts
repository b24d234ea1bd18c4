import {
  createSupportRequestsService,
  type SupportRequestsServiceOptions,
} from '../support-requests/support-requests.service.ts';
import { refundRequests } from './refunds.kind.ts';
import { createRefundsRepository } from './refunds.repository.ts';

/** Refund requests: a support request (refunds.kind.ts), and what My Purchases reads of them. */
export function createRefundsService(options: SupportRequestsServiceOptions) {
  return {
    ...createSupportRequestsService(refundRequests, options),
    /** A student's own requests, newest first. */
    ofUser: createRefundsRepository(options.db).ofUser,
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
