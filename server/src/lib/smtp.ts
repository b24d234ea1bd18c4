import type { SendMailOptions, Transporter } from 'nodemailer';
import { lazy } from './lazy.ts';

const loadNodemailer = lazy(() => import('nodemailer'));

/** A mail server that does not answer fails the send instead of holding it for minutes. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * An SMTP transport for SMTP_URL. nodemailer is loaded, and the transport made, at the first
 * message: most starts send no mail, and the server starts sooner without it.
 */
export function smtpTransport(url: string) {
  let made: Transporter | undefined;
  const transport = lazy(async () => {
    const { default: nodemailer } = await loadNodemailer();
    made = nodemailer.createTransport({ url, ...smtpTimeouts });
    return made;
  });
  return {
    sendMail: async (message: SendMailOptions) => (await transport()).sendMail(message),
    close: () => made?.close(),
  };
}
