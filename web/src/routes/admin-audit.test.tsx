import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const actor = { id: admin.id, email: 'admin@example.com' };
const publishEntry = {
  id: 'a2',
  actor,
  action: 'notes.publish',
  subjectType: 'notes',
  subjectId: 'dbms-notes',
  // A quick edit records yes-or-no fields as the database keeps them.
  before: { published: 0 },
  after: { published: 1 },
  createdAt: '2026-03-02T09:30:00.000Z',
};
const editEntry = {
  id: 'a1',
  actor,
  action: 'notes.update',
  subjectType: 'notes',
  subjectId: 'dbms-notes',
  before: { price: 49, name: 'DBMS notes' },
  after: { price: 99, name: 'DBMS Notes' },
  createdAt: '2026-03-01T09:00:00.000Z',
};
const blogEntry = {
  id: 'a0',
  actor: { id: null, email: 'former-admin@example.com' },
  action: 'blogs.delete',
  subjectType: 'blogs',
  subjectId: 'exam-week-plan',
  before: { title: 'Exam week plan', published: true },
  after: { outcome: 'removed' },
  createdAt: '2026-02-20T12:00:00.000Z',
};

const refundEntry = {
  id: 'a4',
  actor: { id: 'admin-1', email: 'admin@example.com' },
  action: 'order.refund',
  subjectType: 'order',
  subjectId: 'order_Pq7',
  before: { refundedAt: null },
  after: { refundedAt: '2026-03-03T10:00:00.000Z', reason: 'File would not open' },
  createdAt: '2026-03-03T10:00:00.000Z',
};

function serve() {
  return stubFetch((url) => {
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    const query = new URL(url, 'http://localhost').searchParams;
    if (url.startsWith('/api/admin/audit?')) {
      if (query.get('subjectType') === 'order') {
        return jsonResponse(200, { success: true, entries: [refundEntry], nextBefore: null });
      }
      if (query.get('subjectType') === 'blogs') {
        return jsonResponse(200, { success: true, entries: [blogEntry], nextBefore: null });
      }
      if (query.get('before') === publishEntry.createdAt) {
        return jsonResponse(200, { success: true, entries: [editEntry], nextBefore: null });
      }
      return jsonResponse(200, {
        success: true,
        entries: [publishEntry],
        nextBefore: publishEntry.createdAt,
      });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

const entries = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('/admin/audit', () => {
  it('lists changes newest first with who, when and before → after, and loads more', async () => {
    serve();
    storeSession(admin);
    const { user, router } = renderApp('/admin/audit');
    const first = await screen.findByRole('heading', {
      level: 3,
      name: 'Published · Notes: dbms-notes',
    });
    const item = first.closest('li') as HTMLElement;
    expect(item).toHaveTextContent('By admin@example.com on');
    expect(within(item).getByText(/^March 2, 2026 at/)).toHaveAttribute(
      'datetime',
      '2026-03-02T09:30:00.000Z',
    );
    expect(within(item).getByRole('term')).toHaveTextContent('Published');
    expect(within(item).getByRole('definition')).toHaveTextContent('no → changed to yes');

    // A link to the next page (what the server draws without the script), followed in place.
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', '/admin/audit?before=2026-03-02T09%3A30%3A00.000Z');
    await user.click(more);
    const second = await screen.findByRole('heading', {
      level: 3,
      name: 'Edited · Notes: dbms-notes',
    });
    expect(entries()).toEqual(['Published · Notes: dbms-notes', 'Edited · Notes: dbms-notes']);
    const edit = second.closest('li') as HTMLElement;
    const changes = within(edit)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(changes).toEqual(['49 → changed to 99', 'DBMS notes → changed to DBMS Notes']);
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    // Added below in place: the address still names the list from its newest entry.
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(/^Changes before/)).not.toBeInTheDocument();
  });

  it('filters by subject type in place, and puts the filter in the address', async () => {
    const fetchMock = serve();
    storeSession(admin);
    const { user, router } = renderApp('/admin/audit');
    await screen.findByRole('heading', { level: 3, name: 'Published · Notes: dbms-notes' });
    // The form's Show button is for the page without the script.
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Subject type'), 'Blogs');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Deleted · Blogs: exam-week-plan' }),
    ).toBeInTheDocument();
    expect(entries()).toEqual(['Deleted · Blogs: exam-week-plan']);
    expect(screen.getByText(/former-admin@example.com/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?subjectType=blogs');
    expect(callsTo(fetchMock, '/api/admin/audit?subjectType=blogs&limit=50')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Subject type'), 'All');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Published · Notes: dbms-notes' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows the list the address names: a reload or a shared link', async () => {
    serve();
    storeSession(admin);
    renderApp('/admin/audit?subjectType=blogs');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Deleted · Blogs: exam-week-plan' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Subject type')).toHaveValue('blogs');
  });

  it('opens at the page Load more linked to, with the way back to the newest', async () => {
    serve();
    storeSession(admin);
    const { user, router } = renderApp(`/admin/audit?before=${publishEntry.createdAt}`);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Edited · Notes: dbms-notes' }),
    ).toBeInTheDocument();
    expect(entries()).toEqual(['Edited · Notes: dbms-notes']);
    expect(screen.getByText(/^Changes before/)).toHaveTextContent(
      /^Changes before March 2, 2026 at .*\. Show the newest$/,
    );
    await user.click(screen.getByRole('link', { name: 'Show the newest' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Published · Notes: dbms-notes' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reads only the filters it offers from the address', async () => {
    const fetchMock = serve();
    storeSession(admin);
    renderApp('/admin/audit?subjectType=passwords&before=yesterday');
    await screen.findByRole('heading', { level: 3, name: 'Published · Notes: dbms-notes' });
    expect(screen.getByLabelText('Subject type')).toHaveValue('');
    expect(callsTo(fetchMock, '/api/admin/audit?limit=50')).toHaveLength(1);
  });

  it('offers the records’ subject types: an order’s refund', async () => {
    serve();
    storeSession(admin);
    const { user } = renderApp('/admin/audit');
    await screen.findByRole('heading', { level: 3, name: 'Published · Notes: dbms-notes' });
    const filter = screen.getByLabelText('Subject type');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Notes',
      'Projects',
      'Courses',
      'Tools',
      'Question papers',
      'Blogs',
      'Orders',
      'Certificates',
      'Quiz questions',
      'Contact requests',
      'Refund requests',
    ]);
    await user.selectOptions(filter, 'Orders');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Refunded · Orders: order_Pq7' }),
    ).toBeInTheDocument();
  });
});
