import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Email {
  from: string;
  to: string[];
  subject: string;
  /** The plain-text body, decoded. */
  text: string;
}

/** Quoted-printable (RFC 2045), as mail libraries encode long lines: soft breaks and =XX. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A single-part plain-text message, as the site sends its emails. */
function parse(raw: string, envelope: { from: string; to: string[] }): Email {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { ...envelope, subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server in the test process, on a free port: the site sends to it through
 * SMTP_URL as it would to any mail server, and tests read what arrived.
 */
export async function startMailbox() {
  const received: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nothing to encrypt, and no certificate for the site to doubt.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          parse(Buffer.concat(chunks).toString('latin1'), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    /**
     * The first message to `address` (with this subject, when one is given) that arrives,
     * waiting up to `timeoutMs` for it.
     */
    async messageTo(address: string, subject?: string, timeoutMs = 15_000): Promise<Email> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(
          (email) => email.to.includes(address) && (!subject || email.subject === subject),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No email to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
