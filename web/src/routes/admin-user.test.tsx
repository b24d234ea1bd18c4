import type { AdminUser, AdminUserDetailResponse } from '@studyhub/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const studentId = 'u-arjun';
const account: AdminUser = {
  id: studentId,
  name: 'Arjun Menon',
  email: 'arjun@example.com',
  role: 'student',
  createdAt: '2026-02-03T10:00:00.000Z',
  disabledAt: null,
};

function detail(user = account): AdminUserDetailResponse {
  return {
    success: true,
    user,
    orders: [
      {
        orderId: 'o2',
        itemType: 'project',
        itemId: 'library-system',
        itemName: 'Library Management System',
        amountPaise: 1_49_900_00,
        paidAt: '2026-03-04T08:00:00.000Z',
        paymentId: 'pay_B',
        refundDue: true,
        refundedAt: null,
      },
      {
        orderId: 'o1',
        itemType: 'note',
        itemId: 'dbms-notes',
        itemName: 'DBMS Notes',
        amountPaise: 4_900,
        paidAt: '2026-03-01T08:00:00.000Z',
        paymentId: 'pay_A',
        refundDue: false,
        refundedAt: '2026-03-02T08:00:00.000Z',
      },
    ],
    downloads: [
      {
        id: 'd1',
        itemType: 'paper',
        itemId: 'os-2025',
        itemName: 'Operating Systems 2025',
        downloadedAt: '2026-03-05T08:00:00.000Z',
        amountPaise: null,
        downloadUrl: '/api/downloads/paper/os-2025',
      },
    ],
    attempts: [
      {
        id: 'a1',
        subject: 'java',
        status: 'submitted',
        score: 18,
        total: 20,
        passed: true,
        startedAt: '2026-03-06T08:00:00.000Z',
        finishedAt: '2026-03-06T08:20:00.000Z',
      },
      {
        id: 'a0',
        subject: 'python',
        status: 'timed_out',
        score: 4,
        total: 20,
        passed: false,
        startedAt: '2026-03-05T08:00:00.000Z',
        finishedAt: '2026-03-05T08:30:00.000Z',
      },
    ],
    certificates: [
      {
        id: 'CERT-JAVA-1',
        name: 'Arjun Menon',
        subject: 'java',
        subjectLine: 'Java Programming',
        score: 18,
        total: 20,
        issuedAt: '2026-03-06T08:21:00.000Z',
        revoked: false,
        revokedAt: null,
        verifyUrl: '/certificates/CERT-JAVA-1',
      },
    ],
  };
}

type Handler = (url: string, init: RequestInit) => Response | undefined;

function serve(handler: Handler = () => undefined) {
  return stubFetch((url, init) => {
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    return (
      handler(url, init) ??
      jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' })
    );
  });
}

function open(id = studentId) {
  storeSession(admin);
  return renderApp(`/admin/users/${id}`);
}

const section = (name: RegExp) =>
  screen.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement;

