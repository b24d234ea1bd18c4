import type { NoteDetail } from '@studyhub/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { orderAnswer, sentBody } from '../features/payments/payment-fixtures';
import {
  callsTo,
  deferred,
  jsonResponse,
  storeSession,
  stubFetch,
  student,
} from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const paidNote: NoteDetail = {
  id: 'data-structures',
  name: 'Data Structures Handwritten Notes',
  image: '/media/images/note-data-structures-800.webp',
  imageSmall: '/media/images/note-data-structures-400.webp',
  imageLinkPreview: '/media/images/note-data-structures-og.png',
  about: 'Arrays to graphs, with a diagram for every structure.',
  pages: 86,
  price: 149,
  isFree: false,
  coveredTopics: [
    { topic: 'Stacks and Queues', description: 'LIFO, FIFO and circular queues.' },
    { topic: 'Graphs', description: 'BFS and DFS with worked examples.' },
  ],
  previewLink: '/api/notes/data-structures/preview',
};
const freeNote: NoteDetail = {
  ...paidNote,
  id: 'os-short',
  name: 'Operating System Short Notes',
  price: 0,
  isFree: true,
  previewLink: null,
};

const notFound = () =>
  jsonResponse(404, { success: false, message: 'Note not found', code: 'NOT_FOUND' });

/** The API as the note page sees it; `access` answers GET /api/notes/access/{id}. */
function serve(note: NoteDetail | null, access?: () => Response | Promise<Response>) {
  return stubFetch((url) => {
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: student });
    if (url === `/api/notes/${note?.id}`) return jsonResponse(200, { success: true, note });
    if (url === `/api/notes/access/${note?.id}` && access) return access();
    return notFound();
  });
}

const hasAccess = (value: boolean) => () => jsonResponse(200, { success: true, hasAccess: value });

