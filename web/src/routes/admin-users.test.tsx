import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

describe('/admin/users', () => {
  it('lists the accounts with their role and when they joined', async () => {
    stubFetch((url) => {
      if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
      if (url === '/api/admin/users') {
        return jsonResponse(200, {
          success: true,
          users: [
            {
              id: 'u-2',
              name: 'Asha Verma',
              email: 'asha@example.com',
              role: 'student',
              createdAt: '2026-11-20T09:30:00.000Z',
            },
            {
              id: 'u-1',
              name: 'Ravi Operator',
              email: 'admin@example.com',
              role: 'admin',
              createdAt: '2026-01-02T09:30:00.000Z',
            },
          ],
        });
      }
      return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
    });
    storeSession(admin);
    renderApp('/admin/users');
    const asha = await screen.findByRole('heading', { level: 3, name: 'Asha Verma' });
    expect(screen.getByText('2 accounts, newest first.')).toBeInTheDocument();
    expect(asha.closest('li')).toHaveTextContent(
      'asha@example.comStudent · Joined November 20, 2026',
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Ravi Operator' }).closest('li'),
    ).toHaveTextContent('Admin · Joined January 2, 2026');
  });
});
