import type { AdminCatalogItemResponse } from '@studyhub/contract/catalog-admin';
import type { AdminQuizQuestionsResponse } from '@studyhub/contract/quiz';
import type { AdminTestimonialEntry } from '@studyhub/contract/testimonials';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import {
  createFormPagesApp,
  freshAddress,
  postForm,
  postMultipartForm,
  renderedOf,
  signInWithForm,
  site,
} from '../../../test/form-pages.ts';
import { deflated, rawZip } from '../../../test/hostile-files.ts';
import type { App } from '../../app.ts';

// Decision 35, record 0056: the operators' editors work as plain forms. Each posts to its own
// page; the server makes the call the screen makes, with the operator's session cookie.

let app: App;
let operator: string;

beforeAll(async () => {
  app = await createFormPagesApp({ seedDemoAs: 'development' });
  operator = await signInWithForm(app, { email: 'admin@example.com', password: 'admin-demo-2026' });
});
afterAll(async () => {
  await app.close();
});

/** The operator's session cookie, signed in before the tests. */
const asOperator = () => ({ cookie: operator });

async function signedInStudent() {
  const student = await registerUser(app);
  return { cookie: await signInWithForm(app, student) };
}

async function itemOf(kind: string, id: string) {
  const response = await app.inject({
    url: `/api/admin/catalog/${kind}/${id}`,
    headers: asOperator(),
  });
  return response.statusCode === 200 ? response.json<AdminCatalogItemResponse>().item : undefined;
}

async function entriesOf(kind: 'testimonials' | 'reviews') {
  const response = await app.inject({ url: `/api/admin/${kind}`, headers: asOperator() });
  return response.json<{ items: AdminTestimonialEntry[] }>().items;
}

const noteFields = {
  form: 'item',
  name: 'Compiler Design Notes',
  slug: '',
  subject: 'Compiler Design',
  semester: '6',
  tags: 'CD, GATE',
  about: 'Lexing, parsing and code generation, with worked examples.',
  pages: '48',
  price: '39',
  image: '',
  'coveredTopics.0.topic': 'Parsing',
  'coveredTopics.0.description': 'LL(1) and LR(1) tables',
  sortOrder: '0',
};

/** A note created through the form, as a draft: its address. */
async function createdNote(fields: Record<string, string> = {}) {
  const response = await postForm(
    app,
    '/admin/notes/new',
    { ...noteFields, ...fields },
    asOperator(),
  );
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  const id = /^\/admin\/notes\/([a-z0-9-]+)\?created=1$/.exec(location)?.[1];
  if (!id) throw new Error(`not sent to the new note: ${location}`);
  return id;
}

async function onePagePdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Parsing');
  return Buffer.from(await pdf.save());
}

