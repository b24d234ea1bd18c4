import {
  adminRefundRequestDetailResponse,
  adminRefundRequestResponse,
  adminRefundRequestsResponse,
  type RefundRequest,
  type RefundSubmission,
  refundBody,
  requestTexts,
} from '@studyhub/contract/requests';
import { refundPolicy } from '@studyhub/contract/site';
import type { FastifyRequest } from 'fastify';
import { byAddress, minutes } from '../../plugins/rate-limit.ts';
import type { SupportRequestKind } from '../support-requests/support-requests.kind.ts';

/**
 * The form is open to visitors, so it is limited per address, and per account when signed in.
 * Never per email: anyone can type someone else's, and would lock them out (docs/decisions/0019).
 */
const refundLimits = {
  perIp: { name: 'refund-requests-per-ip', max: 10, windowMs: minutes(60) },
  perUser: { name: 'refund-requests-per-user', max: 5, windowMs: minutes(24 * 60) },
} as const;

const byUser = (request: FastifyRequest) => request.session?.user.id;

/**
 * Refund requests are stored on the server (decision 14; the earlier site kept them in the page
 * and they were lost): POST /api/refund-requests is the return-policy page's form, open to
 * visitors. The team checks the payment in Razorpay's dashboard and answers by email, from
 * /api/admin/refund-requests.
 */
export const refundRequests: SupportRequestKind<RefundSubmission, RefundRequest> = {
  type: 'refund',
  name: 'refund request',
  idPrefix: 'RF',
  table: 'refundRequests',
  columns: [
    'id',
    'userId',
    'name',
    'email',
    'transactionId',
    'product',
    'createdAt',
    'status',
    'operatorNote',
  ],

  submit: {
    prefix: '/refund-requests',
    url: '/',
    signedIn: 'optional',
    tags: ['refunds'],
    summary: 'Ask for a refund of a purchase',
    body: refundBody,
    limits: [
      { ...refundLimits.perIp, key: byAddress },
      { ...refundLimits.perUser, key: byUser },
    ],
    thanks: () => requestTexts.refundThankYou,
  },

  admin: {
    prefix: '/admin/refund-requests',
    listResponse: adminRefundRequestsResponse,
    requestResponse: adminRefundRequestResponse,
    detailResponse: adminRefundRequestDetailResponse,
  },

  notification: (request, account) => ({
    subject: `[${request.id}] Refund request: ${request.product}`,
    replyTo: request.email,
    text: [
      'A new refund request has reached StudyHub.',
      '',
      `Request ID: ${request.id}`,
      `From: ${request.name} <${request.email}>`,
      `Account: ${account}`,
      `Received: ${request.createdAt}`,
      `Transaction ID: ${request.transactionId}`,
      `Product: ${request.product}`,
      '',
      `The return policy promises processing within ${refundPolicy.processedWithinDays} days.`,
    ].join('\n'),
  }),

  reply: {
    subject: (request) => `Your refund request ${request.id}: ${request.product}`,
    recalled: (request) => [
      `You asked on ${request.createdAt.slice(0, 10)} for a refund of ${request.product} (transaction ${request.transactionId}).`,
    ],
  },
};
