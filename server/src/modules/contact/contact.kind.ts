import {
  adminContactRequestDetailResponse,
  adminContactRequestResponse,
  adminContactRequestsResponse,
  type ContactRequest,
  type ContactSubmission,
  contactBody,
  requestTexts,
} from '@studyhub/contract/requests';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { byAddress, minutes } from '../../plugins/rate-limit.ts';
import type { SupportRequestKind } from '../support-requests/support-requests.kind.ts';

/** A person writes a handful of messages an hour at most; more is a script or a stuck button. */
const contactLimits = {
  perUser: { name: 'contact-per-user', max: 5, windowMs: minutes(60) },
  perIp: { name: 'contact-per-ip', max: 20, windowMs: minutes(60) },
} as const;

const byUser = (request: FastifyRequest) => currentUser(request).id;

/**
 * Contact requests: POST /api/contact/submit for signed-in users only (spec sections 1 and 7),
 * read and answered by operators under /api/admin/contact-requests.
 */
export const contactRequests: SupportRequestKind<ContactSubmission, ContactRequest> = {
  type: 'contact',
  name: 'contact request',
  idPrefix: 'CR',
  table: 'contactRequests',
  columns: [
    'id',
    'userId',
    'name',
    'email',
    'subject',
    'message',
    'createdAt',
    'status',
    'operatorNote',
  ],

  submit: {
    prefix: '/contact',
    url: '/submit',
    signedIn: 'required',
    tags: ['contact'],
    summary: 'Send a message to the StudyHub team',
    body: contactBody,
    limits: [
      { ...contactLimits.perUser, key: byUser },
      { ...contactLimits.perIp, key: byAddress },
    ],
    thanks: requestTexts.contactSuccess,
  },

  admin: {
    prefix: '/admin/contact-requests',
    listResponse: adminContactRequestsResponse,
    requestResponse: adminContactRequestResponse,
    detailResponse: adminContactRequestDetailResponse,
  },

  notification: (request, account) => ({
    subject: `[${request.id}] Contact: ${request.subject}`,
    replyTo: request.email,
    text: [
      'A new contact request has reached StudyHub.',
      '',
      `Request ID: ${request.id}`,
      `From: ${request.name} <${request.email}>`,
      `Account: ${account}`,
      `Received: ${request.createdAt}`,
      `Subject: ${request.subject}`,
      '',
      request.message,
      '',
      'Reply to this email to answer; the promise on the site is a reply within 24-48 hours.',
    ].join('\n'),
  }),

  reply: {
    subject: (request) => `Re: ${request.subject} [${request.id}]`,
    recalled: (request) => [
      '',
      `On ${request.createdAt.slice(0, 10)} you wrote:`,
      ...request.message.split(/\r?\n/).map((line) => `> ${line}`),
    ],
  },
};
