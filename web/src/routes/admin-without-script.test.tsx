import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminItemsKey } from '../features/catalog-admin/api/query-keys';
import { orderQueryOptions } from '../features/orders-admin/api/get-order';
import { admin } from '../testing/fixtures';
import { type DrawnFor, showServerDrawn } from '../testing/server-drawn';

// Decision 35: the operators' forms work without the script. The server draws a confirmation
// asked for in the address (`?ask=…`) open, every action is a form that posts to its page, and a
// refusal comes back in the dialog with what was typed.

const order = {
  orderId: 'order_Pq7',
  userId: 'u-1',
  userEmail: 'student@example.com',
  userName: 'Asha Verma',
  itemType: 'note',
  itemId: 'dbms-notes',
  itemName: 'DBMS Notes',
  amountPaise: 4_900,
  provider: 'sandbox',
  providerOrderId: 'order_Pq7',
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
const orderPage = (changes: Partial<typeof order> = {}) => ({
  queryKey: orderQueryOptions(order.orderId).queryKey,
  data: { success: true, order: { ...order, ...changes }, history: [] },
});

const notes = [
  {
    id: 'dbms-notes',
    name: 'DBMS Notes',
    published: true,
    hasFile: true,
    deletedAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T10:00:00.000Z',
  },
];
const notesList = { queryKey: adminItemsKey('notes'), data: notes };

let page: HTMLElement | undefined;
afterEach(() => page?.remove());

async function draw(path: string, drawn: Omit<DrawnFor, 'user'>) {
  page = await showServerDrawn(path, { user: admin, ...drawn });
  return page;
}

/** A form's method, address and fields as the browser would post them. */
function posted(form: HTMLFormElement | null) {
  if (!form) throw new Error('not in a form');
  return {
    method: form.getAttribute('method'),
    action: form.getAttribute('action'),
    fields: Object.fromEntries(new FormData(form)),
  };
}

describe('an order without the script', () => {
  it('asks for the refund in a GET, and draws the dialog open with a form that posts', async () => {
    const shown = await draw('/admin/orders/order_Pq7', { loaded: [orderPage()] });
    const refund = within(shown).getByRole('button', { name: 'Refund' });
    expect(posted(refund.closest('form'))).toEqual({ method: 'get', action: null, fields: {} });
    expect(refund).toHaveAttribute('name', 'ask');
    expect(refund).toHaveAttribute('value', 'refund');
    page?.remove();

    const asked = await draw('/admin/orders/order_Pq7?ask=refund', { loaded: [orderPage()] });
    const dialog = within(asked).getByRole('dialog', {
      name: 'Refund ₹49 to student@example.com?',
    });
    const reason = within(dialog).getByLabelText('Reason for the refund');
    expect(posted(reason.closest('form'))).toEqual({
      method: 'post',
      action: '/admin/orders/order_Pq7',
      fields: { form: 'refund', reason: '' },
    });
    // Cancel asks for the page again, without the dialog.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const cancelForm = asked.querySelector<HTMLFormElement>(
      `#${CSS.escape(cancel.getAttribute('form') ?? '')}`,
    );
    expect(posted(cancelForm)).toEqual({
      method: 'get',
      action: '/admin/orders/order_Pq7',
      fields: {},
    });
  });

  it('draws a refused refund in its dialog with the reason typed and the words', async () => {
    const shown = await draw('/admin/orders/order_Pq7', {
      loaded: [orderPage()],
      formResult: {
        form: 'refund',
        values: { reason: 'no' },
        error: { message: 'Please give the reason for the refund.', field: 'reason' },
      },
    });
    const dialog = within(shown).getByRole('dialog');
    expect(within(dialog).getByLabelText('Reason for the refund')).toHaveValue('no');
    expect(dialog).toHaveTextContent('Please give the reason for the refund.');
  });

  it('says what a refund posted without the script did', async () => {
    const shown = await draw('/admin/orders/order_Pq7', {
      loaded: [orderPage({ status: 'refunded' })],
      formResult: {
        form: 'refund',
        values: {},
        done: { message: 'Refunded ₹49.', accessEnded: 'true' },
      },
    });
    expect(within(shown).getByRole('status')).toHaveTextContent(
      'Refunded ₹49. student@example.com no longer has access to “DBMS Notes”.',
    );
    expect(within(shown).queryByRole('dialog')).toBeNull();
  });
});

describe('a catalog list without the script', () => {
  it('publishes with a form, and asks before a delete', async () => {
    const shown = await draw('/admin/notes', { loaded: [notesList] });
    const unpublish = within(shown).getByRole('button', { name: 'Unpublish DBMS Notes' });
    expect(posted(unpublish.closest('form'))).toEqual({
      method: 'post',
      action: '/admin/notes',
      fields: { form: 'hide', item: 'dbms-notes' },
    });
    const remove = within(shown).getByRole('button', { name: 'Delete DBMS Notes' });
    expect(posted(remove.closest('form'))).toEqual({
      method: 'get',
      action: null,
      fields: { item: 'dbms-notes' },
    });
    page?.remove();

    const asked = await draw('/admin/notes?ask=delete&item=dbms-notes', { loaded: [notesList] });
    const dialog = within(asked).getByRole('alertdialog', { name: 'Delete “DBMS Notes”?' });
    expect(
      posted(within(dialog).getByRole('button', { name: 'Delete note' }).closest('form')),
    ).toEqual({
      method: 'post',
      action: '/admin/notes',
      fields: { form: 'delete', item: 'dbms-notes', name: 'DBMS Notes' },
    });
  });
});
