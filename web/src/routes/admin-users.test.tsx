import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const asha = {
  id: 'u-2',
  name: 'Asha Verma',
  email: 'asha@example.com',
  role: 'student',
  createdAt: '2026-11-20T09:30:00.000Z',
  disabledAt: null,
};
const ravi = {
  id: 'u-1',
  name: 'Ravi Operator',
  email: 'admin@example.com',
  role: 'admin',
  createdAt: '2026-01-02T09:30:00.000Z',
  disabledAt: null,
};

function serveUsers(requests: string[]) {
  stubFetch((url) => {
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    if (url.startsWith('/api/admin/users')) {
      requests.push(url);
      const q = new URL(url, 'http://localhost').searchParams.get('q');
      const users = q
        ? [asha].filter((u) => u.email.includes(q) || u.name.includes(q))
        : [asha, ravi];
      return jsonResponse(200, {
        success: true,
        users,
        page: 1,
        pageSize: 50,
        total: users.length,
        totalPages: 1,
      });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('/admin/users', () => {
  it('lists the accounts with their role and when they joined, each linked to its page', async () => {
    serveUsers([]);
    storeSession(admin);
    renderApp('/admin/users');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Asha Verma' });
    expect(screen.getByText('2 accounts, newest first.')).toBeInTheDocument();
    expect(heading.closest('li')).toHaveTextContent(
      'asha@example.comStudent · Joined November 20, 2026',
    );
    expect(within(heading).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      '/admin/users/u-2',
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Ravi Operator' }).closest('li'),
    ).toHaveTextContent('Admin · Joined January 2, 2026');
  });

  it('searches by name or email and keeps the search in the address', async () => {
    const requests: string[] = [];
    serveUsers(requests);
    storeSession(admin);
    renderApp('/admin/users');
    await screen.findByRole('heading', { level: 3, name: 'Ravi Operator' });
    await userEvent.type(screen.getByLabelText('Name or email'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 account, newest first.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Ravi Operator' })).toBeNull();
    expect(requests.at(-1)).toBe('/api/admin/users?q=asha');
  });
});
