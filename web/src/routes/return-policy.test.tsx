import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { showServerDrawn } from '../testing/server-drawn';

const stored = {
  success: true,
  requestId: 'RF-4M8Q2ZXA',
  message: 'Thank you! Your refund request has been received and will be processed within 7 days.',
};

const purchase = {
  itemType: 'note',
  itemId: 'dbms',
  itemName: 'DBMS Handwritten Notes',
  amountPaise: 9_900,
  paidAt: '2026-11-20T06:30:00.000Z',
  paymentId: 'pay_Dbms1',
  refundDue: false,
  refundedAt: null,
  refundRequest: null,
};

const purchases = {
  success: true,
  purchases: [
    { ...purchase, orderId: 'order_Dbms1' },
    {
      ...purchase,
      orderId: 'order_Old2',
      itemName: 'Operating Systems Notes',
      paymentId: 'pay_Old2',
      refundedAt: '2026-11-01T06:30:00.000Z',
    },
  ],
};

function serve(refund: () => Response = () => jsonResponse(201, stored)) {
  return stubFetch((url) => {
    if (url === '/api/refund-requests') return refund();
    if (url === '/api/user/purchases') return jsonResponse(200, purchases);
    if (url === '/api/site') {
      return jsonResponse(200, {
        success: true,
        supportEmail: 'help@studyhub.example',
        governingLawLocation: 'Bengaluru, Karnataka, India',
        sendsEmail: true,
      });
    }
    return jsonResponse(200, { success: true, user: student });
  });
}

async function openPage() {
  const app = renderApp('/return-policy');
  await screen.findByRole('heading', { level: 1, name: 'Return Policy' });
  return app;
}

async function fillIn(user: Awaited<ReturnType<typeof openPage>>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Rohit Sharma');
  await user.type(screen.getByLabelText('Email'), 'rohit@example.com');
  await user.type(screen.getByLabelText('Transaction ID'), 'pay_N3x9Qk2LmP7aZt');
  await user.type(screen.getByLabelText('Product'), 'DBMS Handwritten Notes');
}

