import type { RequestSubmittedResponse } from '@studyhub/contract/requests';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../../test/factories.ts';
import { closeMailingApp, createMailingApp } from '../../../test/mailing-app.ts';

// Its own file: this test needs an app with SMTP_URL set, and only one test app per file may be
// open at a time on PostgreSQL (Kysely's migrator looks for its lock table in every schema).

const validMessage = {
  name: 'Ananya Iyer',
  email: 'ananya.iyer@example.com',
  subject: 'Download link for the DBMS notes',
  message: 'I bought the DBMS notes yesterday but the download button still asks me to pay.',
};

describe('notifying the team', () => {
  it('emails the support address when SMTP_URL is set, with the request and a reply-to', async () => {
    const { app: mailing, smtp } = await createMailingApp({
      env: { SUPPORT_EMAIL: 'help@studyhub.example' },
    });
    try {
      const { token } = await registerUser(mailing, { mailbox: smtp });
      const response = await mailing.inject({
        method: 'POST',
        url: '/api/contact/submit',
        headers: bearer(token),
        payload: validMessage,
      });
      expect(response.statusCode).toBe(201);
      const { requestId } = response.json<RequestSubmittedResponse>();
      await expect.poll(() => smtp.received.length).toBe(1);
      // Quoted-printable: long lines are folded with a trailing '='.
      const mail = (smtp.received[0]?.data ?? '').replace(/=\r\n/g, '');
      expect(smtp.received[0]?.to).toEqual([expect.stringContaining('help@studyhub.example')]);
      expect(mail).toMatch(/^Reply-To: ananya\.iyer@example\.com$/m);
      expect(mail).toContain(`Subject: [${requestId}] Contact: ${validMessage.subject}`);
      expect(mail).toContain(validMessage.message);
    } finally {
      await closeMailingApp({ app: mailing, smtp });
    }
  });
});
