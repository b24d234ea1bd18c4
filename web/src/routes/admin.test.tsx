import type { AdminOverviewResponse } from '@studyhub/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const draft = {
  id: 'dbms-notes',
  name: 'DBMS Notes',
  published: false,
  deletedAt: null,
  hasFile: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
};

/** An overview of a quiet month: the client trusts an answer's shape, so it must be an overview. */
const quietOverview = {
  success: true,
  from: '2026-03-01',
  to: '2026-03-30',
  days: [],
  totals: {
    newUsers: 0,
    paidOrders: 0,
    paidPaise: 0,
    refundedPaise: 0,
    revenuePaise: 0,
    downloads: 0,
  },
  quizzes: [],
} satisfies AdminOverviewResponse;

function serve() {
  return stubFetch((url) => {
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    if (url.startsWith('/api/admin/overview')) return jsonResponse(200, quietOverview);
    if (url.startsWith('/api/admin/')) return jsonResponse(200, { success: true, items: [draft] });
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('/admin for an admin', () => {
  it('is reached from the avatar menu and opens on the overview, with its own navigation', async () => {
    storeSession(admin);
    serve();
    const { user, router } = renderApp('/notes');
    await user.click(await screen.findByLabelText('Account menu for Ravi Operator'));
    await user.click(screen.getByRole('link', { name: 'Admin' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Overview', '/admin/overview'],
      ['Notes', '/admin/notes'],
      ['Projects', '/admin/projects'],
      ['Courses', '/admin/courses'],
      ['Tools', '/admin/tools'],
      ['Question papers', '/admin/question-papers'],
      ['Blogs', '/admin/blogs'],
      ['Testimonials', '/admin/testimonials'],
      ['Reviews', '/admin/reviews'],
      ['Quiz questions', '/admin/quiz-questions'],
      ['Orders', '/admin/orders'],
      ['Certificates', '/admin/certificates'],
      ['Requests', '/admin/requests'],
      ['Users', '/admin/users'],
      ['Audit log', '/admin/audit'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Overview · Admin | StudyHub'));
  });

  it('puts the focus on the new screen’s heading after a link in its navigation, past the frame', async () => {
    storeSession(admin);
    serve();
    const { user } = renderApp('/admin/overview');
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    await user.click(within(nav).getByRole('link', { name: 'Notes' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Notes' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The next Tab is on the screen, not on the frame's links again.
    await user.tab();
    expect(within(nav).queryByRole('link', { name: 'Overview' })).not.toHaveFocus();
    expect(nav).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('says so for an address that names no kind of content', async () => {
    storeSession(admin);
    serve();
    renderApp('/admin/widgets');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
