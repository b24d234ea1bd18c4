import type { FastifyBaseLogger } from 'fastify';
import { smtpTransport } from '../../lib/smtp.ts';

export interface ReplyMessage {
  to: { name: string; email: string };
  subject: string;
  text: string;
}

/**
 * Sends an operator's reply to the person who wrote in (SMTP_URL), from the site's address with
 * replies going back to the team (SUPPORT_EMAIL). Unlike the team's notifications it waits for the
 * mail server and throws when the message was not accepted: a reply is recorded only once sent.
 */
export function createReplyMailer(options: {
  smtpUrl: string | undefined;
  supportEmail: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  const { smtpUrl, supportEmail, log } = options;
  const transport = smtpUrl ? smtpTransport(smtpUrl) : undefined;

  return {
    /** False without SMTP_URL: operators are offered a mailto: link instead. */
    configured: transport !== undefined,

    async send(message: ReplyMessage): Promise<void> {
      if (!transport) throw new Error('SMTP_URL is not set');
      // One line: header values never carry a line break from what a user typed.
      const subject = message.subject.replace(/\s+/g, ' ').trim();
      try {
        await transport.sendMail({
          from: { name: 'StudyHub', address: supportEmail },
          replyTo: supportEmail,
          to: { name: message.to.name.replace(/\s+/g, ' ').trim(), address: message.to.email },
          subject,
          text: message.text,
        });
      } catch (error) {
        log.error({ err: error, subject }, 'reply to a request could not be sent');
        throw error;
      }
      log.info({ subject }, 'reply to a request sent');
    },

    close: () => transport?.close(),
  };
}

export type ReplyMailer = ReturnType<typeof createReplyMailer>;
