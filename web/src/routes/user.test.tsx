import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { myCertificatesQueryOptions } from '../features/certificates/api/get-my-certificates';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { showServerDrawn } from '../testing/server-drawn';

function serve(downloads: () => Response) {
  return stubFetch((url) => {
    if (url === '/api/user/downloads') return downloads();
    if (url === '/api/user/purchases') return jsonResponse(200, { success: true, purchases: [] });
    if (url === '/api/user/certificates')
      return jsonResponse(200, { success: true, certificates: [] });
    return jsonResponse(200, { success: true, user: student });
  });
}

const dbmsNotes = {
  id: 'd1',
  itemType: 'note',
  itemId: 'dbms',
  itemName: 'DBMS Handwritten Notes',
  downloadedAt: '2026-03-02T06:30:00.000Z',
  amountPaise: null,
  downloadUrl: '/api/notes/dbms/download',
};

// The first test compiles the screen on first use: over 5 s on a busy machine.
describe('/user', { timeout: 15_000 }, () => {
  it('greets the user and lists their downloads with date and price', async () => {
    storeSession();
    const fetchMock = serve(() =>
      jsonResponse(200, {
        success: true,
        downloads: [
          {
            id: 'd1',
            itemType: 'note',
            itemId: 'data-structures',
            itemName: 'Data Structures Handwritten Notes',
            downloadedAt: '2026-11-22T06:30:00.000Z',
            amountPaise: 4_900,
            downloadUrl: '/api/notes/data-structures/download',
          },
          {
            id: 'd2',
            itemType: 'project',
            itemId: 'chat-app',
            itemName: 'Realtime Chat App',
            downloadedAt: '2026-01-05T06:30:00.000Z',
            amountPaise: null,
            downloadUrl: '/api/projects/chat-app/download',
          },
        ],
      }),
    );
    renderApp('/user');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma!' }),
    ).toBeInTheDocument();
    expect(screen.getByText("Here's your activity history")).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Downloads' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const first = (
      await screen.findByRole('heading', { name: 'Data Structures Handwritten Notes' })
    ).closest('li') as HTMLElement;
    expect(within(first).getByText('Last downloaded')).toBeInTheDocument();
    expect(within(first).getByText('November 22, 2026')).toBeInTheDocument();
    expect(within(first).getByText('₹49')).toBeInTheDocument();
    expect(within(first).getByText('Note')).toBeInTheDocument();
    const second = screen
      .getByRole('heading', { name: 'Realtime Chat App' })
      .closest('li') as HTMLElement;
    expect(within(second).getByText('January 5, 2026')).toBeInTheDocument();
    expect(within(second).getByText('Free')).toBeInTheDocument();
    expect(within(second).getByText('Project')).toBeInTheDocument();

    // Asked with the session cookie (decision 44), not a bearer token.
    const [call] = callsTo(fetchMock, '/api/user/downloads');
    expect(call?.[1]?.credentials).toBe('same-origin');
    expect(new Headers(call?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('shows each item once, at its last download', async () => {
    storeSession();
    serve(() =>
      jsonResponse(200, {
        success: true,
        downloads: [
          { ...dbmsNotes, id: 'd3', downloadedAt: '2026-11-22T06:30:00.000Z' },
          { ...dbmsNotes, id: 'd1', downloadedAt: '2026-03-02T06:30:00.000Z' },
        ],
      }),
    );
    renderApp('/user');
    const headings = await screen.findAllByRole('heading', { name: dbmsNotes.itemName });
    expect(headings).toHaveLength(1);
    const card = headings[0]?.closest('li') as HTMLElement;
    expect(within(card).getByText('November 22, 2026')).toBeInTheDocument();
    expect(within(card).queryByText('March 2, 2026')).not.toBeInTheDocument();
  });

  it('offers each item again as a link the browser downloads, then shows the new date', async () => {
    storeSession();
    let downloadedAt = '2026-03-02T06:30:00.000Z';
    const fetchMock = stubFetch((url) => {
      if (url === '/api/user/downloads') {
        return jsonResponse(200, { success: true, downloads: [{ ...dbmsNotes, downloadedAt }] });
      }
      if (url === '/api/user/purchases') return jsonResponse(200, { success: true, purchases: [] });
      if (url === '/api/user/certificates')
        return jsonResponse(200, { success: true, certificates: [] });
      return jsonResponse(200, { success: true, user: student });
    });
    const { user } = renderApp('/user');
    const card = (await screen.findByRole('heading', { name: dbmsNotes.itemName })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('March 2, 2026')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: `Download: ${dbmsNotes.itemName}` });
    expect(link).toHaveAttribute('href', dbmsNotes.downloadUrl);
    expect(link).toHaveAttribute('download');

    // The browser downloads the file and the server records it; jsdom stands in for both.
    const browserDownload = (event: MouseEvent) => {
      event.preventDefault();
      downloadedAt = '2026-11-23T06:30:00.000Z';
    };
    document.addEventListener('click', browserDownload);
    await user.click(link);
    document.removeEventListener('click', browserDownload);
    expect(await within(card).findByText('November 23, 2026')).toBeInTheDocument();
    // The page never fetches the file into its memory.
    expect(callsTo(fetchMock, dbmsNotes.downloadUrl)).toHaveLength(0);
  });

  it('offers Browse notes and Browse projects when nothing was downloaded', async () => {
    storeSession();
    serve(() => jsonResponse(200, { success: true, downloads: [] }));
    renderApp('/user');
    const panel = await screen.findByRole('tabpanel', { name: 'My Downloads' });
    expect(await within(panel).findByText("You haven't downloaded anything yet.")).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Browse notes' })).toHaveAttribute(
      'href',
      '/notes',
    );
    expect(within(panel).getByRole('link', { name: 'Browse projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('says the downloads could not be loaded and tries again', async () => {
    storeSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    serve(() =>
      failing
        ? jsonResponse(404, { success: false, message: 'No route', code: 'NOT_FOUND' })
        : jsonResponse(200, { success: true, downloads: [dbmsNotes] }),
    );
    const { user } = renderApp('/user');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not load your downloads.');
    expect(screen.queryByText("You haven't downloaded anything yet.")).not.toBeInTheDocument();

    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: dbmsNotes.itemName })).toBeInTheDocument();
  });

  it('switches tabs with the arrow keys', async () => {
    storeSession();
    serve(() => jsonResponse(200, { success: true, downloads: [] }));
    const { user } = renderApp('/user');
    const downloads = await screen.findByRole('tab', { name: 'My Downloads' });
    expect(await screen.findByText("You haven't downloaded anything yet.")).toBeVisible();

    await user.click(downloads);
    await user.keyboard('{ArrowRight}');
    const purchases = screen.getByRole('tab', { name: 'My Purchases' });
    expect(purchases).toHaveFocus();
    expect(purchases).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'My Purchases' })).toHaveTextContent(
        "You haven't bought anything yet.",
      ),
    );
    expect(screen.queryByText("You haven't downloaded anything yet.")).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Certificates' })).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'My Certificates' })).toHaveTextContent(
        "You haven't earned a certificate yet.",
      ),
    );

    await user.keyboard('{ArrowRight}');
    expect(downloads).toHaveFocus();
    expect(downloads).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'My Certificates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens the tab its address names; a tap on a tab puts it in the address', async () => {
    storeSession();
    serve(() => jsonResponse(200, { success: true, downloads: [] }));
    const { user, router } = renderApp('/user?tab=purchases');
    const purchases = await screen.findByRole('tab', { name: 'My Purchases' });
    expect(purchases).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText("You haven't bought anything yet.")).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'My Certificates' }));
    expect(screen.getByRole('tab', { name: 'My Certificates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.search).toBe('?tab=certificates');
    expect(await screen.findByText("You haven't earned a certificate yet.")).toBeVisible();
  });

  it('without the script, the tabs are links and the server draws the one chosen', async () => {
    const certificate = {
      id: 'K7Q2M9XH4TBA',
      name: 'Asha Verma',
      subject: 'python',
      subjectLine: 'Python Programming (Basic)',
      score: 41,
      total: 50,
      issuedAt: '2026-11-22T06:20:00.000Z',
      revoked: false,
      revokedAt: null,
      verifyUrl: 'https://studyhub.example/certificates/K7Q2M9XH4TBA',
    };
    const page = await showServerDrawn('/user?tab=certificates', {
      user: student,
      loaded: [{ queryKey: myCertificatesQueryOptions(student.id).queryKey, data: [certificate] }],
    });
    try {
      const tabs = within(page).getAllByRole('tab');
      expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
        ['My Downloads', '?tab=downloads'],
        ['My Purchases', '?tab=purchases'],
        ['My Certificates', '?tab=certificates'],
      ]);
      expect(within(page).getByRole('tab', { name: 'My Certificates' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(within(page).getByRole('tabpanel', { name: 'My Certificates' })).toBeVisible();
      expect(within(page).queryByRole('tabpanel', { name: 'My Downloads' })).toBeNull();
      // View and Verify are links; the image and the copied address are the script's.
      const card = within(
        within(page).getByRole('tabpanel', { name: 'My Certificates' }),
      ).getByRole('listitem');
      expect(
        within(card)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/certificates/K7Q2M9XH4TBA', certificate.verifyUrl]);
      expect(within(card).queryByRole('button')).toBeNull();
    } finally {
      page.remove();
    }
  });
});