describe('a catalog item written without the script', () => {
  it('creates a note as a draft with its topics, and opens it saying so', async () => {
    const id = await createdNote({ slug: 'compiler-design-handbook' });
    expect(id).toBe('compiler-design-handbook');
    const item = await itemOf('notes', id);
    expect(item).toMatchObject({
      kind: 'notes',
      name: 'Compiler Design Notes',
      semester: 6,
      price: 39,
      published: false,
      coveredTopics: [{ topic: 'Parsing', description: 'LL(1) and LR(1) tables' }],
    });
  });

  it('refuses a note without a name in the API’s words, keeping what was typed', async () => {
    const response = await postForm(
      app,
      '/admin/notes/new',
      { ...noteFields, name: '  ', subject: 'Kept subject' },
      asOperator(),
    );
    expect(response.statusCode).toBe(400);
    const { path, formResult } = renderedOf(response.body);
    expect(path).toBe('/admin/notes/new');
    expect(formResult).toMatchObject({
      form: 'item',
      error: { message: 'The name is required.', field: 'name' },
      values: {
        subject: 'Kept subject',
        'coveredTopics.0.topic': 'Parsing',
        'coveredTopics.0.description': 'LL(1) and LR(1) tables',
      },
    });
  });

  it('adds and removes a list’s rows without saving anything', async () => {
    const added = await postForm(
      app,
      '/admin/notes/new',
      { ...noteFields, name: 'Not saved', change: 'add coveredTopics' },
      asOperator(),
    );
    expect(added.statusCode).toBe(200);
    const { formResult } = renderedOf(added.body);
    expect(formResult?.error).toBeUndefined();
    expect(formResult?.values).toMatchObject({
      name: 'Not saved',
      'coveredTopics.0.topic': 'Parsing',
      'coveredTopics.1.topic': '',
      'coveredTopics.1.description': '',
    });

    const removed = await postForm(
      app,
      '/admin/notes/new',
      { ...noteFields, change: 'remove coveredTopics.0' },
      asOperator(),
    );
    expect(Object.keys(renderedOf(removed.body).formResult?.values ?? {})).not.toContain(
      'coveredTopics.0.topic',
    );
    const notSaved = await app.inject({ url: '/api/admin/catalog/notes', headers: asOperator() });
    expect(notSaved.json<{ items: { name: string }[] }>().items).not.toContainEqual(
      expect.objectContaining({ name: 'Not saved' }),
    );
  });

  it('adds a paragraph to a blog’s section, and a section', async () => {
    const blog = {
      form: 'item',
      title: 'Exam week',
      'sections.0.subheading': 'Sleep',
      'sections.0.paragraphs.0': 'Eight hours.',
    };
    const paragraph = await postForm(
      app,
      '/admin/blogs/new',
      { ...blog, change: 'add sections.0.paragraphs' },
      asOperator(),
    );
    expect(renderedOf(paragraph.body).formResult?.values).toMatchObject({
      'sections.0.paragraphs.0': 'Eight hours.',
      'sections.0.paragraphs.1': '',
    });
    const section = await postForm(
      app,
      '/admin/blogs/new',
      { ...blog, change: 'add sections' },
      asOperator(),
    );
    expect(renderedOf(section.body).formResult?.values).toMatchObject({
      'sections.1.subheading': '',
      'sections.1.paragraphs.0': '',
    });
  });

  it('saves an edit, and says so on the item’s page', async () => {
    const id = await createdNote({ name: 'Operating Systems Notes' });
    const response = await postForm(
      app,
      `/admin/notes/${id}`,
      {
        ...noteFields,
        name: 'Operating Systems Notes',
        price: '0',
        'coveredTopics.0.topic': 'Paging',
      },
      asOperator(),
    );
    expect(response.statusCode).toBe(200);
    expect(renderedOf(response.body)).toMatchObject({
      path: `/admin/notes/${id}`,
      formResult: { form: 'item', values: {}, done: {} },
    });
    expect(await itemOf('notes', id)).toMatchObject({
      price: 0,
      coveredTopics: [{ topic: 'Paging' }],
    });
  });

  it('refuses a price out of range with the field named, the changes kept', async () => {
    const id = await createdNote({ name: 'Networks Notes' });
    const response = await postForm(
      app,
      `/admin/notes/${id}`,
      { ...noteFields, name: 'Networks Notes, second edition', price: '1000000' },
      asOperator(),
    );
    expect(response.statusCode).toBe(400);
    expect(renderedOf(response.body).formResult).toMatchObject({
      form: 'item',
      error: {
        message: 'Price must be a whole number of rupees from 0 (free) to 1,00,000.',
        field: 'price',
      },
      values: { name: 'Networks Notes, second edition', price: '1000000' },
    });
    expect(await itemOf('notes', id)).toMatchObject({ name: 'Networks Notes', price: 39 });
  });
});

