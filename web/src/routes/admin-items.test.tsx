import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const state = {
  published: false,
  deletedAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
};
const notes = [
  { ...state, id: 'dbms-notes', name: 'DBMS Notes', published: true, hasFile: true },
  { ...state, id: 'os-notes', name: 'Operating Systems Notes', hasFile: false },
  {
    ...state,
    id: 'old-notes',
    name: 'Old C Notes',
    hasFile: true,
    deletedAt: '2026-01-07T10:00:00.000Z',
  },
];

type Handler = (url: string, init: RequestInit) => Response | undefined;

/** The admin API as these screens meet it; `handle` answers the calls a test is about. */
function serve(handle: Handler = () => undefined) {
  return stubFetch((url, init) => {
    const answer = handle(url, init);
    if (answer) return answer;
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    if (url === '/api/admin/catalog/notes')
      return jsonResponse(200, { success: true, items: notes });
    if (url === '/api/admin/catalog/blogs') return jsonResponse(200, { success: true, items: [] });
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

function openAsAdmin(path: string) {
  storeSession(admin);
  return renderApp(path);
}

const row = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('/admin/notes', () => {
  it('lists every note with its state, and filters them by name', async () => {
    serve();
    const { user } = openAsAdmin('/admin/notes');
    await screen.findByRole('heading', { level: 3, name: 'DBMS Notes' });
    expect(row('DBMS Notes')).toHaveTextContent('Published');
    expect(row('Operating Systems Notes')).toHaveTextContent('Draft');
    expect(row('Operating Systems Notes')).toHaveTextContent('No file uploaded yet');
    expect(row('Old C Notes')).toHaveTextContent('Deleted (kept for buyers)');
    expect(within(row('Old C Notes')).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(row('DBMS Notes')).getByRole('link', { name: 'Edit DBMS Notes' }),
    ).toHaveAttribute('href', '/admin/notes/dbms-notes');

    await user.type(screen.getByRole('searchbox', { name: 'Search notes by name' }), 'operat');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Operating Systems Notes',
    ]);
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No notes match “operatzzz”.')).toBeInTheDocument();
  });

  it('shows the server’s reason beside Publish when a note has no PDF yet', async () => {
    serve((url, init) =>
      url === '/api/admin/catalog/notes/os-notes' && init.method === 'PATCH'
        ? jsonResponse(409, {
            success: false,
            code: 'CONFLICT',
            message: "Upload the note's PDF before publishing this note.",
            field: 'published',
          })
        : undefined,
    );
    const { user } = openAsAdmin('/admin/notes');
    await screen.findByRole('heading', { level: 3, name: 'Operating Systems Notes' });
    const publish = screen.getByRole('button', { name: 'Publish Operating Systems Notes' });
    await user.click(publish);
    expect(await within(row('Operating Systems Notes')).findByRole('alert')).toHaveTextContent(
      "Upload the note's PDF before publishing this note.",
    );
    expect(publish).toHaveAccessibleDescription(
      "Upload the note's PDF before publishing this note.",
    );
  });

  it('asks before deleting, says the note may only be hidden, and reports what happened', async () => {
    const fetchMock = serve((url, init) =>
      url === '/api/admin/catalog/notes/dbms-notes' && init.method === 'DELETE'
        ? jsonResponse(200, {
            success: true,
            outcome: 'hidden',
            message: 'Hidden from the site and kept for the students who bought or downloaded it',
          })
        : undefined,
    );
    const { user } = openAsAdmin('/admin/notes');
    await screen.findByRole('heading', { level: 3, name: 'DBMS Notes' });

    await user.click(screen.getByRole('button', { name: 'Delete DBMS Notes' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete “DBMS Notes”?' });
    expect(dialog).toHaveAccessibleDescription(
      'If no student has bought or downloaded this note, it is removed for good. If someone has, it is hidden from the site and kept for them, and you cannot edit it again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/catalog/notes/dbms-notes')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete DBMS Notes' }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '“DBMS Notes” was hidden from the site and kept for the students who bought or downloaded it.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/admin/catalog/notes/dbms-notes');
    expect(call?.[1]?.method).toBe('DELETE');
  });
});

describe('/admin/blogs/new', () => {
  it('checks the form with the shared rules, then shows the server’s refusal beside its field', async () => {
    const created = {
      ...state,
      kind: 'blogs',
      id: 'exam-week-plan',
      hasFile: null,
      title: 'Exam week plan',
      date: '2026-03-01',
      image: '',
      intro: 'How to plan the week before exams.',
      mainHeading: null,
      sections: [{ subheading: 'Day one', paragraphs: ['Revise the syllabus.'] }],
      sortOrder: 0,
    };
    let attempts = 0;
    const fetchMock = serve((url, init) => {
      if (url === '/api/admin/catalog/blogs' && init.method === 'POST') {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(409, {
              success: false,
              code: 'CONFLICT',
              message: 'Another blog already has the address exam-week.',
              field: 'slug',
            })
          : jsonResponse(201, { success: true, item: created });
      }
      if (url === '/api/admin/catalog/blogs/exam-week-plan') {
        return jsonResponse(200, { success: true, item: created });
      }
      return undefined;
    });
    const { user, router } = openAsAdmin('/admin/blogs/new');
    await screen.findByRole('heading', { level: 2, name: 'New blog post' });

    // Empty: each required field says so beside it, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Create blog post as a draft' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('The title is required.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Intro')).toHaveAccessibleDescription('The intro is required.');
    const section = screen.getByRole('group', { name: 'Section 1' });
    expect(within(section).getByLabelText('Subheading')).toHaveAccessibleDescription(
      'The subheading is required.',
    );
    expect(within(section).getByLabelText('Paragraph 1')).toHaveAccessibleDescription(
      'A paragraph is required.',
    );
    expect(
      callsTo(fetchMock, '/api/admin/catalog/blogs').filter(([, i]) => i?.method === 'POST'),
    ).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Exam week plan');
    await user.type(screen.getByLabelText('Address (optional)'), 'exam-week');
    await user.type(screen.getByLabelText('Date'), '2026-03-01');
    await user.type(screen.getByLabelText('Intro'), 'How to plan the week before exams.');
    await user.type(within(section).getByLabelText('Subheading'), 'Day one');
    await user.type(within(section).getByLabelText('Paragraph 1'), 'Revise the syllabus.');
    await user.click(screen.getByRole('button', { name: 'Create blog post as a draft' }));

    const address = screen.getByLabelText('Address (optional)');
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        expect.stringContaining('Another blog already has the address exam-week.'),
      ),
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
    const [, first] =
      callsTo(fetchMock, '/api/admin/catalog/blogs').find(([, i]) => i?.method === 'POST') ?? [];
    expect(JSON.parse(String(first?.body))).toEqual({
      title: 'Exam week plan',
      slug: 'exam-week',
      date: '2026-03-01',
      image: '',
      intro: 'How to plan the week before exams.',
      mainHeading: null,
      sections: [{ subheading: 'Day one', paragraphs: ['Revise the syllabus.'] }],
      sortOrder: 0,
    });

    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Create blog post as a draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs/exam-week-plan'));
    // The edit screen's code may still be loading ('Loading...' is a status too) the first time.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Created as a draft. Publish it when it is ready for students.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Publish Exam week plan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Exam week plan');
  });

  it('moves the focus to the row a keyboard user adds, and keeps it on the list when one is removed', async () => {
    serve();
    const { user } = openAsAdmin('/admin/blogs/new');
    await screen.findByRole('heading', { level: 2, name: 'New blog post' });

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const first = screen.getByRole('group', { name: 'Section 1' });
    expect(within(first).getByLabelText('Subheading')).toHaveFocus();
    await user.click(within(first).getByRole('button', { name: 'Add paragraph to section 1' }));
    expect(within(first).getByLabelText('Paragraph 2')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(
      within(screen.getByRole('group', { name: 'Section 2' })).getByLabelText('Subheading'),
    ).toHaveFocus();

    // Removing a paragraph focuses the one that took its place; the last one, the Add button.
    await user.click(within(first).getByRole('button', { name: 'Remove paragraph 1' }));
    expect(within(first).getByLabelText('Paragraph 1')).toHaveFocus();
    await user.click(within(first).getByRole('button', { name: 'Remove paragraph 1' }));
    expect(within(first).getByRole('button', { name: 'Add paragraph to section 1' })).toHaveFocus();
    // Removing the first section focuses the next one (now Section 1); the last, Add section.
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(
      within(screen.getByRole('group', { name: 'Section 1' })).getByLabelText('Subheading'),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove section 1' }));
    expect(screen.getByRole('button', { name: 'Add section' })).toHaveFocus();
  });
});

describe('/admin/notes/new', () => {
  it('focuses a new topic’s first field, and the next topic or Add topic after a removal', async () => {
    serve();
    const { user } = openAsAdmin('/admin/notes/new');
    await screen.findByRole('heading', { level: 2, name: 'New note' });
    const topics = screen.getByRole('group', { name: 'Covered topics' });

    await user.click(within(topics).getByRole('button', { name: 'Add topic' }));
    expect(
      within(screen.getByRole('group', { name: 'Topic 1' })).getByLabelText('Topic'),
    ).toHaveFocus();
    await user.click(within(topics).getByRole('button', { name: 'Add topic' }));
    await user.click(within(topics).getByRole('button', { name: 'Remove topic 1' }));
    expect(
      within(screen.getByRole('group', { name: 'Topic 1' })).getByLabelText('Topic'),
    ).toHaveFocus();
    await user.click(within(topics).getByRole('button', { name: 'Remove topic 1' }));
    expect(within(topics).getByRole('button', { name: 'Add topic' })).toHaveFocus();
  });
});
