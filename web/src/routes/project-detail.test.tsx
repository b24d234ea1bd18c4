import type { ProjectDetail } from '@studyhub/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  orderAnswer,
  paidAnswer,
  sentBody,
  verifiedAnswer,
} from '../features/payments/payment-fixtures';
import { listAnswer } from '../testing/catalog-lists';
import {
  callsTo,
  deferred,
  jsonResponse,
  storeSession,
  stubFetch,
  student,
} from '../testing/fixtures';
import { notification } from '../testing/notification';
import { renderApp } from '../testing/render-app';

const project: ProjectDetail = {
  id: 'event-manager',
  name: 'College Event Management System',
  image: '/media/images/project-event-manager-800.webp',
  imageSmall: '/media/images/project-event-manager-400.webp',
  imageLinkPreview: '/media/images/project-event-manager-og.png',
  about: 'Clubs publish events and students register with one click.',
  price: 1499,
  technologies: [
    { name: 'frontend', value: 'React, Tailwind CSS' },
    { name: 'backend', value: 'Node.js, Express' },
    { name: 'database', value: 'MongoDB' },
  ],
  previewLink: '/api/projects/event-manager/preview',
};

interface Answers {
  project?: () => Response;
  purchased?: () => boolean;
  createOrder?: () => Response | Promise<Response>;
}

