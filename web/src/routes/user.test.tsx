import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

function serve(downloads: () => Response) {
  return stubFetch((url) => {
    if (url === '/api/user/downloads') return downloads();
    if (url === '/api/user/purchases') return jsonResponse(200, { success: true, purchases: [] });
    if (url === '/api/user/certificates')
      return jsonResponse(200, { success: true, certificates: [] });
    return jsonResponse(200, { success: true, user: student });
  });
}

describe('/user', () => {
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
    expect(within(first).getByText('November 22, 2026')).toBeInTheDocument();
    expect(within(first).getByText('₹49')).toBeInTheDocument();
    expect(within(first).getByText('Note')).toBeInTheDocument();
    const second = screen
      .getByRole('heading', { name: 'Realtime Chat App' })
      .closest('li') as HTMLElement;
    expect(within(second).getByText('January 5, 2026')).toBeInTheDocument();
    expect(within(second).getByText('Free')).toBeInTheDocument();
    expect(within(second).getByText('Project')).toBeInTheDocument();

    const [call] = callsTo(fetchMock, '/api/user/downloads');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer stored-token');
  });

  it('logs a failed fetch and shows the empty text', async () => {
    storeSession();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => jsonResponse(404, { success: false, message: 'No route', code: 'NOT_FOUND' }));
    renderApp('/user');
    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
    expect(await screen.findByText("You haven't downloaded anything yet.")).toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Dashboard fetch error', expect.any(Error)),
    );
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
});
