import type { NoteDetail } from '@studyhub/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  deferred,
  jsonResponse,
  storeSession,
  stubFetch,
  student,
} from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import {
  declinedAnswer,
  orderAnswer,
  paidAnswer,
  sentBody,
  verifiedAnswer,
} from '../payment-fixtures';

const note: NoteDetail = {
  id: 'data-structures',
  name: 'Data Structures Handwritten Notes',
  image: '/media/images/note-data-structures-800.webp',
  imageSmall: '/media/images/note-data-structures-400.webp',
  imageLinkPreview: '/media/images/note-data-structures-og.png',
  about: 'Arrays to graphs.',
  pages: 86,
  price: 149,
  isFree: false,
  coveredTopics: [],
  previewLink: null,
};

interface Answers {
  createOrder?: () => Response | Promise<Response>;
  pay?: () => Response | Promise<Response>;
  verify?: () => Response;
}

/**
 * A signed-in student on a paid note page with the sandbox provider. Access turns true once the
 * server has verified a payment, as the real server's does.
 */
function serve(answers: Answers = {}) {
  let paid = false;
  return stubFetch((url) => {
    switch (url) {
      case '/api/auth/verify':
        return jsonResponse(200, { success: true, user: student });
      case '/api/notes/data-structures':
        return jsonResponse(200, { success: true, note });
      case '/api/notes/access/data-structures':
        return jsonResponse(200, { success: true, hasAccess: paid });
      case '/api/payment/create-order':
        return answers.createOrder?.() ?? jsonResponse(200, orderAnswer());
      case '/api/payment/sandbox/pay':
        return answers.pay?.() ?? jsonResponse(200, paidAnswer);
      case '/api/payment/verify': {
        const answer = answers.verify?.() ?? jsonResponse(200, verifiedAnswer());
        paid = answer.ok;
        return answer;
      }
      default:
        return jsonResponse(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
  });
}

async function openCheckout() {
  storeSession();
  const alerts = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const app = renderApp('/notes/data-structures');
  // A link from the first paint; with the script, clicking it opens the checkout in the page.
  // Each test's first wait: the screen's code is compiled on first use, over 5 s on a busy machine.
  const getNote = await screen.findByRole('link', { name: 'Get Note (₹149)' });
  await app.user.click(getNote);
  const dialog = await screen.findByRole('dialog', { name: 'Pay ₹149 to StudyHub' });
  return { ...app, alerts, dialog, getNote };
}

async function fillCard(
  user: Awaited<ReturnType<typeof openCheckout>>['user'],
  dialog: HTMLElement,
  card: { number?: string; expiry?: string; cvv?: string; name?: string },
) {
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  if (card.number) await user.type(field(/^Card number/), card.number);
  await user.type(field(/^Expiry date/), card.expiry ?? '12/39');
  await user.type(field(/^CVV/), card.cvv ?? '123');
  await user.type(field(/^Name on card/), card.name ?? 'Asha Verma');
}

// Typing whole card forms takes a few seconds in jsdom, more on a loaded machine.
describe('the sandbox checkout', () => {
  beforeAll(() => import('../../../routes/note-detail'), 30_000);

  it('opens as a labelled modal test payment with the amount, item and test cards', async () => {
    serve();
    const { dialog } = await openCheckout();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Test payment — no real money is charged');
    expect(within(dialog).getByText('Data Structures Handwritten Notes')).toBeInTheDocument();
    expect(within(dialog).getByText('4111 1111 1111 1111')).toBeInTheDocument();
    expect(within(dialog).getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Card number/)).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Pay ₹149' })).toBeInTheDocument();
  });

  it('explains each missing or wrong field in plain words and sends nothing', async () => {
    const fetchMock = serve();
    const { user, dialog } = await openCheckout();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹149' }));

    const cardNumber = within(dialog).getByLabelText(/^Card number/);
    expect(cardNumber).toHaveAccessibleDescription('Enter the card number.');
    expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
    expect(cardNumber).toHaveFocus();
    expect(
      within(dialog).getByText('Enter the expiry date as MM/YY, for example 08/29.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Enter the CVV, the 3 or 4 digits on the back of the card.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Enter the name printed on the card.')).toBeVisible();

    await fillCard(user, dialog, { number: '4111 1111', expiry: '13/30', cvv: '12' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹149' }));
    expect(
      within(dialog).getByText('A card number has 12 to 19 digits. Check it and try again.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Write the expiry date as MM/YY, for example 08/29.'),
    ).toBeVisible();
    expect(within(dialog).getByText('The CVV is 3 or 4 digits.')).toBeVisible();

    const expiry = within(dialog).getByLabelText(/^Expiry date/);
    await user.clear(expiry);
    await user.type(expiry, '01/20');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹149' }));
    expect(
      within(dialog).getByText('This card has expired. Use a card with a later expiry date.'),
    ).toBeVisible();

    expect(callsTo(fetchMock, '/api/payment/sandbox/pay')).toHaveLength(0);
  });

  it('says a card was declined in the dialog, keeps the card details, and reports the failure when closed', async () => {
    const fetchMock = serve({ pay: declinedAnswer });
    const { user, dialog, alerts } = await openCheckout();
    await fillCard(user, dialog, { number: '4000 0000 0000 0002' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹149' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Payment failed. Please try again. The card was declined',
    );
    expect(within(dialog).getByLabelText(/^Card number/)).toHaveValue('4000 0000 0000 0002');
    expect(within(dialog).getByLabelText(/^Name on card/)).toHaveValue('Asha Verma');
    expect(callsTo(fetchMock, '/api/payment/verify')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    expect(screen.getByRole('link', { name: 'Get Note (₹149)' })).toHaveAttribute(
      'href',
      '/notes/data-structures?buy=1',
    );
    expect(alerts).not.toHaveBeenCalled();
  });

  it('lets the student try another card after a decline', async () => {
    let attempts = 0;
    const fetchMock = serve({
      pay: () => (++attempts === 1 ? declinedAnswer() : jsonResponse(200, paidAnswer)),
    });
    const { user, dialog } = await openCheckout();
    await fillCard(user, dialog, { number: '4000 0000 0000 0002' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹149' }));
    await within(dialog).findByRole('alert');
    await user.click(
      within(dialog).getByRole('button', { name: 'Use the card 4111 1111 1111 1111' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹149' }));
    expect(await screen.findByRole('region', { name: 'Payment successful' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/payment/sandbox/pay')).toHaveLength(2);
  });

  it('pays with the success card, verifies with the server and switches to Download', async () => {
    const payment = deferred<Response>();
    const fetchMock = serve({ pay: () => payment.promise });
    const { user, dialog, alerts } = await openCheckout();
    await user.click(
      within(dialog).getByRole('button', { name: 'Use the card 4111 1111 1111 1111' }),
    );
    expect(within(dialog).getByLabelText(/^Card number/)).toHaveValue('4111 1111 1111 1111');
    await fillCard(user, dialog, {});
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹149' }));

    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    payment.resolve(jsonResponse(200, paidAnswer));

    const confirmation = await screen.findByRole('region', { name: 'Payment successful' });
    expect(within(confirmation).getByRole('status')).toHaveTextContent(
      'Payment successful! You can now download the note.',
    );
    for (const shown of [
      'Data Structures Handwritten Notes',
      '₹149',
      'order_Test12345',
      'pay_Test67890',
      'November 22, 2026',
    ]) {
      expect(within(confirmation).getByText(shown)).toBeInTheDocument();
    }
    // Focus lands on the outcome as the dialog closes, never on the page's body.
    expect(within(confirmation).getByRole('heading', { name: 'Payment successful' })).toHaveFocus();
    const receipt = within(confirmation).getByRole('link', { name: 'Download receipt' });
    expect(receipt).toHaveAttribute('href', '/api/user/receipts/order_Test12345.pdf');
    expect(receipt).toHaveAttribute('download');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alerts).not.toHaveBeenCalled();
    // The Download in the confirmation is a link the browser downloads itself, as every download
    // of the site (decision 35): a refused one is the browser's failed download, never the API's
    // answer shown as a page; the page stays and builds nothing in memory.
    const download = within(confirmation).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/api/notes/data-structures/download');
    expect(download).toHaveAttribute('download');
    // The page's own Get Note has become the same download link.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Download' })).toHaveLength(2));
    for (const link of screen.getAllByRole('link', { name: 'Download' })) {
      expect(link).toHaveAttribute('href', '/api/notes/data-structures/download');
      expect(link).toHaveAttribute('download');
    }
    expect(screen.queryByRole('link', { name: /Get Note/ })).not.toBeInTheDocument();
    // jsdom cannot download; the test keeps the page, as the browser would.
    const keepPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', keepPage);
    await user.click(download);
    document.removeEventListener('click', keepPage);
    expect(callsTo(fetchMock, '/api/notes/data-structures/download')).toHaveLength(0);
    expect(download).toBeInTheDocument();

    expect(sentBody(fetchMock, '/api/payment/create-order')).toEqual({
      itemType: 'note',
      itemId: 'data-structures',
      itemName: 'Data Structures Handwritten Notes',
    });
    expect(sentBody(fetchMock, '/api/payment/sandbox/pay')).toEqual({
      orderId: 'order_Test12345',
      cardNumber: '4111111111111111',
    });
    expect(sentBody(fetchMock, '/api/payment/verify')).toEqual({
      razorpay_order_id: 'order_Test12345',
      razorpay_payment_id: 'pay_Test67890',
      razorpay_signature: 'a1b2c3',
      itemDetails: { id: 'data-structures', type: 'note' },
    });
  });

  it('says so when the note had already been bought and this payment will be refunded', async () => {
    serve({
      verify: () =>
        jsonResponse(
          200,
          verifiedAnswer({
            message: 'You had already bought this, so this payment will be refunded.',
            refundDue: true,
          }),
        ),
    });
    const { user, dialog, alerts } = await openCheckout();
    await user.click(
      within(dialog).getByRole('button', { name: 'Use the card 4111 1111 1111 1111' }),
    );
    await fillCard(user, dialog, {});
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹149' }));
    const confirmation = await screen.findByRole('region', { name: 'Payment successful' });
    expect(within(confirmation).getByRole('status')).toHaveTextContent(
      'You had already bought this, so this payment will be refunded.',
    );
    expect(confirmation).not.toHaveTextContent('You can now download the note.');
    expect(alerts).not.toHaveBeenCalled();
  });

  it('closes on Escape or Cancel, returns focus to the button and charges nothing', async () => {
    const fetchMock = serve();
    const { user, getNote, alerts } = await openCheckout();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(getNote).toHaveFocus());
    expect(getNote).toHaveTextContent('Get Note (₹149)');

    await user.click(getNote);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment cancelled. Nothing was charged; you can try again when you are ready.',
    );
    expect(alerts).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/payment/sandbox/pay')).toHaveLength(0);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    serve();
    const { user, dialog } = await openCheckout();
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹149' });
    const firstUse = within(dialog).getByRole('button', {
      name: 'Use the card 4111 1111 1111 1111',
    });
    pay.focus();
    await user.tab();
    expect(firstUse).toHaveFocus();
    await user.tab({ shift: true });
    expect(pay).toHaveFocus();
  });

  it("tells the user when the note's order cannot be created, in the spec's words", async () => {
    serve({
      createOrder: () =>
        jsonResponse(409, {
          success: false,
          message: 'You already own this note. You can download it from its page.',
          code: 'ALREADY_OWNED',
        }),
    });
    storeSession();
    const alerts = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/notes/data-structures');
    await user.click(await screen.findByRole('link', { name: 'Get Note (₹149)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initiate payment: You already own this note. You can download it from its page.',
    );
    expect(alerts).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the generic initiation text when no answer came back', async () => {
    serve({ createOrder: () => Promise.reject(new TypeError('Failed to fetch')) });
    storeSession();
    const alerts = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/notes/data-structures');
    await user.click(await screen.findByRole('link', { name: 'Get Note (₹149)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initiate payment: Payment initialization failed',
    );
    expect(alerts).not.toHaveBeenCalled();
  });

  it('tells the user to contact support when verification fails', async () => {
    serve({
      verify: () =>
        jsonResponse(400, {
          success: false,
          message: 'Payment verification failed. Please contact support.',
          code: 'PAYMENT_FAILED',
        }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog, alerts } = await openCheckout();
    await fillCard(user, dialog, { number: '4111 1111 1111 1111' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹149' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment verification failed. Please contact support.',
    );
    expect(alerts).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Get Note (₹149)' })).toHaveAttribute(
      'href',
      '/notes/data-structures?buy=1',
    );
  });
});