function serve(answers: Answers = {}) {
  let paid = false;
  return stubFetch((url) => {
    switch (url) {
      case '/api/auth/verify':
        return jsonResponse(200, { success: true, user: student });
      case '/api/projects':
        return listAnswer(url, 'projects', [project]);
      case '/api/projects/event-manager':
        return answers.project?.() ?? jsonResponse(200, { success: true, project });
      case '/api/payment/check-project/event-manager':
        return jsonResponse(200, {
          success: true,
          hasPurchased: answers.purchased?.() ?? paid,
        });
      case '/api/payment/create-order':
        return (
          answers.createOrder?.() ??
          jsonResponse(200, orderAnswer({ amount: 149_900, description: project.name }))
        );
      case '/api/payment/sandbox/pay':
        return jsonResponse(200, paidAnswer);
      case '/api/payment/verify':
        paid = true;
        return jsonResponse(
          200,
          verifiedAnswer({
            message: 'Payment successful! You can now download the source code.',
            itemType: 'project',
            itemId: 'event-manager',
            itemName: project.name,
            amountPaise: 149_900,
          }),
        );
      default:
        return jsonResponse(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
  });
}

describe('/projects and /projects/{id}', { timeout: 30_000 }, () => {
  beforeAll(() => Promise.all([import('./project-detail'), import('./projects')]), 30_000);

  it('lists projects with their frontend, backend, price and View Project', async () => {
    serve();
    renderApp('/projects');
    const card = (
      await screen.findByRole(
        'heading',
        { level: 2, name: 'College Event Management System' },
        // The first test: the list's code is compiled on first use, over 5 s on a busy machine.
        { timeout: 20_000 },
      )
    ).closest('article') as HTMLElement;
    expect(within(card).getByText('React, Tailwind CSS')).toBeInTheDocument();
    expect(within(card).getByText('Node.js, Express')).toBeInTheDocument();
    expect(within(card).queryByText('MongoDB')).not.toBeInTheDocument();
    expect(within(card).getByText('₹1,499')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'View Project: College Event Management System' }),
    ).toHaveAttribute('href', '/projects/event-manager');
  });

  it('says beside Get Source Code what it costs, that Razorpay takes the payment, and where the return policy is', async () => {
    storeSession();
    serve();
    renderApp('/projects/event-manager');
    // The first test of the screen: its code is compiled on first use, over 5 s on a busy machine.
    const buy = await screen.findByRole(
      'link',
      { name: 'Get Source Code (₹1,499)' },
      { timeout: 20_000 },
    );
    const note = screen.getByText(/Secure payment by Razorpay: UPI, cards, netbanking/);
    expect(note).toHaveTextContent('₹1,499, GST included.');
    expect(buy.parentElement?.nextElementSibling).toContainElement(note);
    const beside = note.parentElement ?? expect.fail('no payment note');
    expect(within(beside).getByRole('link', { name: 'Return Policy' })).toHaveAttribute(
      'href',
      '/return-policy',
    );
  });

  it('drops the payment note once the source code is bought', async () => {
    storeSession();
    serve({ purchased: () => true });
    renderApp('/projects/event-manager');
    await screen.findByRole('link', { name: 'Download Source Code' });
    expect(screen.queryByText(/Secure payment by Razorpay/)).not.toBeInTheDocument();
  });

  it('shows every technology, the price, the preview and Get Source Code', async () => {
    storeSession();
    serve();
    renderApp('/projects/event-manager');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'College Event Management System' }),
    ).toBeInTheDocument();
    const technologies = screen.getByRole('region', { name: 'Technologies' });
    expect(within(technologies).getByText('Frontend')).toBeInTheDocument();
    expect(within(technologies).getByText('Database')).toBeInTheDocument();
    expect(within(technologies).getByText('MongoDB')).toBeInTheDocument();
    expect(screen.getByText('₹1,499', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Preview Project/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    // A link from the first paint: followed before the script is ready, it opens the checkout then.
    const buy = await screen.findByRole('link', { name: 'Get Source Code (₹1,499)' });
    expect(buy).toHaveAttribute('href', '/projects/event-manager?buy=1');
    expect(buy).not.toHaveAttribute('download');
    expect(screen.queryByRole('link', { name: 'Download Source Code' })).not.toBeInTheDocument();
  });

  it('offers only Download Source Code once the server says it was bought', async () => {
    storeSession();
    const fetchMock = serve({ purchased: () => true });
    renderApp('/projects/event-manager');
    // The file itself, which the browser downloads with the session cookie.
    const download = await screen.findByRole('link', { name: 'Download Source Code' });
    expect(download).toHaveAttribute('href', '/api/projects/event-manager/download');
    expect(download).toHaveAttribute('download');
    expect(screen.queryByRole('link', { name: /Get Source Code/ })).not.toBeInTheDocument();
    // Asked with the session cookie (decision 44), not a bearer token.
    const [call] = callsTo(fetchMock, '/api/payment/check-project/event-manager');
    expect(call?.[1]?.credentials).toBe('same-origin');
    expect(new Headers(call?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('never takes a purchase from browser storage (decision 1)', async () => {
    storeSession();
    localStorage.setItem('project_paid_event-manager', 'true');
    serve({ purchased: () => false });
    renderApp('/projects/event-manager');
    expect(
      await screen.findByRole('link', { name: 'Get Source Code (₹1,499)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download Source Code' })).not.toBeInTheDocument();
  });

  it('shows Processing... while buying, then switches to Download Source Code', async () => {
    storeSession();
    const order = deferred<Response>();
    const fetchMock = serve({ createOrder: () => order.promise });
    const alerts = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderApp('/projects/event-manager');
    await user.click(await screen.findByRole('link', { name: 'Get Source Code (₹1,499)' }));
    expect(screen.getByRole('link', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    order.resolve(jsonResponse(200, orderAnswer({ amount: 149_900, description: project.name })));

    const dialog = await screen.findByRole('dialog', { name: 'Pay ₹1,499 to StudyHub' });
    await user.type(within(dialog).getByLabelText(/^Card number/), '4111 1111 1111 1111');
    await user.type(within(dialog).getByLabelText(/^Expiry date/), '12/39');
    await user.type(within(dialog).getByLabelText(/^CVV/), '123');
    await user.type(within(dialog).getByLabelText(/^Name on card/), 'Asha Verma');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,499' }));

    const confirmation = await screen.findByRole('region', { name: 'Payment successful' });
    expect(within(confirmation).getByRole('status')).toHaveTextContent(
      'Payment successful! You can now download the source code.',
    );
    for (const shown of [project.name, '₹1,499', 'order_Test12345', 'pay_Test67890']) {
      expect(within(confirmation).getByText(shown)).toBeInTheDocument();
    }
    // Focus lands on the outcome, not on the page's body, as the checkout closes.
    expect(within(confirmation).getByRole('heading', { name: 'Payment successful' })).toHaveFocus();
    // The download is a link the browser downloads itself, as every download of the site: a
    // refused one is the browser's failed download, never the API's answer shown as a page.
    const download = within(confirmation).getByRole('link', { name: 'Download Source Code' });
    expect(download).toHaveAttribute('href', '/api/projects/event-manager/download');
    expect(download).toHaveAttribute('download');
    expect(within(confirmation).getByRole('link', { name: 'Download receipt' })).toHaveAttribute(
      'href',
      '/api/user/receipts/order_Test12345.pdf',
    );
    expect(alerts).not.toHaveBeenCalled();
    // The page's own button has become the download link too.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Download Source Code' })).toHaveLength(2),
    );
    const pageOwn = screen
      .getAllByRole('link', { name: 'Download Source Code' })
      .find((link) => !confirmation.contains(link));
    expect(pageOwn).toHaveAttribute('href', '/api/projects/event-manager/download');
    expect(screen.queryByRole('link', { name: /Get Source Code/ })).not.toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/payment/verify')).toMatchObject({
      noteDetails: { id: 'event-manager', type: 'project', name: project.name },
    });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('project_paid_'))).toEqual([]);
  });

  it('asks the user to log in when the order is refused with 401', async () => {
    storeSession();
    serve({
      createOrder: () =>
        jsonResponse(401, {
          success: false,
          message: 'Please log in again.',
          code: 'UNAUTHORIZED',
        }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = renderApp('/projects/event-manager');
    await user.click(await screen.findByRole('link', { name: 'Get Source Code (₹1,499)' }));
    await waitFor(() => expect(notification()).toHaveTextContent('Please login to continue'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("shows the server's message, or 'Failed to create payment order', when the order fails", async () => {
    storeSession();
    let answer = jsonResponse(502, {
      success: false,
      message: 'Payment initialization failed',
      code: 'PROVIDER_ERROR',
    });
    serve({ createOrder: () => answer });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderApp('/projects/event-manager');
    await user.click(await screen.findByRole('link', { name: 'Get Source Code (₹1,499)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment initialization failed');

    answer = new Response('<h1>Bad gateway</h1>', { status: 502 });
    await user.click(await screen.findByRole('link', { name: 'Get Source Code (₹1,499)' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to create payment order'),
    );
    expect(alerts).not.toHaveBeenCalled();
  });

  it('shows Project not found for a missing project', async () => {
    serve({
      project: () =>
        jsonResponse(404, { success: false, message: 'Project not found', code: 'NOT_FOUND' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/projects/event-manager');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('goes back to /projects when the project cannot be loaded', async () => {
    serve({
      project: () =>
        jsonResponse(500, {
          success: false,
          message: 'Something went wrong',
          code: 'INTERNAL_ERROR',
        }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/projects/event-manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
    expect(logged).toHaveBeenCalledWith('Error fetching project', expect.any(Error));
  });
});