describe('/return-policy', () => {
  it('states the 7-day windows and shows the refund form', async () => {
    serve();
    await openPage();
    expect(screen.getByText('within 7 days of your purchase')).toBeInTheDocument();
    expect(screen.getByText('processed within 7 days')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Request a refund' });
    for (const label of ['Name', 'Email', 'Transaction ID', 'Product']) {
      expect(within(form).getByLabelText(label)).toBeRequired();
    }
    await waitFor(() => expect(document.title).toBe('Return Policy | StudyHub'));
  });

  it('stores the request on the server, then replaces the form with the thank-you', async () => {
    const fetchMock = serve();
    const { user } = await openPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const thanks = await screen.findByText(
      'Thank you! Your refund request has been received and will be processed within 7 days.',
    );
    expect(thanks.closest('[role="status"]')).toHaveFocus();
    expect(screen.getByText('RF-4M8Q2ZXA')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request a refund' })).not.toBeInTheDocument();

    const calls = callsTo(fetchMock, '/api/refund-requests');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({
      name: 'Rohit Sharma',
      email: 'rohit@example.com',
      transactionId: 'pay_N3x9Qk2LmP7aZt',
      product: 'DBMS Handwritten Notes',
    });
  });

  it('says under each empty field that it is required, and sends nothing', async () => {
    const fetchMock = serve();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const expected = {
      Name: 'Please enter your name.',
      Email: 'Please enter your email address.',
      'Transaction ID': 'Please enter the transaction ID of your payment.',
      Product: 'Please enter the product you bought.',
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(callsTo(fetchMock, '/api/refund-requests')).toHaveLength(0);
  });

  it('fills in a signed-in user’s name and email', async () => {
    storeSession();
    serve();
    await openPage();
    expect(screen.getByLabelText('Name')).toHaveValue(student.name);
    expect(screen.getByLabelText('Email')).toHaveValue(student.email);
  });

  it('lets a signed-in student choose one of their own paid orders, which fills in the form', async () => {
    storeSession();
    const fetchMock = serve();
    const { user } = await openPage();
    const select = await screen.findByRole('combobox', { name: 'Your order' });
    // A refunded order is not offered again.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose one of your orders',
      'DBMS Handwritten Notes · ₹99 · November 20, 2026 · order_Dbms1',
    ]);
    await user.selectOptions(select, 'order_Dbms1');
    expect(screen.getByLabelText('Transaction ID')).toHaveValue('order_Dbms1');
    expect(screen.getByLabelText('Product')).toHaveValue('DBMS Handwritten Notes');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await screen.findByText(
      'Thank you! Your refund request has been received and will be processed within 7 days.',
    );
    const [call] = callsTo(fetchMock, '/api/refund-requests');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: student.name,
      email: student.email,
      transactionId: 'order_Dbms1',
      product: 'DBMS Handwritten Notes',
    });
  });

  it('offers no order list to a visitor who is not signed in', async () => {
    const fetchMock = serve();
    await openPage();
    expect(screen.queryByRole('combobox', { name: 'Your order' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/user/purchases')).toHaveLength(0);
  });

  it('keeps the form and says what went wrong when the request is refused', async () => {
    serve(() =>
      jsonResponse(429, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait 60 minutes and try again.',
      }),
    );
    const { user } = await openPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Failed to submit form. Please try again.');
    expect(box).toHaveTextContent('Too many attempts. Please wait 60 minutes and try again.');
    expect(screen.getByLabelText('Product')).toHaveValue('DBMS Handwritten Notes');
  });
});

describe('/return-policy without the script (decision 35)', () => {
  it('draws the refund request as a form that posts to /return-policy, back to itself', async () => {
    const page = await showServerDrawn('/return-policy');
    try {
      const form = within(page).getByRole('form', { name: 'Request a refund' });
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/return-policy#refund-request');
      expect(page.querySelector('#refund-request')).toContainElement(form);
      for (const [label, name] of [
        ['Name', 'name'],
        ['Email', 'email'],
        ['Transaction ID', 'transactionId'],
        ['Product', 'product'],
      ]) {
        expect(within(form).getByLabelText(label as string)).toHaveAttribute('name', name);
      }
      expect(within(form).getByRole('button', { name: 'Submit Request' })).toHaveAttribute(
        'type',
        'submit',
      );
    } finally {
      page.remove();
    }
  });

  it('comes back with the error beside its field and everything as it was typed', async () => {
    const page = await showServerDrawn('/return-policy', {
      user: student,
      formResult: {
        form: 'refund',
        error: { message: 'Please enter the transaction ID.', field: 'transactionId' },
        values: {
          name: 'Rohit Sharma',
          email: 'rohit@example.com',
          transactionId: '',
          product: 'DBMS Handwritten Notes',
        },
      },
    });
    try {
      const form = within(page).getByRole('form', { name: 'Request a refund' });
      expect(within(form).getByLabelText('Name')).toHaveValue('Rohit Sharma');
      expect(within(form).getByLabelText('Email')).toHaveValue('rohit@example.com');
      expect(within(form).getByLabelText('Product')).toHaveValue('DBMS Handwritten Notes');
      const transaction = within(form).getByLabelText('Transaction ID');
      expect(transaction).toHaveValue('');
      expect(transaction).toHaveAccessibleDescription(/Please enter the transaction ID\.$/);
      expect(transaction).toHaveAttribute('autofocus');
    } finally {
      page.remove();
    }
  });

  it('says the request was received, with its id, in place of the form', async () => {
    const page = await showServerDrawn('/return-policy', {
      formResult: {
        form: 'refund',
        values: {},
        done: { requestId: 'RF-4M8Q2ZXA', message: stored.message },
      },
    });
    try {
      expect(
        within(page).queryByRole('form', { name: 'Request a refund' }),
      ).not.toBeInTheDocument();
      const thanks = within(page.querySelector('#refund-request') as HTMLElement).getByRole(
        'status',
      );
      expect(thanks).toHaveTextContent(
        'Thank you! Your refund request has been received and will be processed within 7 days.',
      );
      expect(thanks).toHaveTextContent('Your request ID is RF-4M8Q2ZXA.');
    } finally {
      page.remove();
    }
  });
});
