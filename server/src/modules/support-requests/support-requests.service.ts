import type { User } from '@studyhub/contract/auth';
import type { RequestPatch } from '@studyhub/contract/requests';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { insertWithRequestId } from '../../lib/request-id.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { SupportNotifier } from '../notifications/support-notifier.ts';
import type { RequestReplies } from '../request-replies/request-replies.service.ts';
import type { StoredRequest, SupportRequestKind } from './support-requests.kind.ts';
import { createSupportRequestsRepository } from './support-requests.repository.ts';

export interface SupportRequestsServiceOptions {
  db: Kysely<Database>;
  notifier: SupportNotifier;
  /** The audit log on a given transaction, so an operator's change and its entry commit together. */
  audit: (db: Kysely<Database>) => AuditRepository;
  replies: RequestReplies;
  now?: () => Date;
}

/**
 * Support requests of one kind (decision 12): stored first, then the team is told; operators
 * list them, answer them by email (decision 27) and set where each stands, audited.
 */
export function createSupportRequestsService<Submission extends object, Row extends StoredRequest>(
  kind: SupportRequestKind<Submission, Row>,
  options: SupportRequestsServiceOptions,
) {
  const { notifier } = options;
  const repository = createSupportRequestsRepository(options.db, kind);
  const now = options.now ?? (() => new Date());

  async function detail(id: string) {
    const request = await repository.find(id);
    if (!request) return undefined;
    return { request, replies: await options.replies.list(kind.type, id) };
  }

  return {
    /** Stores the request, with the account when there is one, and returns its id. */
    async submit(user: User | undefined, body: Submission): Promise<string> {
      const createdAt = nowIso(now());
      const request = { userId: user?.id ?? null, ...body, createdAt };
      const id = await insertWithRequestId(kind.idPrefix, (id) =>
        repository.insert({ id, ...request }),
      );
      const account = user ? `${user.email} (${user.id})` : 'not signed in';
      notifier.send(kind.notification({ id, ...request }, account));
      return id;
    },

    list: repository.list,
    count: repository.count,
    find: repository.find,

    /** One request with the replies operators sent; undefined when there is no such request. */
    detail,

    /**
     * Emails the operator's reply to the person who wrote in and records it with the request;
     * undefined when there is no such request.
     */
    async reply(operator: User, id: string, text: string) {
      const request = await repository.find(id);
      if (!request) return undefined;
      await options.replies.reply({
        requestType: kind.type,
        request,
        operator,
        text,
        subject: kind.reply.subject(request),
        body: [
          `Hello ${request.name},`,
          '',
          text,
          '',
          'The StudyHub team',
          '',
          `Request ID: ${id}. Reply to this email to write back.`,
          ...kind.reply.recalled(request),
        ].join('\n'),
        setStatus: (trx, status) =>
          createSupportRequestsRepository(trx, kind).setStatus(id, status),
      });
      return detail(id);
    },

    /** An operator sets where the request stands and notes what was done; audited. */
    update: (operator: User, id: string, patch: RequestPatch) =>
      repository.update(id, patch, (trx, before, after) =>
        options.audit(trx).record({
          actor: operator,
          action: `${kind.type}-request.update`,
          subjectType: `${kind.type}-request`,
          subjectId: id,
          before: { status: before.status, note: before.operatorNote },
          after: { status: after.status, note: after.operatorNote },
        }),
      ),
  };
}

export type SupportRequestsService<
  Submission extends object,
  Row extends StoredRequest,
> = ReturnType<typeof createSupportRequestsService<Submission, Row>>;
