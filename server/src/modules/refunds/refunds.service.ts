import type { User } from '@studyhub/contract/auth';
import type { RefundSubmission, RequestPatch } from '@studyhub/contract/requests';
import { refundPolicy } from '@studyhub/contract/site';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { insertWithRequestId } from '../../lib/request-id.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { SupportNotifier } from '../notifications/support-notifier.ts';
import type { RequestReplies } from '../request-replies/request-replies.service.ts';
import { createRefundsRepository, type RefundsRepository } from './refunds.repository.ts';

export interface RefundsServiceOptions {
  repository: RefundsRepository;
  notifier: SupportNotifier;
  /** The audit log on a given transaction, so an operator's change and its entry commit together. */
  audit: (db: Kysely<Database>) => AuditRepository;
  replies: RequestReplies;
  now?: () => Date;
}

/**
 * Refund requests are stored on the server (decision 14; the earlier site kept them in the page
 * and they were lost). The team checks the payment in Razorpay's dashboard and answers by email.
 */
export function createRefundsService(options: RefundsServiceOptions) {
  const { repository, notifier } = options;
  const now = options.now ?? (() => new Date());

  async function detail(id: string) {
    const request = await repository.find(id);
    if (!request) return undefined;
    return { request, replies: await options.replies.list('refund', id) };
  }

  return {
    /** Stores the request, from a visitor or a signed-in user, and returns its id. */
    async submit(user: User | undefined, body: RefundSubmission): Promise<string> {
      const createdAt = nowIso(now());
      const id = await insertWithRequestId('RF', (id) =>
        repository.insert({ id, userId: user?.id ?? null, ...body, createdAt }),
      );
      notifier.send({
        subject: `[${id}] Refund request: ${body.product}`,
        replyTo: body.email,
        text: [
          'A new refund request has reached StudyHub.',
          '',
          `Request ID: ${id}`,
          `From: ${body.name} <${body.email}>`,
          `Account: ${user ? `${user.email} (${user.id})` : 'not signed in'}`,
          `Received: ${createdAt}`,
          `Transaction ID: ${body.transactionId}`,
          `Product: ${body.product}`,
          '',
          `The return policy promises processing within ${refundPolicy.processedWithinDays} days.`,
        ].join('\n'),
      });
      return id;
    },

    /** A student's own requests, newest first. */
    ofUser: repository.ofUser,
    list: repository.list,
    count: repository.count,
    find: repository.find,

    /** One request with the replies operators sent; undefined when there is no such request. */
    detail,

    /**
     * Emails the operator's reply to the person who asked for the refund and records it with the
     * request; undefined when there is no such request.
     */
    async reply(operator: User, id: string, text: string) {
      const request = await repository.find(id);
      if (!request) return undefined;
      await options.replies.reply({
        requestType: 'refund',
        request,
        operator,
        text,
        subject: `Your refund request ${id}: ${request.product}`,
        body: [
          `Hello ${request.name},`,
          '',
          text,
          '',
          'The StudyHub team',
          '',
          `Request ID: ${id}. Reply to this email to write back.`,
          `You asked on ${request.createdAt.slice(0, 10)} for a refund of ${request.product} (transaction ${request.transactionId}).`,
        ].join('\n'),
        setStatus: (trx, status) => createRefundsRepository(trx).setStatus(id, status),
      });
      return detail(id);
    },

    /** An operator sets where the request stands and notes what was done; audited. */
    update: (operator: User, id: string, patch: RequestPatch) =>
      repository.update(id, patch, (trx, before, after) =>
        options.audit(trx).record({
          actor: operator,
          action: 'refund-request.update',
          subjectType: 'refund-request',
          subjectId: id,
          before: { status: before.status, note: before.operatorNote },
          after: { status: after.status, note: after.operatorNote },
        }),
      ),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
