import type { NoteDetail } from '@studyhub/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
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
function serve(note: NoteDetail | null, access?: () => Response) {
  return stubFetch((url) => {
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: student });
    if (url === `/api/notes/${note?.id}`) return jsonResponse(200, { success: true, note });
    if (url === `/api/notes/access/${note?.id}` && access) return access();
    if (url === `/api/notes/${note?.id}/download`) {
      return new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="operating-system-short-notes.pdf"',
        },
      });
    }
    return notFound();
  });
}

const hasAccess = (value: boolean) => () => jsonResponse(200, { success: true, hasAccess: value });

describe('/notes/{id}', () => {
  beforeAll(() => import('./note-detail'), 30_000);

  it('shows the note with its topics, pages, price and preview', async () => {
    serve(paidNote);
    renderApp('/notes/data-structures');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data Structures Handwritten Notes' }),
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
    expect(await screen.findByRole('button', { name: 'Download Free' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Preview/ })).not.toBeInTheDocument();
  });

  it('downloads a free note for a signed-in user', async () => {
    storeSession();
    const fetchMock = serve(freeNote);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:note');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderApp('/notes/os-short');
    await user.click(await screen.findByRole('button', { name: 'Download Free' }));
    await waitFor(() => expect(saved).toEqual(['operating-system-short-notes.pdf']));
    const [call] = callsTo(fetchMock, '/api/notes/os-short/download');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer stored-token');
  });

  it('sends a signed-out visitor to /login from Download Free, and back afterwards', async () => {
    serve(freeNote);
    const { user, router } = renderApp('/notes/os-short');
    await user.click(await screen.findByRole('button', { name: 'Download Free' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/notes/os-short' } });
  });

  it('offers a paid note without access as Get Note (₹price)', async () => {
    storeSession();
    const fetchMock = serve(paidNote, hasAccess(false));
    renderApp('/notes/data-structures');
    expect(await screen.findByRole('button', { name: 'Get Note (₹149)' })).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/notes/access/data-structures');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer stored-token');
    // Beside the button: the price, who takes the payment, and the return policy.
    const note = screen.getByText(/Secure payment by Razorpay: UPI, cards, netbanking/);
    expect(note).toHaveTextContent('₹149, GST included.');
    const beside = note.parentElement ?? expect.fail('no payment note');
    expect(within(beside).getByRole('link', { name: 'Return Policy' })).toHaveAttribute(
      'href',
      '/return-policy',
    );
  });

  it('offers Download for a paid note the server says the user owns', async () => {
    storeSession();
    serve(paidNote, hasAccess(true));
    renderApp('/notes/data-structures');
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get Note/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Secure payment by Razorpay/)).not.toBeInTheDocument();
  });

  it('treats a failed access check as no access', async () => {
    storeSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(paidNote, () =>
      jsonResponse(401, { success: false, message: 'No', code: 'UNAUTHORIZED' }),
    );
    renderApp('/notes/data-structures');
    expect(await screen.findByRole('button', { name: 'Get Note (₹149)' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in before buying, without asking about access', async () => {
    const fetchMock = serve(paidNote, hasAccess(true));
    const { user, router } = renderApp('/notes/data-structures');
    await user.click(await screen.findByRole('button', { name: 'Get Note (₹149)' }));
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
