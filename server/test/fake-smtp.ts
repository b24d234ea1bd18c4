import { once } from 'node:events';
import { createServer, type Server } from 'node:net';

/**
 * Just enough of an SMTP server to accept one message: greeting, EHLO, MAIL, RCPT, DATA, QUIT.
 * It records the envelope and the raw message it was given, and can be told to refuse messages.
 */
export async function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  // While set, every recipient is refused, as a mail server that will not take the message.
  let refusing = false;
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.setEncoding('utf8');
    socket.write('220 fake.smtp ESMTP ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake.smtp\r\n');
        else if (command === 'MAIL') {
          current.from = line;
          socket.write('250 2.1.0 ok\r\n');
        } else if (command === 'RCPT') {
          if (refusing) {
            socket.write('550 5.1.1 mailbox unavailable\r\n');
            continue;
          }
          current.to.push(line);
          socket.write('250 2.1.5 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /**
     * Waits for a message to this address whose raw text matches, and takes it out of `received`,
     * as the student opening it: the tests that count messages count only their own.
     */
    async take(email: string, matching: RegExp): Promise<string> {
      for (let waited = 0; waited < 20_000; waited += 20) {
        const index = received.findIndex(
          (message) =>
            message.to.some((to) => to.includes(`<${email}>`)) && matching.test(message.data),
        );
        const [message] = index >= 0 ? received.splice(index, 1) : [];
        if (message) return message.data;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no email matching ${matching} reached ${email}`);
    },
    /** From now on, refuse (true) or accept (false) every message. */
    refuse: (on: boolean) => {
      refusing = on;
    },
    close: () => server.close(),
  };
}

export type FakeSmtpServer = Awaited<ReturnType<typeof fakeSmtpServer>>;

/** A message's text as the student's mail program shows it: quoted-printable undone. */
export function readableText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

/** The first link to this page of the site in a message, such as `/reset-password`. */
export function linkIn(raw: string, page: string): URL {
  const text = readableText(raw);
  const found = text.match(new RegExp(`https?://[^\\s/]+${page}\\?token=[\\w%-]+`));
  if (!found) throw new Error(`no ${page} link in:\n${text}`);
  return new URL(found[0]);
}
