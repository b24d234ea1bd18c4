import { passwordResetLinkMinutes } from '@studyhub/contract/account';
import type { FastifyBaseLogger } from 'fastify';
import { smtpTransport } from '../../lib/smtp.ts';

export interface PasswordResetMailerOptions {
  smtpUrl: string | undefined;
  /** The sender: the team's address, where a student's reply would go. */
  supportEmail: string;
  /** Without SMTP_URL the link is logged, except in production, where a log is no inbox. */
  env: 'development' | 'production' | 'test';
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Sends a password-reset link to the account's own address (SMTP_URL), or logs it. */
export function createPasswordResetMailer(options: PasswordResetMailerOptions) {
  const { smtpUrl, supportEmail, env, log } = options;
  const transport = smtpUrl ? smtpTransport(smtpUrl) : undefined;

  return {
    async send(to: { name: string; email: string }, link: string): Promise<void> {
      if (!transport) {
        if (env === 'production') {
          log.warn('password reset requested, but SMTP_URL is not set: no email was sent');
        } else {
          log.info(
            { passwordReset: { to: to.email, link } },
            'password reset link (SMTP_URL is not set, so it is written to the log)',
          );
        }
        return;
      }
      try {
        await transport.sendMail({
          from: { name: 'StudyHub', address: supportEmail },
          to: { name: to.name, address: to.email },
          subject: 'Reset your StudyHub password',
          text: [
            `Hello ${to.name},`,
            '',
            'Someone asked to reset the password of your StudyHub account. To choose a new one, open this link:',
            '',
            link,
            '',
            `The link works once, for ${passwordResetLinkMinutes} minutes. Resetting signs you out everywhere.`,
            'If you did not ask for this, ignore this email: your password stays as it is.',
          ].join('\n'),
        });
        log.info('password reset email sent');
      } catch (error) {
        log.error({ err: error }, 'password reset email could not be sent');
      }
    },
    close: () => transport?.close(),
  };
}

export type PasswordResetMailer = ReturnType<typeof createPasswordResetMailer>;
