import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { orderAnswer, paidAnswer, sentBody } from '../features/payments/payment-fixtures';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { notification, queryNotification } from '../testing/notification';
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
  const app = renderApp('/support-us');
  await screen.findByRole('heading', { level: 1, name: 'Support Our Mission' });
  return app;
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

  it.each([['abc'], ['0'], ['500001'], ['99.50'], ['-5'], ['']])(
    'refuses the custom amount %j with a clear message and starts no payment',
    async (typed) => {
      const fetchMock = serve();
      const { user } = await open();
      const prompt = vi.spyOn(window, 'prompt').mockReturnValue(typed);
      await user.click(screen.getByRole('button', { name: 'Donate a custom amount' }));

      expect(prompt).toHaveBeenCalledWith(expect.stringContaining('₹1 to ₹5,00,000'), '100');
      expect(notification()).toHaveTextContent(
        'Please enter a donation of whole rupees from ₹1 to ₹5,00,000, for example 250.',
      );
      expect(callsTo(fetchMock, '/api/payment/create-order')).toHaveLength(0);
    },
  );

  it('does nothing when the prompt is cancelled', async () => {
    const fetchMock = serve();
    const { user } = await open();
    vi.spyOn(window, 'prompt').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Donate a custom amount' }));
    expect(queryNotification()).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/payment/create-order')).toHaveLength(0);
  });

  it('starts a donation of a valid custom amount in whole rupees', async () => {
    const fetchMock = serve();
    const { user } = await open();
    vi.spyOn(window, 'prompt').mockReturnValue('₹1,00,000');
    await user.click(screen.getByRole('button', { name: 'Donate a custom amount' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay ₹1,00,000 to StudyHub' });
    expect(within(dialog).getByText('Donation to support our platform')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/payment/create-order')).toEqual({
      itemType: 'donation',
      itemId: 'donation',
      itemName: 'Donation',
      amount: 100_000,
    });
  });

  it('sends a signed-out visitor to /login without asking for an amount', async () => {
    const fetchMock = serve();
    const { user, router } = await open(false);
    const prompt = vi.spyOn(window, 'prompt');
    await user.click(screen.getByRole('button', { name: 'Donate a custom amount' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(prompt).not.toHaveBeenCalled();
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
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Donate ₹100' }));
    await waitFor(() =>
      expect(notification()).toHaveTextContent('Payment initiation failed. Please try again.'),
    );
  });

  it('tells the donor to contact support when verification fails', async () => {
    serve();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Donate ₹100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay ₹100 to StudyHub' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Use the card 4111 1111 1111 1111' }),
    );
    await user.type(within(dialog).getByLabelText(/^Expiry date/), '12/39');
    await user.type(within(dialog).getByLabelText(/^CVV/), '123');
    await user.type(within(dialog).getByLabelText(/^Name on card/), 'Asha Verma');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹100' }));
    await waitFor(() =>
      expect(notification()).toHaveTextContent(
        'Payment verification failed. Please contact support.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Donate ₹100' })).toBeInTheDocument();
  });
});