describe('an item’s file uploaded without the script', () => {
  it('uploads a note’s PDF posted as multipart/form-data, saying what was stored', async () => {
    const id = await createdNote({ name: 'Discrete Maths Notes' });
    const pdf = new File([await onePagePdf()], 'discrete.pdf', { type: 'application/pdf' });
    const response = await postMultipartForm(
      app,
      `/admin/notes/${id}`,
      { form: 'upload', upload: 'pdf', file: pdf },
      asOperator(),
    );
    expect(response.statusCode).toBe(200);
    expect(renderedOf(response.body).formResult).toEqual({
      form: 'upload',
      values: {},
      done: {
        upload: 'pdf',
        message: expect.stringMatching(/^Uploaded the PDF \(\d+(\.\d)? (bytes|KB), 1 page\)\.$/),
      },
    });
    expect((await itemOf('notes', id))?.hasFile).toBe(true);
  });

  it('refuses a hostile zip with the API’s words, and stores nothing', async () => {
    const [project] = (
      await app.inject({ url: '/api/admin/catalog/projects', headers: asOperator() })
    ).json<{ items: { id: string; hasFile: boolean | null }[] }>().items;
    if (!project) throw new Error('the demo catalog has projects');
    const zip = rawZip([
      { ...deflated('ok.txt', 'echo hello\n'), local: { name: '../../evil.sh' } },
    ]);
    const response = await postMultipartForm(
      app,
      `/admin/projects/${project.id}`,
      { form: 'upload', upload: 'source', file: new File([zip], 'source.zip') },
      asOperator(),
    );
    expect(response.statusCode).toBe(422);
    expect(renderedOf(response.body).formResult).toMatchObject({
      form: 'upload',
      values: { upload: 'source' },
      error: {
        message: expect.stringMatching(
          /lists "ok\.txt", but the file itself is stored under the name "\.\.\/\.\.\/evil\.sh".*Nothing was saved\.$/,
        ),
        code: 'INVALID_FILE',
      },
    });
    expect((await itemOf('projects', project.id))?.hasFile).toBe(project.hasFile);
  });

  it('refuses a file of another type, or none, in the screen’s words', async () => {
    const id = await createdNote({ name: 'Algorithms Notes' });
    const wrong = await postMultipartForm(
      app,
      `/admin/notes/${id}`,
      {
        form: 'upload',
        upload: 'pdf',
        file: new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      },
      asOperator(),
    );
    expect(wrong.statusCode).toBe(400);
    expect(renderedOf(wrong.body).formResult?.error).toEqual({
      message: '“notes.txt” is not a PDF. Choose a PDF.',
      field: 'file',
    });
    const none = await postMultipartForm(
      app,
      `/admin/notes/${id}`,
      { form: 'upload', upload: 'pdf', file: new File([], '') },
      asOperator(),
    );
    expect(renderedOf(none.body).formResult?.error).toEqual({
      message: 'Choose the PDF to upload.',
      field: 'file',
    });
    expect((await itemOf('notes', id))?.hasFile).toBe(false);
  });

  it('refuses a student before reading the file, and sends a visitor to sign in', async () => {
    const id = await createdNote({ name: 'Statistics Notes' });
    const student = await signedInStudent();
    const pdf = new File([await onePagePdf()], 'stats.pdf', { type: 'application/pdf' });
    const refused = await postMultipartForm(
      app,
      `/admin/notes/${id}`,
      { form: 'upload', upload: 'pdf', file: pdf },
      { cookie: student.cookie },
    );
    expect(refused.statusCode).toBe(403);
    expect(renderedOf(refused.body).formResult?.error).toMatchObject({
      message: 'You do not have permission to do that.',
    });
    const saved = await postForm(
      app,
      `/admin/notes/${id}`,
      { ...noteFields, name: 'Taken over' },
      { cookie: student.cookie },
    );
    expect(saved.statusCode).toBe(403);

    const visitor = await postMultipartForm(app, `/admin/notes/${id}`, {
      form: 'upload',
      upload: 'pdf',
      file: pdf,
    });
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe(
      `/login?next=${encodeURIComponent(`/admin/notes/${id}`)}`,
    );
    const forged = await postMultipartForm(
      app,
      `/admin/notes/${id}`,
      { form: 'upload', upload: 'pdf', file: pdf },
      { cookie: operator, origin: 'https://elsewhere.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toMatch(/did not come from StudyHub’s own pages/);
    expect(await itemOf('notes', id)).toMatchObject({ name: 'Statistics Notes', hasFile: false });
  });
});

describe('testimonials written and reordered without the script', () => {
  it('creates a testimonial, refuses an empty quote keeping the rest, and saves a change', async () => {
    const created = await postForm(
      app,
      '/admin/testimonials/new',
      { form: 'entry', name: 'Meera Iyer', role: 'B.Tech ECE, 2nd year', quote: 'Clear notes.' },
      asOperator(),
    );
    expect(created.statusCode).toBe(303);
    const id = /^\/admin\/testimonials\/([^/?]+)\?created=1$/.exec(
      String(created.headers.location),
    )?.[1];
    expect((await entriesOf('testimonials')).find((entry) => entry.id === id)).toMatchObject({
      name: 'Meera Iyer',
      published: false,
    });

    const refused = await postForm(
      app,
      `/admin/testimonials/${id}`,
      { form: 'entry', name: 'Meera I.', role: 'B.Tech ECE, 2nd year', quote: '' },
      asOperator(),
    );
    expect(refused.statusCode).toBe(400);
    expect(renderedOf(refused.body).formResult).toMatchObject({
      form: 'entry',
      error: { message: 'The quote is required.', field: 'quote' },
      values: { name: 'Meera I.', role: 'B.Tech ECE, 2nd year', quote: '' },
    });

    const saved = await postForm(
      app,
      `/admin/testimonials/${id}`,
      { form: 'entry', name: 'Meera I.', role: 'B.Tech ECE, 2nd year', quote: 'Very clear notes.' },
      asOperator(),
    );
    expect(saved.statusCode).toBe(200);
    expect(renderedOf(saved.body).formResult).toEqual({ form: 'entry', values: {}, done: {} });
    expect((await entriesOf('testimonials')).find((entry) => entry.id === id)).toMatchObject({
      name: 'Meera I.',
      quote: 'Very clear notes.',
    });
  });

  it('creates a review with its stars', async () => {
    const created = await postForm(
      app,
      '/admin/reviews/new',
      { form: 'entry', name: 'Arjun', rating: '4', text: 'Good papers.' },
      asOperator(),
    );
    expect(created.statusCode).toBe(303);
    expect(await entriesOf('reviews')).toContainEqual(
      expect.objectContaining({ name: 'Arjun', rating: 4, text: 'Good papers.' }),
    );
  });

  it('refuses a student and sends a visitor to sign in; nothing is written', async () => {
    const entry = { form: 'entry', name: 'Forged', role: 'Nobody', quote: 'Forged quote.' };
    const student = await signedInStudent();
    const refused = await postForm(app, '/admin/testimonials/new', entry, {
      cookie: student.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(renderedOf(refused.body).formResult?.error?.message).toBe(
      'You do not have permission to do that.',
    );
    const visitor = await postForm(app, '/admin/testimonials/new', entry);
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe(
      `/login?next=${encodeURIComponent('/admin/testimonials/new')}`,
    );
    expect(await entriesOf('testimonials')).not.toContainEqual(
      expect.objectContaining({ name: 'Forged' }),
    );
  });

  it('moves a testimonial up and down with the list’s buttons', async () => {
    const before = (await entriesOf('testimonials')).map((entry) => entry.id);
    const [first, second] = before;
    if (!first || !second) throw new Error('the demo has testimonials');
    const post = (ids: string[], button: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/admin/testimonials',
        payload: new URLSearchParams([
          ['form', 'reorder'],
          ...ids.map((id): [string, string] => ['order', id]),
          ...Object.entries(button),
        ]).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: site,
          cookie: operator,
        },
        remoteAddress: freshAddress(),
      });
    const moved = await post(before, { up: second });
    expect(moved.statusCode).toBe(200);
    expect(renderedOf(moved.body).path).toBe('/admin/testimonials');
    const after = (await entriesOf('testimonials')).map((entry) => entry.id);
    expect(after.slice(0, 2)).toEqual([second, first]);
    const back = await post(after, { down: second });
    expect(back.statusCode).toBe(200);
    expect((await entriesOf('testimonials')).map((entry) => entry.id)).toEqual(before);

    // One written since the page was drawn is not in its list: the API refuses it in its words.
    const stale = await post(before.slice(1), { up: second });
    expect(stale.statusCode).toBeGreaterThanOrEqual(400);
    expect(renderedOf(stale.body).formResult).toMatchObject({
      form: 'reorder',
      error: { message: expect.any(String) },
    });
    expect((await entriesOf('testimonials')).map((entry) => entry.id)).toEqual(before);
  });
});

describe('quiz questions written without the script', () => {
  const question = {
    form: 'question-new',
    subject: 'python',
    topic: '',
    question: 'What does len([1, 2, 3]) return?',
    code: '',
    'options.0': '3',
    'options.1': '2',
    'options.2': 'None',
    'options.3': 'An error',
    answer: '0',
    explanation: 'len counts the items of the list.',
  };

  const bank = async () =>
    (
      await app.inject({ url: '/api/admin/quiz-questions?subject=python', headers: asOperator() })
    ).json<AdminQuizQuestionsResponse>();

  it('refuses a new question without a topic, keeping it; then adds, fixes and retires it', async () => {
    const { topics } = await bank();
    const topic = topics[0]?.id;
    if (!topic) throw new Error('the python quiz has topics');

    const refused = await postForm(app, '/admin/quiz-questions', question, asOperator());
    expect(refused.statusCode).toBe(400);
    const rendered = renderedOf(refused.body);
    expect(rendered.path).toBe('/admin/quiz-questions?subject=python');
    expect(rendered.formResult).toMatchObject({
      form: 'question-new',
      error: { message: 'Choose the topic.', field: 'topic' },
      values: { question: question.question, 'options.2': 'None', answer: '0' },
    });

    const added = await postForm(
      app,
      '/admin/quiz-questions',
      { ...question, topic },
      asOperator(),
    );
    expect(added.statusCode).toBe(200);
    const done = renderedOf(added.body).formResult?.done;
    expect(done).toEqual({ action: 'added', id: expect.stringMatching(/^python-/) });
    const id = done?.id ?? '';

    const fixed = await postForm(
      app,
      '/admin/quiz-questions',
      { ...question, form: 'question-edit', item: id, answer: '', 'options.1': 'Two' },
      asOperator(),
    );
    expect(fixed.statusCode).toBe(400);
    expect(renderedOf(fixed.body).formResult?.error?.message).toBe('Choose the right option.');
    const saved = await postForm(
      app,
      '/admin/quiz-questions',
      { ...question, form: 'question-edit', item: id, 'options.1': 'Two' },
      asOperator(),
    );
    expect(renderedOf(saved.body).formResult?.done).toEqual({ action: 'saved', id });

    const retired = await postForm(
      app,
      '/admin/quiz-questions',
      { form: 'retire', subject: 'python', item: id },
      asOperator(),
    );
    expect(renderedOf(retired.body).formResult?.done).toEqual({ action: 'retired', id });
    expect((await bank()).questions.find((shown) => shown.id === id)).toMatchObject({
      active: false,
      options: ['3', 'Two', 'None', 'An error'],
    });
  });

  it('refuses a student and sends a visitor to sign in', async () => {
    const student = await signedInStudent();
    const refused = await postForm(app, '/admin/quiz-questions', question, {
      cookie: student.cookie,
    });
    expect(refused.statusCode).toBe(403);
    const visitor = await postForm(app, '/admin/quiz-questions', question);
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe(
      `/login?next=${encodeURIComponent('/admin/quiz-questions?subject=python')}`,
    );
  });
});
