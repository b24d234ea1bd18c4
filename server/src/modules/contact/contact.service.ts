import type { User } from '@studyhub/contract/auth';
import type { ContactSubmission } from '@studyhub/contract/requests';
import { nowIso } from '../../db/time.ts';
import { insertWithRequestId } from '../../lib/request-id.ts';
import type { SupportNotifier } from '../notifications/support-notifier.ts';
import type { ContactRepository } from './contact.repository.ts';

export interface ContactServiceOptions {
  repository: ContactRepository;
  notifier: SupportNotifier;
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
  };
}

export type ContactService = ReturnType<typeof createContactService>;
