import type { FastifyBaseLogger } from 'fastify';
import { smtpTransport } from './smtp.ts';

export interface StudentMailOptions {
  smtpUrl: string | undefined;
  /** The sender: the team's address, where a student's reply would go. */
  supportEmail: string;
  /** Without SMTP_URL a link is logged, except in production, where a log is no inbox. */
  env: 'development' | 'production' | 'test';
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** One email to a student about their account: what it is, for the log, and its words. */
export interface StudentMessage {
  /** What the message is, in the log: "password reset", "registration link". */
  about: string;
  subject: string;
  /** The lines of the plain-text body. */
  lines: string[];
  /** What a developer needs from it when there is no mail server (the link), logged outside production. */
  logged: Record<string, string>;
}

/**
 * Sends account emails (a reset link, a registration link) to the student's own address through
 * SMTP_URL. Without it they are written to the log outside production, so a developer can follow
 * the link; in production only a warning is logged. A failed send is logged, never thrown: the
 * student was already answered.
 */
export function createStudentMail(options: StudentMailOptions) {
  const { smtpUrl, supportEmail, env, log } = options;
  const transport = smtpUrl ? smtpTransport(smtpUrl) : undefined;

  return {
    /** Whether emails go to a mail server (SMTP_URL is set). */
    sends: transport !== undefined,

    async send(to: { name: string; email: string }, message: StudentMessage): Promise<void> {
      if (!transport) {
        if (env === 'production') {
          log.warn(`${message.about}: SMTP_URL is not set, so no email was sent`);
        } else {
          log.info(
            { [message.about]: { to: to.email, ...message.logged } },
            `${message.about} (SMTP_URL is not set, so it is written to the log)`,
          );
        }
        return;
      }
      try {
        await transport.sendMail({
          from: { name: 'StudyHub', address: supportEmail },
          to: { name: to.name, address: to.email },
          subject: message.subject,
          text: message.lines.join('\n'),
        });
        log.info(`${message.about} email sent`);
      } catch (error) {
        log.error({ err: error }, `${message.about} email could not be sent`);
      }
    },
    close: () => transport?.close(),
  };
}

export type StudentMail = ReturnType<typeof createStudentMail>;
