import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  admin,
  callsTo,
  deferred,
  jsonResponse,
  storeSession,
  stubFetch,
} from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const contact = {
  id: 'CR-7K2M9Q4P',
  userId: null,
  name: 'Asha Verma',
  email: 'asha@example.com',
  subject: 'Cannot open the DBMS PDF',
  message: 'The download stops at 80%.',
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'open',
  operatorNote: null,
};
const reply = {
  id: 'reply-1',
  operator: { name: 'Ravi Operator', email: 'admin@example.com' },
  sentTo: 'asha@example.com',
  subject: 'Re: Cannot open the DBMS PDF [CR-7K2M9Q4P]',
  text: 'We have sent you a fresh link.\nIt works for 7 days.',
  sentAt: '2026-11-21T10:00:00.000Z',
};
const detailUrl = '/api/admin/contact-requests/CR-7K2M9Q4P';
const repliesUrl = `${detailUrl}/replies`;

function siteInfo(sendsEmail: boolean) {
  return jsonResponse(200, {
    success: true,
    supportEmail: 'help@studyhub.example',
    governingLawLocation: 'Bengaluru, Karnataka, India',
    sendsEmail,
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

function serve(options: { sendsEmail: boolean; handle?: Handler }) {
  return stubFetch((url, init) => {
    const answer = options.handle?.(url, init);
    if (answer) return answer;
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    if (url === '/api/site') return siteInfo(options.sendsEmail);
    if (url === detailUrl)
      return jsonResponse(200, { success: true, request: contact, replies: [] });
    if (url.startsWith('/api/admin/contact-requests?')) {
      return jsonResponse(200, { success: true, total: 1, requests: [contact] });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

function openDetail() {
  storeSession(admin);
  return renderApp('/admin/requests/contact/CR-7K2M9Q4P');
}

const history = () =>
  screen.getByRole('heading', { level: 4, name: 'History' }).closest('section') as HTMLElement;

describe('/admin/requests/:list/:id', () => {
  it('is opened from the list', async () => {
    serve({ sendsEmail: true });
    storeSession(admin);
    const { user, router } = renderApp('/admin/requests');
    await user.click(await screen.findByRole('link', { name: 'Cannot open the DBMS PDF' }));
    expect(router.state.location.pathname).toBe('/admin/requests/contact/CR-7K2M9Q4P');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Cannot open the DBMS PDF' }),
    ).toBeInTheDocument();
    // The first test here compiles two admin screens' code on first use: 4–5 s on a busy machine.
  });

  it('sends a reply by email: it joins the history and the request is answered', async () => {
    const sending = deferred<Response>();
    const fetchMock = serve({
      sendsEmail: true,
      handle: (url, init) =>
        url === repliesUrl && init.method === 'POST' ? sending.promise : undefined,
    });
    const { user } = openDetail();
    await screen.findByRole('heading', { level: 3, name: 'Cannot open the DBMS PDF' });
    expect(screen.getByText('The download stops at 80%.')).toBeInTheDocument();
    expect(within(history()).getAllByRole('listitem')).toHaveLength(1);
    expect(history()).toHaveTextContent('Received from Asha Verma');

    const field = await screen.findByRole('textbox', { name: 'Reply' });
    expect(field).toHaveAccessibleDescription(
      /Sent to Asha Verma <asha@example\.com> from the site's address; their answer comes back to help@studyhub\.example\./,
    );
    await user.type(field, reply.text);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(JSON.parse(String(callsTo(fetchMock, repliesUrl)[0]?.[1]?.body))).toEqual({
      text: reply.text,
    });

    sending.resolve(
      jsonResponse(201, {
        success: true,
        request: { ...contact, status: 'answered' },
        replies: [reply],
      }),
    );
    expect(await screen.findByText(/Reply sent to asha@example\.com/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
    const entries = within(history()).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toHaveTextContent(
      'Reply by Ravi Operator (admin@example.com) to asha@example.com',
    );
    expect(entries[1]).toHaveTextContent('We have sent you a fresh link.');
    expect(screen.getByText(/CR-7K2M9Q4P ·/)).toHaveTextContent('Answered');
  });

  it('says what is wrong with an empty reply beside the field, and sends nothing', async () => {
    const fetchMock = serve({ sendsEmail: true });
    const { user } = openDetail();
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    const field = screen.getByRole('textbox', { name: 'Reply' });
    expect(field).toHaveAccessibleDescription(/Please write the reply\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(callsTo(fetchMock, repliesUrl)).toHaveLength(0);
  });

  it('says so when the mail server refused it, keeps the words and records nothing', async () => {
    serve({
      sendsEmail: true,
      handle: (url, init) =>
        url === repliesUrl && init.method === 'POST'
          ? jsonResponse(502, {
              success: false,
              code: 'PROVIDER_ERROR',
              message:
                'The mail server did not accept the reply, so it was not sent and nothing was recorded. Please try again in a few minutes.',
            })
          : undefined,
    });
    const { user } = openDetail();
    const field = await screen.findByRole('textbox', { name: 'Reply' });
    await user.type(field, 'We are looking into it.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mail server did not accept the reply, so it was not sent and nothing was recorded.',
    );
    expect(field).toHaveValue('We are looking into it.');
    expect(within(history()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/Reply sent to/)).not.toBeInTheDocument();
  });

  it('without SMTP says email is not set up and offers a mailto: link instead', async () => {
    serve({ sendsEmail: false });
    openDetail();
    const link = await screen.findByRole('link', {
      name: 'Write to Asha Verma from your own email',
    });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:asha@example.com?')).toBe(true);
    const fields = new URLSearchParams(href.split('?')[1]);
    expect(fields.get('subject')).toBe('Re: Cannot open the DBMS PDF [CR-7K2M9Q4P]');
    expect(fields.get('cc')).toBe('help@studyhub.example');
    expect(screen.getByText(/Email is not set up on this site/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('CR-7K2M9Q4P · Requests · Admin | StudyHub'));
  });

  it('saves the status and note from the detail and says so', async () => {
    let saved: Record<string, unknown> = contact;
    serve({
      sendsEmail: true,
      handle: (url, init) => {
        if (url === detailUrl && init.method === 'PATCH') {
          const change = JSON.parse(String(init.body));
          saved = { ...contact, status: change.status, operatorNote: change.note };
          return jsonResponse(200, { success: true, request: saved });
        }
        if (url === detailUrl)
          return jsonResponse(200, { success: true, request: saved, replies: [] });
        return undefined;
      },
    });
    const { user } = openDetail();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'rejected');
    await user.type(screen.getByRole('textbox', { name: 'Operator note' }), 'Bought 20 days ago.');
    await user.click(screen.getByRole('button', { name: 'Save request CR-7K2M9Q4P' }));
    expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByText(/CR-7K2M9Q4P ·/)).toHaveTextContent('Rejected'));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');
  });
});
