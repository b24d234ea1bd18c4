import type { User } from '@studyhub/contract/auth';
import type { ContactSubmission, RequestPatch } from '@studyhub/contract/requests';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { insertWithRequestId } from '../../lib/request-id.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { SupportNotifier } from '../notifications/support-notifier.ts';
import type { RequestReplies } from '../request-replies/request-replies.service.ts';
import { type ContactRepository, createContactRepository } from './contact.repository.ts';

export interface ContactServiceOptions {
  repository: ContactRepository;
  notifier: SupportNotifier;
  /** The audit log on a given transaction, so an operator's change and its entry commit together. */
  audit: (db: Kysely<Database>) => AuditRepository;
  replies: RequestReplies;
  now?: () => Date;
}

/** Contact requests: stored first, then the team is told (decision 15). */
export function createContactService(options: ContactServiceOptions) {
  const { repository, notifier } = options;
  const now = options.now ?? (() => new Date());

  async function detail(id: string) {
    const request = await repository.find(id);
    if (!request) return undefined;
    return { request, replies: await options.replies.list('contact', id) };
  }

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
        requestType: 'contact',
        request,
        operator,
        text,
        subject: `Re: ${request.subject} [${id}]`,
        body: [
          `Hello ${request.name},`,
          '',
          text,
          '',
          'The StudyHub team',
          '',
          `Request ID: ${id}. Reply to this email to write back.`,
          '',
          `On ${request.createdAt.slice(0, 10)} you wrote:`,
          ...request.message.split(/\r?\n/).map((line) => `> ${line}`),
        ].join('\n'),
        setStatus: (trx, status) => createContactRepository(trx).setStatus(id, status),
      });
      return detail(id);
    },

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
