import { randomUUID } from 'node:crypto';
import type { RequestReply } from '@studyhub/contract/requests';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type RequestType = 'contact' | 'refund';

export interface NewReply {
  requestType: RequestType;
  requestId: string;
  operator: { id: string; name: string; email: string };
  sentTo: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * The only place that touches request_replies: the emails operators sent in answer to contact
 * and refund requests. Build it on the transaction that records the reply.
 */
export function createRequestRepliesRepository(db: Kysely<Database>) {
  return {
    async insert(reply: NewReply): Promise<void> {
      await db
        .insertInto('requestReplies')
        .values({
          id: randomUUID(),
          requestType: reply.requestType,
          requestId: reply.requestId,
          operatorId: reply.operator.id,
          operatorEmail: reply.operator.email,
          operatorName: reply.operator.name,
          sentTo: reply.sentTo,
          subject: reply.subject,
          text: reply.text,
          sentAt: reply.sentAt,
        })
        .execute();
    },

    /** Oldest first, as a conversation reads. */
    async list(requestType: RequestType, requestId: string): Promise<RequestReply[]> {
      const rows = await db
        .selectFrom('requestReplies')
        .select(['id', 'operatorName', 'operatorEmail', 'sentTo', 'subject', 'text', 'sentAt'])
        .where('requestType', '=', requestType)
        .where('requestId', '=', requestId)
        .orderBy('sentAt')
        .orderBy('id')
        .execute();
      return rows.map(({ operatorName, operatorEmail, ...reply }) => ({
        ...reply,
        operator: { name: operatorName, email: operatorEmail },
      }));
    },
  };
}

export type RequestRepliesRepository = ReturnType<typeof createRequestRepliesRepository>;
