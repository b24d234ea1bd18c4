import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
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
const refund = {
  id: 'RF-3D8F1A2B',
  userId: 'u-1',
  name: 'Asha Verma',
  email: 'asha@example.com',
  transactionId: 'pay_N3x9Qk2LmP7a',
  product: 'DBMS Notes',
  createdAt: '2026-11-21T09:30:00.000Z',
  status: 'open',
  operatorNote: null,
};

describe('/admin/requests', () => {
  it('lists contact requests, saves a status and a note, and switches to refund requests by status', async () => {
    let saved: Record<string, unknown> = contact;
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
      if (url === '/api/admin/contact-requests/CR-7K2M9Q4P' && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        saved = { ...contact, status: body.status, operatorNote: body.note };
        return jsonResponse(200, { success: true, request: saved });
      }
      if (url === '/api/admin/contact-requests?limit=100') {
        return jsonResponse(200, { success: true, total: 1, requests: [saved] });
      }
      if (url === '/api/admin/refund-requests?limit=100&status=open') {
        return jsonResponse(200, { success: true, total: 1, requests: [refund] });
      }
      return jsonResponse(200, { success: true, total: 0, requests: [] });
    });
    storeSession(admin);
    const { user, router } = renderApp('/admin/requests');
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: 'Cannot open the DBMS PDF',
    });
    const item = heading.closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Asha Verma <asha@example.com>');
    expect(item).toHaveTextContent('The download stops at 80%.');
    expect(item).toHaveTextContent('November 20, 2026');

    await user.selectOptions(within(item).getByLabelText('Status'), 'answered');
    await user.type(within(item).getByLabelText('Operator note'), 'Sent a new link by email.');
    await user.click(within(item).getByRole('button', { name: 'Save request CR-7K2M9Q4P' }));
    expect(await within(item).findByRole('status')).toHaveTextContent('Saved.');
    const [, init] = callsTo(fetchMock, '/api/admin/contact-requests/CR-7K2M9Q4P')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'answered',
      note: 'Sent a new link by email.',
    });

    await user.click(screen.getByRole('button', { name: 'Refund requests' }));
    expect(screen.getByRole('button', { name: 'Refund requests' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
    // With no refund requests listed, the list's filter is the only Status on the screen.
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    expect(router.state.location.search).toBe('?list=refund&status=open');
    const refundItem = (
      await screen.findByRole('heading', { level: 3, name: 'Refund: DBMS Notes' })
    ).closest('li') as HTMLElement;
    expect(within(refundItem).getByRole('link', { name: 'pay_N3x9Qk2LmP7a' })).toHaveAttribute(
      'href',
      '/admin/orders?email=asha%40example.com',
    );
  });
});
