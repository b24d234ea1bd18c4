import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  orderAnswer,
  paidAnswer,
  sentBody,
  verifiedAnswer,
} from '../features/payments/payment-fixtures';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const donationOrder = (amountPaise: number) =>
  orderAnswer({
    amount: amountPaise,
    itemName: 'Donation',
    description: 'Donation to support our platform',
  });

function serve(answers: { createOrder?: () => Response; verify?: () => Response } = {}) {
  return stubFetch((url, init) => {
    switch (url) {
      case '/api/auth/verify':
        return jsonResponse(200, { success: true, user: student });
      case '/api/payment/create-order': {
        const { amount } = JSON.parse(String(init.body)) as { amount: number };
        return answers.createOrder?.() ?? jsonResponse(200, donationOrder(amount * 100));
      }
      case '/api/payment/sandbox/pay':
        return jsonResponse(200, paidAnswer);
      case '/api/payment/verify':
        return (
          answers.verify?.() ?? jsonResponse(400, { success: false, message: 'No', code: 'X' })
        );
      default:
        return jsonResponse(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
  });
}

async function open(signedIn = true) {
  if (signedIn) storeSession();
  const alerts = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const app = renderApp('/support-us');
  await screen.findByRole('heading', { level: 1, name: 'Support Our Mission' });
  return { ...app, alerts };
}

describe('/support-us', { timeout: 15_000 }, () => {
  beforeAll(() => import('./support-us'), 30_000);

  it('shows the donation, contact and social cards and why support matters', async () => {
    serve();
    await open(false);
    const donation = screen.getByRole('article', { name: 'Make a Donation' });
    for (const name of ['Donate ₹100', 'Donate ₹500', 'Donate ₹1,000', 'Donate a custom amount']) {
      expect(within(donation).getByRole('button', { name })).toBeInTheDocument();
    }
    const contact = screen.getByRole('article', { name: 'Partner With Us' });
    expect(within(contact).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(
      within(contact).getByRole('link', { name: 'Email support@studyhub.example' }),
    ).toHaveAttribute('href', 'mailto:support@studyhub.example');
    const social = screen.getByRole('article', { name: 'Spread the Word' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['StudyHub on Instagram', 'StudyHub on YouTube', 'StudyHub on LinkedIn']);

    const why = screen.getByRole('region', { name: 'Why Support Us?' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Quality Education', 'Global Access', 'Innovation', 'Community Growth']);
    await waitFor(() => expect(document.title).toBe('Support Us | StudyHub'));
  });

  async function payWithTestCard(user: Awaited<ReturnType<typeof open>>['user'], amount: string) {
    const dialog = await screen.findByRole('dialog', { name: `Pay ${amount} to StudyHub` });
    await user.click(
      within(dialog).getByRole('button', { name: 'Use the card 4111 1111 1111 1111' }),
    );
    await user.type(within(dialog).getByLabelText(/^Expiry date/), '12/39');
    await user.type(within(dialog).getByLabelText(/^CVV/), '123');
    await user.type(within(dialog).getByLabelText(/^Name on card/), 'Asha Verma');
    await user.click(within(dialog).getByRole('button', { name: `Pay ${amount}` }));
  }

  it.each([['abc'], ['0'], ['500001'], ['99.50'], ['-5'], ['']])(
    'refuses the custom amount %j with a clear message under the field and starts no payment',
    async (typed) => {
      const fetchMock = serve();
      const { user } = await open();
      await user.click(screen.getByRole('button', { name: 'Donate a custom amount' }));
      const field = screen.getByLabelText('Your amount in rupees (₹1 to ₹5,00,000)');
      expect(field).toHaveValue('100');
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Donate' }));

      expect(field).toHaveAccessibleDescription(
        'Please enter a donation of whole rupees from ₹1 to ₹5,00,000, for example 250.',
      );
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(callsTo(fetchMock, '/api/payment/create-order')).toHaveLength(0);
    },
  );

  it('starts a donation of a valid custom amount in whole rupees', async () => {
    const fetchMock = serve();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Donate a custom amount' }));
    const field = screen.getByLabelText('Your amount in rupees (₹1 to ₹5,00,000)');
    await user.clear(field);
    await user.type(field, '₹1,00,000');
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay ₹1,00,000 to StudyHub' });
    expect(within(dialog).getByText('Donation to support our platform')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/payment/create-order')).toEqual({
      itemType: 'donation',
      itemId: 'donation',
      itemName: 'Donation',
      amount: 100_000,
    });
  });

  it('keeps the typed amount and says the payment was cancelled when the checkout is closed', async () => {
    serve();
    const { user, alerts } = await open();
    await user.click(screen.getByRole('button', { name: 'Donate a custom amount' }));
    const field = screen.getByLabelText('Your amount in rupees (₹1 to ₹5,00,000)');
    await user.clear(field);
    await user.type(field, '750');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay ₹750 to StudyHub' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment cancelled. Nothing was charged; you can try again when you are ready.',
    );
    expect(screen.getByLabelText('Your amount in rupees (₹1 to ₹5,00,000)')).toHaveValue('750');
    expect(alerts).not.toHaveBeenCalled();
  });

  it('thanks the donor in the page with the amount, order and payment ids, date and receipt', async () => {
    const fetchMock = serve({
      verify: () =>
        jsonResponse(
          200,
          verifiedAnswer({
            message:
              'Thank you for your generous donation! Your support helps us keep learning free for everyone.',
            itemType: 'donation',
            itemId: null,
            itemName: 'Donation',
            amountPaise: 50_000,
            orderId: 'order_Donation1',
            paymentId: 'pay_Donation1',
            paidAt: '2026-11-22T10:30:00.000Z',
          }),
        ),
    });
    const { user, alerts } = await open();
    await user.click(screen.getByRole('button', { name: 'Donate ₹500' }));
    await payWithTestCard(user, '₹500');

    const confirmation = await screen.findByRole('region', {
      name: 'Thank you for your donation',
    });
    expect(within(confirmation).getByRole('status')).toHaveTextContent(
      'Thank you for your generous donation! Your support helps us keep learning free for everyone.',
    );
    const details = within(confirmation);
    expect(details.getByText('₹500')).toBeInTheDocument();
    expect(details.getByText('order_Donation1')).toBeInTheDocument();
    expect(details.getByText('pay_Donation1')).toBeInTheDocument();
    expect(details.getByText('November 22, 2026')).toBeInTheDocument();
    // A donation has nothing to download but its receipt, a link the browser downloads.
    expect(details.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    const receipt = details.getByRole('link', { name: 'Download receipt' });
    expect(details.getAllByRole('link')).toEqual([receipt]);
    expect(receipt).toHaveAttribute('href', '/api/user/receipts/order_Donation1.pdf');
    expect(receipt).toHaveAttribute('download');
    expect(details.getByRole('heading', { name: 'Thank you for your donation' })).toHaveFocus();
    expect(alerts).not.toHaveBeenCalled();

    // The browser would download the file; jsdom cannot, so the test keeps the page.
    const keepPage = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', keepPage);
    await user.click(receipt);
    document.removeEventListener('click', keepPage);
    // The page never fetches the receipt into its memory.
    expect(callsTo(fetchMock, '/api/user/receipts/order_Donation1.pdf')).toHaveLength(0);
  });

  it('sends a signed-out visitor to /login without asking for an amount', async () => {
    const fetchMock = serve();
    const { user, router } = await open(false);
    await user.click(screen.getByRole('button', { name: 'Donate a custom amount' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/support-us' } });

    await router.navigate('/support-us');
    await user.click(await screen.findByRole('button', { name: 'Donate ₹500' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(callsTo(fetchMock, '/api/payment/create-order')).toHaveLength(0);
  });

  it('says the payment could not start when the order fails', async () => {
    serve({
      createOrder: () =>
        jsonResponse(429, { success: false, message: 'Slow down.', code: 'RATE_LIMITED' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, alerts } = await open();
    await user.click(screen.getByRole('button', { name: 'Donate ₹100' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment initiation failed. Please try again.',
    );
    expect(alerts).not.toHaveBeenCalled();
  });

  it('tells the donor to contact support when verification fails', async () => {
    serve();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, alerts } = await open();
    await user.click(screen.getByRole('button', { name: 'Donate ₹100' }));
    await payWithTestCard(user, '₹100');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment verification failed. Please contact support.',
    );
    expect(screen.getByRole('button', { name: 'Donate ₹100' })).toBeInTheDocument();
    expect(alerts).not.toHaveBeenCalled();
  });
});
