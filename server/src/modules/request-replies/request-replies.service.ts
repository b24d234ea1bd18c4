import { errorCodes } from '@studyhub/contract/api';
import type { User } from '@studyhub/contract/auth';
import type { RequestReply, RequestStatus } from '@studyhub/contract/requests';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { AppError, conflict } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { ReplyMailer } from './reply-mailer.ts';
import {
  createRequestRepliesRepository,
  type RequestRepliesRepository,
  type RequestType,
} from './request-replies.repository.ts';

/** What a reply needs to know of the request it answers. */
export interface AnsweredRequest {
  id: string;
  name: string;
  email: string;
  status: RequestStatus;
}

/**
 * A reply moves an open request on to answered; one already refunded or rejected keeps that
 * status, which says more than "answered" does.
 */
export function statusAfterReply(status: RequestStatus): RequestStatus {
  return status === 'refunded' || status === 'rejected' ? status : 'answered';
}

/**
 * Operators answering contact and refund requests by email (issue 10). The email goes first; the
 * reply, the new status and the audit entry are then written in one transaction, so a failed
 * send records nothing and a recorded reply was really sent.
 */
export function createRequestReplies(options: {
  db: Kysely<Database>;
  mailer: ReplyMailer;
  audit: (db: Kysely<Database>) => AuditRepository;
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());
  const repository: RequestRepliesRepository = createRequestRepliesRepository(options.db);

  return {
    sendsEmail: options.mailer.configured,

    list: (requestType: RequestType, requestId: string): Promise<RequestReply[]> =>
      repository.list(requestType, requestId),

    /**
     * Sends `text` to the requester and records it. `setStatus` writes the request's new status
     * on the transaction (the owning feature's repository).
     */
    async reply(input: {
      requestType: RequestType;
      request: AnsweredRequest;
      operator: User;
      subject: string;
      text: string;
      body: string;
      setStatus: (trx: Kysely<Database>, status: RequestStatus) => Promise<void>;
    }): Promise<void> {
      const { request, operator } = input;
      if (!options.mailer.configured) {
        throw conflict(
          'Email is not set up on this server (SMTP_URL), so replies cannot be sent from here. Write to the requester from your own mail instead.',
        );
      }
      try {
        await options.mailer.send({
          to: { name: request.name, email: request.email },
          subject: input.subject,
          text: input.body,
        });
      } catch {
        throw new AppError(
          502,
          errorCodes.providerError,
          'The mail server did not accept the reply, so it was not sent and nothing was recorded. Please try again in a few minutes.',
        );
      }
      const sentAt = nowIso(now());
      const status = statusAfterReply(request.status);
      await options.db.transaction().execute(async (trx) => {
        await createRequestRepliesRepository(trx).insert({
          requestType: input.requestType,
          requestId: request.id,
          operator,
          sentTo: request.email,
          subject: input.subject,
          text: input.text,
          sentAt,
        });
        if (status !== request.status) await input.setStatus(trx, status);
        await options.audit(trx).record({
          actor: operator,
          action: `${input.requestType}-request.reply`,
          subjectType: `${input.requestType}-request`,
          subjectId: request.id,
          before: { status: request.status },
          after: { status, reply: { to: request.email, subject: input.subject, text: input.text } },
        });
      });
    },

    close: () => options.mailer.close(),
  };
}

export type RequestReplies = ReturnType<typeof createRequestReplies>;
