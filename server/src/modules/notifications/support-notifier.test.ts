import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSmtpServer } from '../../../test/fake-smtp.ts';
import { createSupportNotifier } from './support-notifier.ts';

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const message = {
  subject: '[CR-7K3M9Q2P] Contact: Payment\r\nBcc: everyone@example.com',
  text: 'A new contact request has reached StudyHub.\n\nRequest ID: CR-7K3M9Q2P',
  replyTo: 'ananya@example.com',
};

describe('support notifier', () => {
  it('writes the notification to the log when SMTP_URL is not set', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const notifier = createSupportNotifier({
      smtpUrl: undefined,
      supportEmail: 'support@studyhub.example',
      log,
    });
    notifier.send(message);
    await notifier.drain();
    expect(log.info).toHaveBeenCalledWith(
      {
        notification: {
          to: 'support@studyhub.example',
          subject: '[CR-7K3M9Q2P] Contact: Payment Bcc: everyone@example.com',
          replyTo: 'ananya@example.com',
          text: message.text,
        },
      },
      expect.stringContaining('SMTP_URL is not set'),
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it('emails the support address through the SMTP server, replying to the sender', async () => {
    const smtp = await fakeSmtpServer();
    servers.push(smtp);
    const log = { info: vi.fn(), error: vi.fn() };
    const notifier = createSupportNotifier({
      smtpUrl: smtp.url,
      supportEmail: 'help@studyhub.example',
      log,
    });
    notifier.send(message);
    await notifier.drain();
    expect(log.error).not.toHaveBeenCalled();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toContain('<help@studyhub.example>');
    expect(mail?.to).toEqual([expect.stringContaining('<help@studyhub.example>')]);
    expect(mail?.data).toMatch(/^Reply-To: ananya@example\.com$/m);
    // A line break typed into the subject never becomes a header of its own.
    expect(mail?.data).toMatch(/^Subject: \[CR-7K3M9Q2P\] Contact: Payment Bcc: everyone/m);
    expect(mail?.data).not.toMatch(/^Bcc:/m);
    expect(mail?.data).toContain('Request ID: CR-7K3M9Q2P');
  });

  it('logs a failed delivery instead of throwing: the request is already stored', async () => {
    const smtp = await fakeSmtpServer();
    smtp.close();
    const log = { info: vi.fn(), error: vi.fn() };
    const notifier = createSupportNotifier({
      smtpUrl: smtp.url,
      supportEmail: 'help@studyhub.example',
      log,
    });
    expect(() => notifier.send(message)).not.toThrow();
    await notifier.drain();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ subject: expect.stringContaining('CR-7K3M9Q2P') }),
      'support notification could not be sent',
    );
  });
});
