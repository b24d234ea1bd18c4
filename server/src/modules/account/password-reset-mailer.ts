import { passwordResetLinkMinutes } from '@studyhub/contract/account';
import type { StudentMail } from '../../lib/student-mail.ts';

/** Sends a password-reset link to the account's own address (SMTP_URL), or logs it. */
export function createPasswordResetMailer(mail: StudentMail) {
  return {
    send: (to: { name: string; email: string }, link: string): Promise<void> =>
      mail.send(to, {
        about: 'passwordReset',
        subject: 'Reset your StudyHub password',
        lines: [
          `Hello ${to.name},`,
          '',
          'Someone asked to reset the password of your StudyHub account. To choose a new one, open this link:',
          '',
          link,
          '',
          `The link works once, for ${passwordResetLinkMinutes} minutes. Resetting signs you out everywhere.`,
          'If you did not ask for this, ignore this email: your password stays as it is.',
        ],
        logged: { link },
      }),
    close: mail.close,
  };
}

export type PasswordResetMailer = ReturnType<typeof createPasswordResetMailer>;
