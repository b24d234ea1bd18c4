import type { AdminCatalogItem } from '@studyhub/contract/catalog-admin';
import type { AdminQuizQuestion } from '@studyhub/contract/quiz';
import type { AdminTestimonial } from '@studyhub/contract/testimonials';
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageSearch, renderPage, setUpRenderer } from '../entry-server';
import { auditFilterNames } from '../features/audit/api/get-audit';
import { adminItemKey, adminItemsKey } from '../features/catalog-admin/api/query-keys';
import { orderQueryOptions } from '../features/orders-admin/api/get-order';
import { quizQuestionsQueryOptions } from '../features/quiz-admin/api/get-quiz-questions';
import { adminEntriesKey, adminEntryKey } from '../features/testimonials-admin/api/query-keys';
import { usersQueryOptions } from '../features/users-admin/api/get-users';
import { setServerTransport } from '../lib/api-client';
import { admin } from '../testing/fixtures';
import { type DrawnFor, showServerDrawn } from '../testing/server-drawn';

// Decision 35: the operators' forms work without the script. The server draws a confirmation
// asked for in the address (`?ask=…`) open, every action is a form that posts to its page, and a
// refusal comes back in the dialog with what was typed.

const order = {
  orderId: 'order_Pq7',
  userId: 'u-1',
  userEmail: 'student@example.com',
  userName: 'Asha Verma',
  itemType: 'note',
  itemId: 'dbms-notes',
  itemName: 'DBMS Notes',
  amountPaise: 4_900,
  provider: 'sandbox',
  providerOrderId: 'order_Pq7',
  status: 'paid',
  paymentId: 'pay_X1',
  failureReason: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  paidAt: '2026-11-20T09:31:00.000Z',
  refundDue: false,
  duplicateOf: null,
  refundedAt: null,
  refundId: null,
  refundReason: null,
};
const orderPage = (changes: Partial<typeof order> = {}) => ({
  queryKey: orderQueryOptions(order.orderId).queryKey,
  data: { success: true, order: { ...order, ...changes }, history: [] },
});

const notes = [
  {
    id: 'dbms-notes',
    name: 'DBMS Notes',
    published: true,
    hasFile: true,
    deletedAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T10:00:00.000Z',
  },
];
const notesList = { queryKey: adminItemsKey('notes'), data: notes };

let page: HTMLElement | undefined;
afterEach(() => page?.remove());

async function draw(path: string, drawn: Omit<DrawnFor, 'user'>) {
  page = await showServerDrawn(path, { user: admin, ...drawn });
  return page;
}

/** A form's method, address and fields as the browser would post them. */
function posted(form: HTMLFormElement | null) {
  if (!form) throw new Error('not in a form');
  return {
    method: form.getAttribute('method'),
    action: form.getAttribute('action'),
    fields: Object.fromEntries(new FormData(form)),
  };
}

describe('an order without the script', () => {
  it('asks for the refund in a GET, and draws the dialog open with a form that posts', async () => {
    const shown = await draw('/admin/orders/order_Pq7', { loaded: [orderPage()] });
    const refund = within(shown).getByRole('button', { name: 'Refund' });
    expect(posted(refund.closest('form'))).toEqual({ method: 'get', action: null, fields: {} });
    expect(refund).toHaveAttribute('name', 'ask');
    expect(refund).toHaveAttribute('value', 'refund');
    page?.remove();

    const asked = await draw('/admin/orders/order_Pq7?ask=refund', { loaded: [orderPage()] });
    const dialog = within(asked).getByRole('dialog', {
      name: 'Refund ₹49 to student@example.com?',
    });
    const reason = within(dialog).getByLabelText('Reason for the refund');
    expect(posted(reason.closest('form'))).toEqual({
      method: 'post',
      action: '/admin/orders/order_Pq7',
      fields: { form: 'refund', reason: '' },
    });
    // Cancel asks for the page again, without the dialog.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const cancelForm = asked.querySelector<HTMLFormElement>(
      `#${CSS.escape(cancel.getAttribute('form') ?? '')}`,
    );
    expect(posted(cancelForm)).toEqual({
      method: 'get',
      action: '/admin/orders/order_Pq7',
      fields: {},
    });
  });

  it('draws a refused refund in its dialog with the reason typed and the words', async () => {
    const shown = await draw('/admin/orders/order_Pq7', {
      loaded: [orderPage()],
      formResult: {
        form: 'refund',
        values: { reason: 'no' },
        error: { message: 'Please give the reason for the refund.', field: 'reason' },
      },
    });
    const dialog = within(shown).getByRole('dialog');
    expect(within(dialog).getByLabelText('Reason for the refund')).toHaveValue('no');
    expect(dialog).toHaveTextContent('Please give the reason for the refund.');
  });

  it('says what a refund posted without the script did', async () => {
    const shown = await draw('/admin/orders/order_Pq7', {
      loaded: [orderPage({ status: 'refunded' })],
      formResult: {
        form: 'refund',
        values: {},
        done: { message: 'Refunded ₹49.', accessEnded: 'true' },
      },
    });
    expect(within(shown).getByRole('status')).toHaveTextContent(
      'Refunded ₹49. student@example.com no longer has access to “DBMS Notes”.',
    );
    expect(within(shown).queryByRole('dialog')).toBeNull();
  });
});

