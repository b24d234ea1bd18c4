import type { FastifyBaseLogger } from 'fastify';
import { smtpTransport } from '../../lib/smtp.ts';

export interface SupportMessage {
  subject: string;
  text: string;
  /** The address a reply from the team should go to: the person who wrote in. */
  replyTo?: string;
}

export interface SupportNotifier {
  /** Sends in the background: a slow or failing mail server never holds up the request. */
  send(message: SupportMessage): void;
  /** Waits for the messages still being sent; called when the app closes. */
  drain(): Promise<void>;
}

export interface SupportNotifierOptions {
  smtpUrl: string | undefined;
  supportEmail: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * Tells the team about a new contact or refund request: by email to the support address when
 * SMTP_URL is set, otherwise in the log, so a fresh install still shows every request somewhere.
 * The request itself is already stored before this runs; a lost email loses nothing.
 */
export function createSupportNotifier(options: SupportNotifierOptions): SupportNotifier {
  const { smtpUrl, supportEmail, log } = options;
  const transport = smtpUrl ? smtpTransport(smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(message: SupportMessage): Promise<void> {
    // One line: header values never carry a line break from what a user typed.
    const subject = message.subject.replace(/\s+/g, ' ').trim();
    if (!transport) {
      log.info(
        {
          notification: { to: supportEmail, subject, replyTo: message.replyTo, text: message.text },
        },
        'support notification (SMTP_URL is not set, so it is written to the log)',
      );
      return;
    }
    try {
      await transport.sendMail({
        from: { name: 'StudyHub', address: supportEmail },
        to: supportEmail,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject,
        text: message.text,
      });
      log.info({ subject }, 'support notification sent');
    } catch (error) {
      log.error({ err: error, subject }, 'support notification could not be sent');
    }
  }

  return {
    send(message) {
      const sending = deliver(message).finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain() {
      await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
}