describe('/admin/users/:id', () => {
  it('shows the account and what it bought, downloaded, attempted and earned', async () => {
    serve((url) =>
      url === `/api/admin/users/${studentId}` ? jsonResponse(200, detail()) : undefined,
    );
    open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Arjun Menon' }),
    ).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Email: 'arjun@example.com',
      Role: 'Student',
      Created: 'February 3, 2026',
      Disabled: 'No',
    });

    const orders = within(section(/^Orders/)).getAllByRole('listitem');
    expect(section(/^Orders/)).toHaveAccessibleName('Orders (2)');
    expect(orders[0]).toHaveTextContent('Library Management System');
    expect(orders[0]).toHaveTextContent('Project · ₹1,49,900 · paid on March 4, 2026');
    expect(orders[0]).toHaveTextContent('Paid twice — this payment will be refunded');
    expect(orders[1]).toHaveTextContent('Note · ₹49 · paid on March 1, 2026');
    expect(orders[1]).toHaveTextContent('Refunded on March 2, 2026');
    expect(orders[1]).not.toHaveTextContent('Paid twice');
    // Each order opens its own page, where its history and the refund are.
    expect(
      within(orders[0] as HTMLElement).getByRole('link', { name: 'Library Management System' }),
    ).toHaveAttribute('href', '/admin/orders/o2');

    expect(within(section(/^Downloads/)).getByRole('listitem')).toHaveTextContent(
      /^Operating Systems 2025Question paper · Free · March 5, 2026 at/,
    );
    const attempts = within(section(/^Quiz attempts/)).getAllByRole('listitem');
    expect(attempts.map((attempt) => attempt.textContent?.split(' · ')[0])).toEqual([
      'Java quiz18 of 20, passed',
      'Python quiz4 of 20, not passed (time ran out)',
    ]);
    const certificates = section(/^Certificates/);
    expect(
      within(certificates).getByRole('link', { name: 'Java certificate CERT-JAVA-1' }),
    ).toHaveAttribute('href', '/certificates/CERT-JAVA-1');
    expect(certificates).toHaveTextContent('18 of 20 · issued March 6, 2026 to Arjun Menon');
  });

  it('says when an account has done nothing yet, and when it does not exist', async () => {
    serve((url) => {
      if (url === `/api/admin/users/${studentId}`) {
        return jsonResponse(200, {
          ...detail(),
          orders: [],
          downloads: [],
          attempts: [],
          certificates: [],
        });
      }
      if (url === '/api/admin/users/nobody') {
        return jsonResponse(404, {
          success: false,
          code: 'NOT_FOUND',
          message: 'No account has the id nobody.',
        });
      }
      return undefined;
    });
    const { router } = open();
    expect(await screen.findByText('No paid orders.')).toBeInTheDocument();
    expect(screen.getByText('No downloads.')).toBeInTheDocument();
    expect(screen.getByText('No quiz attempts.')).toBeInTheDocument();
    expect(screen.getByText('No certificates.')).toBeInTheDocument();

    await router.navigate('/admin/users/nobody');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'User not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No account has the id nobody.')).toBeInTheDocument();
  });

  it('makes a student an operator after asking, and shows the new role', async () => {
    let current: AdminUser = account;
    const fetchMock = serve((url, init) => {
      if (url === `/api/admin/users/${studentId}`) return jsonResponse(200, detail(current));
      if (url === `/api/admin/users/${studentId}/role` && init.method === 'POST') {
        current = { ...account, role: 'admin' };
        return jsonResponse(200, {
          success: true,
          message: 'Arjun Menon is now an admin.',
          changed: true,
          user: current,
        });
      }
      return undefined;
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Make operator' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Make Arjun Menon an operator?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/admin/users/${studentId}/role`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Make operator' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make operator' }),
    );
    expect(await screen.findByText('Arjun Menon is now an admin.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [[, init] = []] = callsTo(fetchMock, `/api/admin/users/${studentId}/role`);
    expect(JSON.parse(String(init?.body))).toEqual({ role: 'admin' });
    await waitFor(() => expect(screen.getByText('Admin (operator)')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Make student' })).toBeInTheDocument();
  });

  it("shows the server's refusal when an operator would demote themselves", async () => {
    const me: AdminUser = {
      ...account,
      id: admin.id,
      name: admin.name,
      email: admin.email,
      role: 'admin',
    };
    serve((url, init) => {
      if (url === `/api/admin/users/${admin.id}`) return jsonResponse(200, detail(me));
      if (url === `/api/admin/users/${admin.id}/role` && init.method === 'POST') {
        return jsonResponse(409, {
          success: false,
          code: 'CONFLICT',
          message:
            'You cannot remove your own admin role. Ask another operator to do it if it must change.',
        });
      }
      return undefined;
    });
    const { user } = open(admin.id);
    await user.click(await screen.findByRole('button', { name: 'Make student' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Make Ravi Operator a student?' })).getByRole(
        'button',
        { name: 'Make student' },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot remove your own admin role. Ask another operator to do it if it must change.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Admin (operator)')).toBeInTheDocument();
  });

  it('ends all sessions after asking and says how many devices were signed out', async () => {
    const fetchMock = serve((url, init) => {
      if (url === `/api/admin/users/${studentId}`) return jsonResponse(200, detail());
      if (url === `/api/admin/users/${studentId}/sessions/end` && init.method === 'POST') {
        return jsonResponse(200, {
          success: true,
          message: 'Signed out of 2 devices.',
          endedSessions: 2,
        });
      }
      return undefined;
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End all sessions of Arjun Menon?' });
    expect(dialog).toHaveAccessibleDescription(
      'arjun@example.com will be signed out on every device and has to sign in again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('Signed out of 2 devices.')).toHaveRole('status');
    expect(callsTo(fetchMock, `/api/admin/users/${studentId}/sessions/end`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'End all sessions' })).toHaveFocus();
  });
});
