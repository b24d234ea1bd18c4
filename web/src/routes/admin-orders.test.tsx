import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const order = {
  orderId: 'order_Pq7',
  userId: 'u-1',
  userEmail: 'student@example.com',
  itemType: 'note',
  itemId: 'dbms-notes',
  itemName: 'DBMS Notes',
  amountPaise: 4_900,
  provider: 'sandbox',
  status: 'paid',
  paymentId: 'pay_X1',
  failureReason: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  paidAt: '2026-11-20T09:31:00.000Z',
  refundDue: false,
  duplicateOf: null,
  refundedAt: null,
  refundId: null,
  refundReason: null,
};
const totals = {
  paidCount: 3,
  paidPaise: 12_50_000_00,
  paidRupees: 12_50_000,
  refundedCount: 1,
  refundedPaise: 4_900,
  refundedRupees: 49,
  netPaise: 12_49_951_00,
  netRupees: 12_49_951,
};
const detail = {
  success: true,
  order: { ...order, userName: 'Asha Verma', providerOrderId: 'order_Pq7' },
  history: [
    { at: '2026-11-20T09:30:00.000Z', event: 'created', detail: null },
    { at: '2026-11-20T09:31:00.000Z', event: 'paid', detail: 'pay_X1' },
  ],
};

type Handler = (url: string, init: RequestInit) => Response | undefined;
function serve(handle: Handler = () => undefined) {
  storeSession(admin);
  return stubFetch((url, init) => {
    const answer = handle(url, init);
    if (answer) return answer;
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    if (url.startsWith('/api/admin/orders?') || url === '/api/admin/orders') {
      return jsonResponse(200, { success: true, orders: [order], totals });
    }
    if (url === '/api/admin/orders/order_Pq7') return jsonResponse(200, detail);
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

// The first test compiles the admin screens on first use: over 5 s on a busy machine.
describe('/admin/orders', { timeout: 15_000 }, () => {
  it('reads its filters from the address, shows the totals in rupees and keeps new filters there', async () => {
    const fetchMock = serve();
    const { user, router } = renderApp('/admin/orders');
    await router.navigate('/admin/orders?status=refund-due&itemType=note');
    const link = await screen.findByRole('link', { name: 'DBMS Notes' });
    expect(link).toHaveAttribute('href', '/admin/orders/order_Pq7');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/orders?refundDue=true&itemType=note',
    );
    expect(screen.getByLabelText('Status')).toHaveValue('refund-due');
    expect(screen.getByText('Paid (3)').nextSibling).toHaveTextContent('₹12,50,000');
    expect(screen.getByText('Kept').nextSibling).toHaveTextContent('₹12,49,951');
    expect(link.closest('li')).toHaveTextContent('₹49');

    await user.selectOptions(screen.getByLabelText('Status'), 'refunded');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('Buyer’s email'), 'student@example.com');
    await user.click(screen.getByRole('button', { name: 'Show orders' }));
    expect(router.state.location.search).toBe(
      '?status=refunded&itemType=note&from=2026-11-01&email=student%40example.com',
    );
    await screen.findByRole('link', { name: 'Clear' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/orders?status=refunded&itemType=note&from=2026-11-01&email=student%40example.com',
    );
  });
});

describe('/admin/orders/{orderId}', () => {
  it('shows the history, asks the refund’s reason and shows the server’s refusal, then the refund', async () => {
    let refunds = 0;
    const fetchMock = serve((url) => {
      if (url !== '/api/admin/orders/order_Pq7/refund') return undefined;
      refunds += 1;
      return refunds === 1
        ? jsonResponse(409, {
            success: false,
            code: 'CONFLICT',
            message: 'Refund order order_Dup first: it paid for the same note again.',
          })
        : jsonResponse(200, {
            success: true,
            message: 'Refunded ₹49.',
            accessEnded: true,
            order: { ...order, status: 'refunded', refundedAt: '2026-11-21T10:00:00.000Z' },
          });
    });
    const { user } = renderApp('/admin/orders/order_Pq7');
    await screen.findByRole('heading', { level: 2, name: 'Order order_Pq7' });
    const history = screen.getByRole('heading', { name: 'History' }).nextElementSibling;
    expect(history).toHaveTextContent('Order created');
    expect(history).toHaveTextContent('Paid');
    expect(history).toHaveTextContent('November 20, 2026');

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund ₹49 to student@example.com?' });
    expect(dialog).toHaveAccessibleDescription(
      'The full amount goes back through the sandbox. student@example.com loses access to “DBMS Notes”.',
    );
    const reason = within(dialog).getByLabelText('Reason for the refund');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(reason).toHaveAccessibleDescription('Please give the reason for the refund.');
    expect(callsTo(fetchMock, '/api/admin/orders/order_Pq7/refund')).toHaveLength(0);

    await user.type(reason, 'Asked within 7 days; file would not open');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Refund order order_Dup first: it paid for the same note again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Refunded ₹49. student@example.com no longer has access to “DBMS Notes”.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [, init] = callsTo(fetchMock, '/api/admin/orders/order_Pq7/refund')[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      reason: 'Asked within 7 days; file would not open',
    });
  });

  it('says a duplicate payment leaves the access, and re-checks an unpaid order', async () => {
    const duplicate = {
      ...detail,
      order: { ...detail.order, refundDue: true, duplicateOf: 'order_First' },
    };
    const unpaid = {
      ...detail,
      order: { ...detail.order, orderId: 'order_New', status: 'created', paidAt: null },
    };
    serve((url) => {
      if (url === '/api/admin/orders/order_Dup') return jsonResponse(200, duplicate);
      if (url === '/api/admin/orders/order_New') return jsonResponse(200, unpaid);
      if (url === '/api/admin/orders/order_New/recheck') {
        return jsonResponse(200, {
          success: true,
          message: 'The provider has no captured payment for this order.',
          changed: false,
          order: unpaid.order,
        });
      }
      return undefined;
    });
    const { user, router } = renderApp('/admin/orders/order_Dup');
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'The full amount goes back through the sandbox. This is a duplicate payment: student@example.com keeps “DBMS Notes” through the order that granted it.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(
      screen.queryByRole('button', { name: 'Re-check with provider' }),
    ).not.toBeInTheDocument();

    await router.navigate('/admin/orders/order_New');
    await screen.findByRole('heading', { level: 2, name: 'Order order_New' });
    await user.click(await screen.findByRole('button', { name: 'Re-check with provider' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The provider has no captured payment for this order.',
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
