import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../../../testing/fixtures';
import { MyPurchases } from './my-purchases';

function show(userId: string | undefined) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MyPurchases userId={userId} />
    </QueryClientProvider>,
  );
}

describe('MyPurchases', () => {
  it('lists each paid order with item, type, amount, date and payment id', async () => {
    storeSession();
    const fetchMock = stubFetch(() =>
      jsonResponse(200, {
        success: true,
        purchases: [
          {
            orderId: 'order_A1',
            itemType: 'project',
            itemId: 'event-manager',
            itemName: 'College Event Management System',
            amountPaise: 1_49_900,
            paidAt: '2026-11-22T06:30:00.000Z',
            paymentId: 'pay_Q1w2e3r4',
            refundDue: false,
            refundedAt: null,
            refundRequest: { id: 'RF-7K2M9QX4', status: 'open', createdAt: '2026-11-23T06:30:00Z' },
          },
          {
            orderId: 'order_B2',
            itemType: 'donation',
            itemId: null,
            itemName: 'Donation',
            amountPaise: 1_00_00_000,
            paidAt: '2026-01-05T06:30:00.000Z',
            paymentId: 'pay_Z9x8c7v6',
            refundDue: false,
            refundedAt: null,
            refundRequest: null,
          },
          {
            orderId: 'order_C3',
            itemType: 'note',
            itemId: 'dbms',
            itemName: 'DBMS Handwritten Notes',
            amountPaise: 9_900,
            paidAt: '2026-11-02T06:30:00.000Z',
            paymentId: 'pay_C3',
            refundDue: false,
            refundedAt: '2026-11-06T06:30:00.000Z',
            refundRequest: {
              id: 'RF-AB12CD34',
              status: 'refunded',
              createdAt: '2026-11-03T06:30:00Z',
            },
          },
        ],
      }),
    );
    show(student.id);

    const project = (
      await screen.findByRole('heading', { name: 'College Event Management System' })
    ).closest('li') as HTMLElement;
    expect(within(project).getByText('Project')).toBeInTheDocument();
    expect(within(project).getByText('₹1,499')).toBeInTheDocument();
    expect(within(project).getByText('November 22, 2026')).toBeInTheDocument();
    expect(within(project).getByText('pay_Q1w2e3r4')).toBeInTheDocument();
    expect(within(project).getByText('order_A1')).toBeInTheDocument();
    expect(project).toHaveTextContent(
      'Refund requestRF-7K2M9QX4: received; we process requests within 7 days',
    );
    const donation = screen.getByRole('heading', { name: 'Donation' }).closest('li') as HTMLElement;
    expect(within(donation).getByText('₹1,00,000')).toBeInTheDocument();
    expect(within(donation).getByText('January 5, 2026')).toBeInTheDocument();
    expect(within(donation).getByText('Donation', { selector: 'p' })).toBeInTheDocument();
    expect(donation).not.toHaveTextContent('Refund request');
    const refunded = screen
      .getByRole('heading', { name: 'DBMS Handwritten Notes' })
      .closest('li') as HTMLElement;
    expect(within(refunded).getByText('Refunded on November 6, 2026')).toBeInTheDocument();
    expect(refunded).toHaveTextContent('RF-AB12CD34: refunded');

    const [call] = callsTo(fetchMock, '/api/user/purchases');
    expect(new Headers(call?.[1]?.headers).has('Authorization')).toBe(false);
    expect(call?.[1]?.credentials).toBe('same-origin');
  });

  it('marks a second payment for the same note as paid twice and to be refunded', async () => {
    storeSession();
    const paid = {
      itemType: 'note',
      itemId: 'data-structures',
      itemName: 'Data Structures Handwritten Notes',
      amountPaise: 14_900,
      paidAt: '2026-11-22T06:30:00.000Z',
      refundedAt: null,
    };
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        purchases: [
          {
            ...paid,
            orderId: 'order_Second',
            paymentId: 'pay_Second',
            refundDue: true,
            refundRequest: null,
          },
          {
            ...paid,
            orderId: 'order_First',
            paymentId: 'pay_First',
            refundDue: false,
            refundRequest: null,
          },
        ],
      }),
    );
    show(student.id);

    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [second, first] = cards as [HTMLElement, HTMLElement];
    expect(within(second).getByText('pay_Second')).toBeInTheDocument();
    expect(
      within(second).getByText('Paid twice — this payment will be refunded'),
    ).toBeInTheDocument();
    expect(within(first).getByText('pay_First')).toBeInTheDocument();
    expect(within(first).queryByText(/Paid twice/)).not.toBeInTheDocument();
  });

  it("offers each order's receipt as a link the browser downloads", async () => {
    storeSession();
    const fetchMock = stubFetch(() =>
      jsonResponse(200, {
        success: true,
        purchases: [
          {
            orderId: 'order_B2',
            itemType: 'donation',
            itemId: null,
            itemName: 'Donation',
            amountPaise: 50_000,
            paidAt: '2026-01-05T06:30:00.000Z',
            paymentId: 'pay_Z9x8c7v6',
            refundDue: false,
            refundedAt: null,
            refundRequest: null,
          },
        ],
      }),
    );
    show(student.id);
    const link = await screen.findByRole('link', {
      name: 'Download receipt for Donation, order order_B2',
    });
    expect(link).toHaveAttribute('href', '/api/user/receipts/order_B2.pdf');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent(/^Download receipt$/);

    // The browser would download the file; jsdom cannot, so the test keeps the page.
    const keepPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', keepPage);
    await userEvent.setup().click(link);
    document.removeEventListener('click', keepPage);
    // The page never fetches the receipt into its memory.
    expect(callsTo(fetchMock, '/api/user/receipts/order_B2.pdf')).toHaveLength(0);
  });

  it('says when nothing has been bought', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, purchases: [] }));
    show(student.id);
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
    expect(await screen.findByText("You haven't bought anything yet.")).toBeInTheDocument();
  });

  it('logs a failed fetch and shows the empty text', async () => {
    storeSession();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse(401, { success: false, message: 'No', code: 'UNAUTHORIZED' }));
    show(student.id);
    expect(await screen.findByText("You haven't bought anything yet.")).toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Dashboard fetch error', expect.any(Error)),
    );
  });

  it('asks nothing without a signed-in user', () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, purchases: [] }));
    show(undefined);
    expect(screen.getByText("You haven't bought anything yet.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