describe('a catalog list without the script', () => {
  it('publishes with a form, and asks before a delete', async () => {
    const shown = await draw('/admin/notes', { loaded: [notesList] });
    const unpublish = within(shown).getByRole('button', { name: 'Unpublish DBMS Notes' });
    expect(posted(unpublish.closest('form'))).toEqual({
      method: 'post',
      action: '/admin/notes',
      fields: { form: 'hide', item: 'dbms-notes' },
    });
    const remove = within(shown).getByRole('button', { name: 'Delete DBMS Notes' });
    expect(posted(remove.closest('form'))).toEqual({
      method: 'get',
      action: null,
      fields: { item: 'dbms-notes' },
    });
    page?.remove();

    const asked = await draw('/admin/notes?ask=delete&item=dbms-notes', { loaded: [notesList] });
    const dialog = within(asked).getByRole('alertdialog', { name: 'Delete “DBMS Notes”?' });
    expect(
      posted(within(dialog).getByRole('button', { name: 'Delete note' }).closest('form')),
    ).toEqual({
      method: 'post',
      action: '/admin/notes',
      fields: { form: 'delete', item: 'dbms-notes', name: 'DBMS Notes' },
    });
  });
});

/** The fields a form posts, as text (a chosen file as its name). */
function fieldsOf(form: HTMLFormElement | null) {
  if (!form) throw new Error('not in a form');
  return Object.fromEntries(
    [...new FormData(form)].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );
}

const note: AdminCatalogItem = {
  kind: 'notes',
  id: 'dbms-notes',
  name: 'DBMS Notes',
  subject: 'DBMS',
  semester: 4,
  tags: '',
  about: 'Normal forms and transactions.',
  pages: 40,
  price: 49,
  image: '',
  coveredTopics: [{ topic: 'Normal forms', description: '1NF to BCNF' }],
  sortOrder: 0,
  published: false,
  deletedAt: null,
  hasFile: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
};
const notePage = (changes: Partial<AdminCatalogItem> = {}) => ({
  queryKey: adminItemKey('notes', note.id),
  data: { ...note, ...changes },
});