// A loaded machine compiles the screen on first use and types slowly; 5 s is not always enough.
describe('/notes/{id}', { timeout: 30_000 }, () => {
  beforeAll(() => import('./note-detail'), 30_000);

  it('shows the note with its topics, pages, price and preview', async () => {
    serve(paidNote);
    renderApp('/notes/data-structures');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Data Structures Handwritten Notes' },
        // The first test: the screen's code is compiled on first use, over 5 s on a busy machine.
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Arrays to graphs, with a diagram for every structure.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Covered Topics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Graphs/ })).toBeInTheDocument();
    expect(screen.getByText('BFS and DFS with worked examples.')).toBeInTheDocument();
    expect(screen.getByText('86')).toBeInTheDocument();
    expect(screen.getByText('₹149')).toBeInTheDocument();
    const preview = screen.getByRole('link', { name: /^Preview/ });
    expect(preview).toHaveAttribute('href', '/api/notes/data-structures/preview');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('img', { name: 'Cover of Data Structures Handwritten Notes' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Data Structures Handwritten Notes | StudyHub'),
    );
  });

  it('offers a free note as Download Free with no preview button when there is none', async () => {
    storeSession();
    serve(freeNote);
    renderApp('/notes/os-short');
    const download = await screen.findByRole('link', { name: 'Download Free' });
    expect(download).toHaveAttribute('href', '/api/notes/os-short/download');
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Preview/ })).not.toBeInTheDocument();
  });

  it('lets a signed-in user download a free note through a plain link, fetching nothing itself', async () => {
    storeSession();
    const fetchMock = serve(freeNote);
    const { user, router, queryClient } = renderApp('/notes/os-short');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    // The browser downloads the file itself, with the session cookie (decision 35).
    const download = await screen.findByRole('link', { name: 'Download Free' });
    expect(download).toHaveAttribute('href', '/api/notes/os-short/download');
    expect(download).toHaveAttribute('download');
    // What the browser does with the click once the page has seen it (jsdom cannot download).
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      if (!event.defaultPrevented) followed.push(download.getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    onTestFinished(() => document.removeEventListener('click', follow));
    await user.click(download);
    expect(followed).toEqual(['/api/notes/os-short/download']);
    // Then the dashboard's My Downloads is asked again, for the new entry.
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['downloads'] }));
    expect(callsTo(fetchMock, '/api/notes/os-short/download')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/notes/os-short');
  });

  it('sends a signed-out visitor to /login from Download Free, and back afterwards', async () => {
    serve(freeNote);
    const { user, router } = renderApp('/notes/os-short');
    const download = await screen.findByRole('link', { name: 'Download Free' });
    // A link from the first paint: without the script it still reaches the login page, and back.
    expect(download).toHaveAttribute('href', '/login?next=%2Fnotes%2Fos-short');
    expect(download).not.toHaveAttribute('download');
    await user.click(download);
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/notes/os-short' } });
  });

  it('offers a paid note without access as Get Note (₹price)', async () => {
    storeSession();
    const fetchMock = serve(paidNote, hasAccess(false));
    renderApp('/notes/data-structures');
    const getNote = await screen.findByRole('link', { name: 'Get Note (₹149)' });
    // Followed before the script is ready, it reloads the page, which then opens the checkout.
    expect(getNote).toHaveAttribute('href', '/notes/data-structures?buy=1');
    expect(getNote).not.toHaveAttribute('download');
    const [call] = callsTo(fetchMock, '/api/notes/access/data-structures');
    expect(new Headers(call?.[1]?.headers).has('Authorization')).toBe(false);
    expect(call?.[1]?.credentials).toBe('same-origin');
    // Beside the button: the price, who takes the payment, and the return policy.
    const note = screen.getByText(/Secure payment by Razorpay: UPI, cards, netbanking/);
    expect(note).toHaveTextContent('₹149, GST included.');
    const beside = note.parentElement ?? expect.fail('no payment note');
    expect(within(beside).getByRole('link', { name: 'Return Policy' })).toHaveAttribute(
      'href',
      '/return-policy',
    );
  });

  it('says Checking access... on the link while the server is asked', async () => {
    storeSession();
    const answer = deferred<Response>();
    serve(paidNote, () => answer.promise);
    renderApp('/notes/data-structures');
    expect(await screen.findByRole('link', { name: 'Checking access...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer.resolve(jsonResponse(200, { success: true, hasAccess: false }));
    expect(await screen.findByRole('link', { name: 'Get Note (₹149)' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('opens the checkout from Get Note, saying Processing... while the order is made', async () => {
    storeSession();
    const order = deferred<Response>();
    const fetchMock = stubFetch((url) => {
      if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: student });
      if (url === '/api/notes/data-structures') {
        return jsonResponse(200, { success: true, note: paidNote });
      }
      if (url === '/api/notes/access/data-structures') return hasAccess(false)();
      if (url === '/api/payment/create-order') return order.promise;
      return notFound();
    });
    const { user, router } = renderApp('/notes/data-structures');
    await user.click(await screen.findByRole('link', { name: 'Get Note (₹149)' }));
    // The script's click opens the checkout instead of following the link.
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    order.resolve(jsonResponse(200, orderAnswer()));
    expect(await screen.findByRole('dialog', { name: 'Pay ₹149 to StudyHub' })).toBeVisible();
    expect(sentBody(fetchMock, '/api/payment/create-order')).toMatchObject({
      itemType: 'note',
      itemId: 'data-structures',
    });
  });

  it('offers Download for a paid note the server says the user owns', async () => {
    storeSession();
    serve(paidNote, hasAccess(true));
    renderApp('/notes/data-structures');
    const download = await screen.findByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/api/notes/data-structures/download');
    expect(download).toHaveAttribute('download');
    expect(screen.queryByRole('link', { name: /Get Note/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Secure payment by Razorpay/)).not.toBeInTheDocument();
  });

  it('treats a failed access check as no access', async () => {
    storeSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(paidNote, () =>
      jsonResponse(401, { success: false, message: 'No', code: 'UNAUTHORIZED' }),
    );
    renderApp('/notes/data-structures');
    expect(await screen.findByRole('link', { name: 'Get Note (₹149)' })).toHaveAttribute(
      'href',
      '/notes/data-structures?buy=1',
    );
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in before buying, without asking about access', async () => {
    const fetchMock = serve(paidNote, hasAccess(true));
    const { user, router } = renderApp('/notes/data-structures');
    const getNote = await screen.findByRole('link', { name: 'Get Note (₹149)' });
    expect(getNote).toHaveAttribute('href', '/login?next=%2Fnotes%2Fdata-structures');
    await user.click(getNote);
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/notes/data-structures' },
    });
    expect(callsTo(fetchMock, '/api/notes/access/data-structures')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/payment/create-order')).toHaveLength(0);
  });

  it('shows Note not found with a way back to the notes', async () => {
    serve(null);
    renderApp('/notes/no-such-note');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Note not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Notes' })).toHaveAttribute('href', '/notes');
  });

  it("shows the server's message when the note cannot be loaded", async () => {
    stubFetch(() =>
      jsonResponse(429, {
        success: false,
        message: 'Too many requests. Please wait a minute.',
        code: 'RATE_LIMITED',
      }),
    );
    renderApp('/notes/data-structures');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Too many requests. Please wait a minute.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Notes' })).toBeInTheDocument();
  });
});
