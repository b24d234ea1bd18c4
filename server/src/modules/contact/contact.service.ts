import type { User } from '@studyhub/contract/auth';
import type { ContactSubmission, RequestPatch } from '@studyhub/contract/requests';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { insertWithRequestId } from '../../lib/request-id.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { SupportNotifier } from '../notifications/support-notifier.ts';
import type { ContactRepository } from './contact.repository.ts';

export interface ContactServiceOptions {
  repository: ContactRepository;
  notifier: SupportNotifier;
  /** The audit log on a given transaction, so an operator's change and its entry commit together. */
  audit: (db: Kysely<Database>) => AuditRepository;
  now?: () => Date;
}

/** Contact requests: stored first, then the team is told (decision 15). */
export function createContactService(options: ContactServiceOptions) {
  const { repository, notifier } = options;
  const now = options.now ?? (() => new Date());

  return {
    /** Stores the request from a signed-in user and returns its id. */
    async submit(user: User, body: ContactSubmission): Promise<string> {
      const createdAt = nowIso(now());
      const id = await insertWithRequestId('CR', (id) =>
        repository.insert({ id, userId: user.id, ...body, createdAt }),
      );
      notifier.send({
        subject: `[${id}] Contact: ${body.subject}`,
        replyTo: body.email,
        text: [
          'A new contact request has reached StudyHub.',
          '',
          `Request ID: ${id}`,
          `From: ${body.name} <${body.email}>`,
          `Account: ${user.email} (${user.id})`,
          `Received: ${createdAt}`,
          `Subject: ${body.subject}`,
          '',
          body.message,
          '',
          'Reply to this email to answer; the promise on the site is a reply within 24-48 hours.',
        ].join('\n'),
      });
      return id;
    },

    list: repository.list,
    count: repository.count,
    find: repository.find,

    /** An operator sets where the request stands and notes what was done; audited. */
    update: (operator: User, id: string, patch: RequestPatch) =>
      repository.update(id, patch, (trx, before, after) =>
        options.audit(trx).record({
          actor: operator,
          action: 'contact-request.update',
          subjectType: 'contact-request',
          subjectId: id,
          before: { status: before.status, note: before.operatorNote },
          after: { status: after.status, note: after.operatorNote },
        }),
      ),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