describe('a catalog item’s editor without the script', () => {
  it('posts a new note to its page, and its lists’ buttons post a change to the form', async () => {
    const shown = await draw('/admin/notes/new', {});
    const name = within(shown).getByLabelText('Name');
    const form = name.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/admin/notes/new');
    expect(fieldsOf(form)).toMatchObject({ form: 'item', name: '', slug: '', price: '' });
    // Enter in a field saves: the first submit button is a hidden one without a name.
    const first = form?.querySelector('button[type="submit"]');
    expect(first).toHaveAttribute('hidden');
    expect(first).not.toHaveAttribute('name');
    const add = within(shown).getByRole('button', { name: 'Add topic' });
    expect(add).toHaveAttribute('type', 'submit');
    expect(add).toHaveAttribute('name', 'change');
    expect(add).toHaveAttribute('value', 'add coveredTopics');
    expect(add).toHaveAttribute('formaction', '/admin/notes/new#field-coveredTopics');
    expect(within(shown).getByRole('button', { name: 'Create note as a draft' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('draws a refused note with what was typed, its rows, and the words beside the field', async () => {
    const shown = await draw('/admin/notes/new', {
      formResult: {
        form: 'item',
        values: {
          name: 'Compiler Notes',
          price: '1000000',
          'coveredTopics.0.topic': 'Parsing',
          'coveredTopics.0.description': '',
        },
        error: {
          message: 'Price must be a whole number of rupees from 0 (free) to 1,00,000.',
          field: 'price',
        },
      },
    });
    expect(within(shown).getByLabelText('Name')).toHaveValue('Compiler Notes');
    const price = within(shown).getByLabelText('Price (₹)');
    expect(price).toHaveValue(1000000);
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining('Price must be a whole number of rupees'),
    );
    expect(within(shown).getByRole('alert')).toHaveTextContent('The note was not created.');
    expect(within(shown).getByRole('group', { name: 'Topic 1' })).toBeInTheDocument();
    expect(within(shown).getByLabelText('Topic')).toHaveValue('Parsing');
  });

  it('uploads the note’s PDF with a multipart form that posts to the note’s page', async () => {
    const shown = await draw('/admin/notes/dbms-notes', { loaded: [notePage()] });
    const pdf = within(shown).getByLabelText('PDF');
    expect(pdf).toHaveAttribute('type', 'file');
    expect(pdf).toHaveAttribute('name', 'file');
    const form = pdf.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form).toHaveAttribute('action', '/admin/notes/dbms-notes#item-files');
    expect(fieldsOf(form)).toMatchObject({ form: 'upload', upload: 'pdf' });
    const fields = within(shown).getByLabelText('Name').closest('form');
    expect(fields).toHaveAttribute('action', '/admin/notes/dbms-notes');
  });

  it('shows a refused upload beside its file, and a stored one in the screen’s words', async () => {
    const refused = await draw('/admin/notes/dbms-notes', {
      loaded: [notePage()],
      formResult: {
        form: 'upload',
        values: { upload: 'pdf' },
        error: { message: 'This PDF’s compressed contents unpack to more than 64 MiB.' },
      },
    });
    expect(within(refused).getByLabelText('PDF')).toHaveAccessibleDescription(
      expect.stringContaining('unpack to more than 64 MiB'),
    );
    page?.remove();

    const stored = await draw('/admin/notes/dbms-notes', {
      loaded: [notePage({ hasFile: true })],
      formResult: {
        form: 'upload',
        values: {},
        done: { upload: 'pdf', message: 'Uploaded the PDF (1.5 MB, 40 pages).' },
      },
    });
    expect(within(stored).getByRole('status')).toHaveTextContent(
      'Uploaded the PDF (1.5 MB, 40 pages).',
    );
  });

  it('says a save, and a new draft opened after the redirect', async () => {
    const saved = await draw('/admin/notes/dbms-notes', {
      loaded: [notePage()],
      formResult: { form: 'item', values: {}, done: {} },
    });
    expect(within(saved).getByRole('status')).toHaveTextContent('Saved.');
    page?.remove();
    const created = await draw('/admin/notes/dbms-notes?created=1', { loaded: [notePage()] });
    expect(within(created).getByRole('status')).toHaveTextContent(
      'Created as a draft. Publish it when it is ready for students.',
    );
  });

  it('searches the list by name with a GET form, drawn filtered by the server', async () => {
    const more = [
      ...notes,
      { ...notes[0], id: 'os-notes', name: 'Operating Systems Notes' } as (typeof notes)[number],
    ];
    const shown = await draw('/admin/notes?q=operating', {
      loaded: [{ queryKey: adminItemsKey('notes'), data: more }],
    });
    const search = within(shown).getByRole('searchbox', { name: 'Search notes by name' });
    expect(search).toHaveValue('operating');
    expect(posted(search.closest('form'))).toEqual({
      method: 'get',
      action: '/admin/notes',
      fields: { q: 'operating' },
    });
    expect(within(shown).getByRole('heading', { name: 'Operating Systems Notes' })).toBeVisible();
    expect(within(shown).queryByRole('heading', { name: 'DBMS Notes' })).toBeNull();
  });
});

const testimonial = (id: string, name: string, position: number): AdminTestimonial => ({
  id,
  name,
  role: 'B.Tech CSE, 3rd year',
  quote: 'The notes were clear.',
  published: true,
  position,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
});
const testimonials = [testimonial('t-1', 'Asha', 0), testimonial('t-2', 'Ravi', 1)];

describe('testimonials without the script', () => {
  it('moves one with Up and Down buttons of a form holding the order as shown', async () => {
    const shown = await draw('/admin/testimonials', {
      loaded: [{ queryKey: adminEntriesKey('testimonials'), data: testimonials }],
    });
    const up = within(shown).getByRole('button', { name: 'Move Ravi up' });
    expect(up).toBeEnabled();
    expect(up).toHaveAttribute('type', 'submit');
    expect(up).toHaveAttribute('name', 'up');
    expect(up).toHaveAttribute('value', 't-2');
    expect(up).toHaveAttribute('formaction', '/admin/testimonials#entry-t-2');
    const form = (up as HTMLButtonElement).form;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/admin/testimonials');
    const order = new FormData(form ?? undefined);
    expect(order.get('form')).toBe('reorder');
    expect(order.getAll('order')).toEqual(['t-1', 't-2']);
    expect(within(shown).getByRole('button', { name: 'Move Asha up' })).toBeDisabled();
    expect(shown.querySelector('#entry-t-2')).toHaveTextContent('Ravi');
  });

  it('writes one with a form that posts, drawn again refused with what was typed', async () => {
    const shown = await draw('/admin/testimonials/t-1', {
      loaded: [{ queryKey: adminEntryKey('testimonials', 't-1'), data: testimonials[0] }],
      formResult: {
        form: 'entry',
        values: { name: 'Asha V.', role: 'B.Tech CSE, 3rd year', quote: '' },
        error: { message: 'The quote is required.', field: 'quote' },
      },
    });
    const quote = within(shown).getByLabelText('Quote');
    expect(posted(quote.closest('form'))).toEqual({
      method: 'post',
      action: '/admin/testimonials/t-1',
      fields: { form: 'entry', name: 'Asha V.', role: 'B.Tech CSE, 3rd year', quote: '' },
    });
    expect(quote).toHaveAccessibleDescription(expect.stringContaining('The quote is required.'));
  });
});

const question: AdminQuizQuestion = {
  id: 'python-004',
  subject: 'python',
  topic: 'lists',
  question: 'What does len([1, 2]) return?',
  code: null,
  options: ['2', '1', 'None', 'An error'],
  answer: 0,
  explanation: 'len counts the items.',
  active: true,
  served: 0,
  facility: null,
  discrimination: null,
  flagged: false,
};
const pythonBank = {
  queryKey: quizQuestionsQueryOptions('python').queryKey,
  data: { success: true, topics: [{ id: 'lists', name: 'Lists' }], questions: [question] },
};

describe('quiz questions without the script', () => {
  it('asks for a new question in a GET, and draws its dialog open with a form that posts', async () => {
    const shown = await draw('/admin/quiz-questions?subject=python', { loaded: [pythonBank] });
    const create = within(shown).getByRole('button', { name: 'New Python question' });
    expect(posted(create.closest('form'))).toEqual({
      method: 'get',
      action: null,
      fields: { subject: 'python' },
    });
    expect(create).toHaveAttribute('value', 'new');
    page?.remove();

    const asked = await draw('/admin/quiz-questions?subject=python&ask=new', {
      loaded: [pythonBank],
    });
    const dialog = within(asked).getByRole('dialog', { name: 'New Python question' });
    const form = within(dialog).getByLabelText('Question').closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/admin/quiz-questions?subject=python');
    expect(fieldsOf(form)).toEqual({
      form: 'question-new',
      subject: 'python',
      topic: '',
      question: '',
      code: '',
      'options.0': '',
      'options.1': '',
      'options.2': '',
      'options.3': '',
      explanation: '',
    });
    expect(
      within(dialog).getByRole('radio', { name: 'Option 2 is the right answer' }),
    ).toHaveAttribute('name', 'answer');
  });

  it('draws a refused fix open again with what was typed, and says what a form did', async () => {
    const refused = await draw('/admin/quiz-questions?subject=python', {
      loaded: [pythonBank],
      formResult: {
        form: 'question-edit',
        values: {
          subject: 'python',
          item: 'python-004',
          question: 'What does len([1, 2, 3]) return?',
          code: '',
          'options.0': '3',
          'options.1': '3',
          'options.2': 'None',
          'options.3': 'An error',
          answer: '0',
          explanation: 'len counts the items.',
        },
        error: { message: 'The four options must differ.', field: 'options' },
      },
    });
    const dialog = within(refused).getByRole('dialog', { name: 'Edit python-004' });
    expect(within(dialog).getByLabelText('Question')).toHaveValue(
      'What does len([1, 2, 3]) return?',
    );
    expect(within(dialog).getByLabelText('Option 2')).toHaveValue('3');
    expect(
      within(dialog).getByRole('radio', { name: 'Option 1 is the right answer' }),
    ).toBeChecked();
    expect(dialog).toHaveTextContent('The four options must differ.');
    expect(fieldsOf(within(dialog).getByLabelText('Question').closest('form'))).toMatchObject({
      form: 'question-edit',
      item: 'python-004',
    });
    page?.remove();

    const added = await draw('/admin/quiz-questions?subject=python', {
      loaded: [pythonBank],
      formResult: { form: 'question-new', values: {}, done: { action: 'added', id: 'python-004' } },
    });
    expect(within(added).getByRole('status')).toHaveTextContent('Added python-004.');
    expect(within(added).queryByRole('dialog')).toBeNull();
  });
});

describe('the users’ list without the script', () => {
  it('searches with a GET form and pages with links', async () => {
    const filter = { q: 'asha', page: 1 };
    const shown = await draw('/admin/users?q=asha', {
      loaded: [
        {
          queryKey: usersQueryOptions(filter).queryKey,
          data: {
            success: true,
            users: [
              {
                id: 'u-1',
                name: 'Asha Verma',
                email: 'asha@example.com',
                role: 'student',
                createdAt: '2026-01-02T10:00:00.000Z',
                disabledAt: null,
              },
            ],
            total: 41,
            page: 1,
            totalPages: 3,
          },
        },
      ],
    });
    const search = within(shown).getByLabelText('Name or email');
    expect(posted(search.closest('form'))).toEqual({
      method: 'get',
      action: '/admin/users',
      fields: { q: 'asha', role: '' },
    });
    expect(within(shown).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/admin/users?q=asha&page=2',
    );
  });
});

/**
 * The page at `path` as the server renders it for an operator (entry-server.tsx): the route's own
 * loader asks `api` for its data, as the server's in-process API would be asked.
 */
async function renderForOperator(path: string, api: (apiPath: string) => unknown) {
  setUpRenderer({
    answer: async (apiPath) => ({ status: 200, body: JSON.stringify(api(apiPath)) }),
    testPayments: false,
  });
  try {
    const rendered = await renderPage(path, { user: admin, cookie: 'studyhub_session=operator' });
    page = document.createElement('div');
    page.innerHTML = rendered.html;
    document.body.append(page);
    return { shown: page, rendered };
  } finally {
    setServerTransport((apiPath, init) => fetch(apiPath, init));
  }
}

const auditEntry = (id: string, subjectId: string, createdAt: string) => ({
  id,
  actor: { id: admin.id, email: 'admin@example.com' },
  action: 'notes.publish',
  subjectType: 'notes',
  subjectId,
  before: { published: false },
  after: { published: true },
  createdAt,
});

/** The log's API: the notes' newest entry with a page after it, and that older page. */
function auditApi(apiPath: string) {
  const query = new URL(apiPath, 'http://localhost').searchParams;
  return query.get('before') === '2026-03-02T09:30:00.000Z'
    ? {
        success: true,
        entries: [auditEntry('a1', 'os-notes', '2026-03-01T09:00:00.000Z')],
        nextBefore: null,
      }
    : {
        success: true,
        entries: [auditEntry('a2', 'dbms-notes', '2026-03-02T09:30:00.000Z')],
        nextBefore: '2026-03-02T09:30:00.000Z',
      };
}

describe('the audit log without the script', () => {
  it('filters with a GET form and links Load more to the next page, drawn by the server', async () => {
    const { shown, rendered } = await renderForOperator('/admin/audit?subjectType=notes', auditApi);
    expect(rendered.answers.map((answer) => answer.path)).toEqual([
      '/api/admin/audit?subjectType=notes&limit=50',
    ]);
    expect(rendered.notLoaded).toEqual([]);
    const filter = within(shown).getByLabelText('Subject type');
    expect(filter).toHaveValue('notes');
    expect(posted(filter.closest('form'))).toEqual({
      method: 'get',
      action: '/admin/audit',
      fields: { subjectType: 'notes' },
    });
    expect(within(shown).getByRole('button', { name: 'Show' })).toHaveAttribute('type', 'submit');
    expect(
      within(shown).getByRole('heading', { level: 3, name: 'Published · Notes: dbms-notes' }),
    ).toBeVisible();
    expect(within(shown).getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/admin/audit?subjectType=notes&before=2026-03-02T09%3A30%3A00.000Z',
    );
  });

  it('draws the page Load more links to, with the way back to the newest', async () => {
    const { shown, rendered } = await renderForOperator(
      '/admin/audit?subjectType=notes&before=2026-03-02T09%3A30%3A00.000Z',
      auditApi,
    );
    expect(rendered.answers.map((answer) => answer.path)).toEqual([
      '/api/admin/audit?subjectType=notes&before=2026-03-02T09%3A30%3A00.000Z&limit=50',
    ]);
    expect(
      within(shown)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Published · Notes: os-notes']);
    expect(within(shown).getByText(/^Changes before/)).toHaveTextContent(
      /^Changes before March 2, 2026 at .*\. Show the newest$/,
    );
    expect(within(shown).getByRole('link', { name: 'Show the newest' })).toHaveAttribute(
      'href',
      '/admin/audit?subjectType=notes',
    );
    // The last page: nothing more to link to.
    expect(within(shown).queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('declares the filter’s parameters in its route, so the server draws with them', () => {
    expect(pageSearch('/admin/audit')).toEqual(expect.arrayContaining([...auditFilterNames]));
  });
});
