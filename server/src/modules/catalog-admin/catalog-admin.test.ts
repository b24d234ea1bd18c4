import type {
  BlogsResponse,
  NoteResponse,
  NotesResponse,
  PapersResponse,
} from '@studyhub/contract/catalog';
import type {
  AdminCatalogDeleteResponse,
  AdminCatalogItemResponse,
  AdminCatalogListResponse,
} from '@studyhub/contract/catalog-admin';
import type { DownloadsResponse, PurchasesResponse } from '@studyhub/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  bearer,
  createAppWithAdmin,
  type HttpMethod,
  nonOperatorAnswers,
  registerUser,
  requestAsAdmin,
} from '../../../test/factories.ts';
import { buy } from '../../../test/purchases.ts';
import type { App } from '../../app.ts';

let app: App;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await createAppWithAdmin({ env: { PAYMENT_PROVIDER: 'sandbox' } }));
});
afterAll(() => app.close());

const operator = (method: HttpMethod, url: string, payload?: object) =>
  requestAsAdmin(app, admin, method, `/api/admin/catalog${url}`, payload);

const noteForm = (overrides: object = {}) => ({
  name: 'Compiler Design Notes',
  subject: 'Compiler Design',
  about: 'Lexing, parsing and code generation, with solved exam questions.',
  pages: 48,
  price: 149,
  coveredTopics: [{ topic: 'Lexical analysis', description: 'Tokens, regular expressions, DFAs.' }],
  ...overrides,
});

const blogForm = (overrides: object = {}) => ({
  title: 'How to Prepare for End Semester Exams',
  date: '2026-03-14',
  intro: 'A plan for the last three weeks.',
  mainHeading: 'Three weeks, one plan',
  sections: [{ subheading: 'Week one', paragraphs: ['Collect the syllabus.', 'Sort topics.'] }],
  ...overrides,
});

const sitemap = async () => (await app.inject({ url: '/sitemap.xml' })).body;
const publicNotes = async () =>
  (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes.map((note) => note.id);
const auditOf = (kind: string, id: string) => auditEntries(app, admin, kind, id);

describe('who may manage the catalog', () => {
  const endpoints = [
    ['GET', '/notes'],
    ['GET', '/projects/any'],
    ['POST', '/courses'],
    ['PUT', '/tools/any'],
    ['PATCH', '/blogs/any'],
    ['DELETE', '/question-papers/any'],
  ] as const;

  it('answers 401 to a signed-out visitor and 403 to a student on every admin endpoint', async () => {
    const student = await registerUser(app);
    for (const [method, url] of endpoints) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' };
      const { signedOut: anonymous, asStudent: studentAnswer } = await nonOperatorAnswers(
        app,
        student,
        method,
        `/api/admin/catalog${url}`,
        payload,
      );
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(studentAnswer.statusCode, `${method} ${url}`).toBe(403);
      expect(studentAnswer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });
});

describe('creating and editing items', () => {
  it('creates a draft note with an address made from its name, unique within notes', async () => {
    const first = await operator('POST', '/notes', noteForm({ name: 'Theory of Computation!' }));
    expect(first.statusCode).toBe(201);
    const created = first.json<AdminCatalogItemResponse>().item;
    expect(created).toMatchObject({
      kind: 'notes',
      id: 'theory-of-computation',
      name: 'Theory of Computation!',
      price: 149,
      published: false,
      deletedAt: null,
      hasFile: false,
      coveredTopics: [{ topic: 'Lexical analysis' }],
    });
    const second = await operator('POST', '/notes', noteForm({ name: 'Theory of Computation' }));
    expect(second.json<AdminCatalogItemResponse>().item.id).toBe('theory-of-computation-2');

    const fetched = await operator('GET', '/notes/theory-of-computation');
    expect(fetched.json<AdminCatalogItemResponse>().item).toEqual(created);
    expect(await publicNotes()).not.toContain('theory-of-computation');
    const entries = await auditOf('notes', 'theory-of-computation');
    expect(entries.map((entry) => entry.action)).toEqual(['notes.create']);
    expect(entries[0]?.after).toMatchObject({ name: 'Theory of Computation!', published: false });
  });

  it('takes a given address, and refuses one already used or badly formed, naming the field', async () => {
    const given = await operator('POST', '/notes', noteForm({ slug: 'cd-notes-2026' }));
    expect(given.json<AdminCatalogItemResponse>().item.id).toBe('cd-notes-2026');
    const taken = await operator('POST', '/notes', noteForm({ slug: 'cd-notes-2026' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      field: 'slug',
      message: 'Another note already has the address cd-notes-2026.',
    });
    const malformed = await operator('POST', '/notes', noteForm({ slug: 'CD Notes' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'slug' });
  });

  it('explains a refused field in words for operators, and says which field', async () => {
    const price = await operator('POST', '/notes', noteForm({ price: 149.5 }));
    expect(price.statusCode).toBe(400);
    expect(price.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      field: 'price',
      message: 'Price must be a whole number of rupees from 0 (free) to 1,00,000.',
    });
    const topic = await operator('POST', '/notes', noteForm({ coveredTopics: [{ topic: '' }] }));
    expect(topic.json()).toMatchObject({
      field: 'coveredTopics.0.topic',
      message: 'The topic is required.',
    });
    const year = await operator('POST', '/question-papers', {
      name: 'Operating Systems',
      year: '24',
      university: 'B.Tech CSE',
      price: 0,
    });
    expect(year.json()).toMatchObject({
      field: 'year',
      message: 'The year must be four digits, such as 2024.',
    });
  });

  it('takes a card image on this site or over https, never another site’s address as a path', async () => {
    // Browsers read '//host/…' and '/\host/…' as another site's address, not a path on this one.
    for (const image of ['//evil.example/cover.png', '/\\evil.example/cover.png', '/\tevil']) {
      const refused = await operator('POST', '/notes', noteForm({ image }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'image',
        message: 'The image must be a path on this site (starting with /) or an https address.',
      });
    }
    const local = await operator('POST', '/notes', noteForm({ image: '/media/cover.png' }));
    expect(local.statusCode).toBe(201);
  });

  it('edits every field of a published note and shows it on the public API at once', async () => {
    const note = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes[0];
    if (!note) throw new Error('no note seeded');
    // Read once, so the catalog cache holds the old answer.
    expect((await app.inject({ url: `/api/notes/${note.id}` })).statusCode).toBe(200);
    const edited = await operator(
      'PUT',
      `/notes/${note.id}`,
      noteForm({
        name: 'Operating Systems, Revised',
        price: 175,
        coveredTopics: [{ topic: 'Deadlocks', description: 'Banker’s algorithm.' }],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminCatalogItemResponse>().item).toMatchObject({
      id: note.id,
      published: true,
      hasFile: true,
    });
    const detail = (await app.inject({ url: `/api/notes/${note.id}` })).json<NoteResponse>().note;
    expect(detail).toMatchObject({
      name: 'Operating Systems, Revised',
      pages: 48,
      price: 175,
      coveredTopics: [{ topic: 'Deadlocks', description: 'Banker’s algorithm.' }],
    });
    const [entry] = await auditOf('notes', note.id);
    expect(entry).toMatchObject({
      action: 'notes.update',
      before: { name: note.name },
      after: { name: 'Operating Systems, Revised', price: 175 },
    });
    expect(entry?.after).not.toHaveProperty('published');
  });

  it('edits a project with its technologies and a blog with its sections', async () => {
    const project = await operator('POST', '/projects', {
      name: 'Library Management System',
      about: 'Issue and return books with fines.',
      price: 399,
      technologies: [{ name: 'frontend', value: 'React' }],
    });
    const projectId = project.json<AdminCatalogItemResponse>().item.id;
    const replaced = await operator('PUT', `/projects/${projectId}`, {
      name: 'Library Management System',
      about: 'Issue and return books with fines.',
      price: 449,
      technologies: [
        { name: 'backend', value: 'Node.js' },
        { name: 'database', value: 'PostgreSQL' },
      ],
    });
    expect(replaced.json<AdminCatalogItemResponse>().item).toMatchObject({
      price: 449,
      technologies: [
        { name: 'backend', value: 'Node.js' },
        { name: 'database', value: 'PostgreSQL' },
      ],
    });

    const blog = await operator('POST', '/blogs', blogForm());
    const blogId = blog.json<AdminCatalogItemResponse>().item.id;
    const sections = [{ subheading: 'Week two', paragraphs: ['Solve old papers.'] }];
    const edited = await operator('PUT', `/blogs/${blogId}`, blogForm({ sections }));
    expect(edited.json<AdminCatalogItemResponse>().item).toMatchObject({ sections });
  });
});

describe('publishing', () => {
  it('refuses to publish a note, project or paper until its file is present', async () => {
    const note = (await operator('POST', '/notes', noteForm())).json<AdminCatalogItemResponse>();
    const refused = await operator('PATCH', `/notes/${note.item.id}`, { published: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: "Upload the note's PDF before publishing this note.",
    });
    const paper = await operator('POST', '/question-papers', {
      name: 'Computer Networks',
      year: '2025',
      university: 'B.Tech CSE, Semester 5',
      price: 0,
    });
    const paperId = paper.json<AdminCatalogItemResponse>().item.id;
    const paperRefused = await operator('PATCH', `/question-papers/${paperId}`, {
      published: true,
    });
    expect(paperRefused.json().message).toBe(
      "Upload the paper's PDF before publishing this question paper.",
    );
    expect(await publicNotes()).not.toContain(note.item.id);
    expect(await auditOf('notes', note.item.id)).toHaveLength(1);
  });

  it('shows a published blog on the public API and the sitemap at once, and hides it again', async () => {
    const created = await operator(
      'POST',
      '/blogs',
      blogForm({ title: 'Viva Questions for DBMS' }),
    );
    const id = created.json<AdminCatalogItemResponse>().item.id;
    const blogIds = async () =>
      (await app.inject({ url: '/api/blogs' })).json<BlogsResponse>().blogs.map((blog) => blog.id);
    expect(await blogIds()).not.toContain(id);

    expect((await operator('PATCH', `/blogs/${id}`, { published: true })).statusCode).toBe(200);
    expect(await blogIds()).toContain(id);
    expect(await sitemap()).toContain(`/blog/${id}<`);
    expect((await app.inject({ url: `/api/blogs/${id}` })).json().blog.sections).toHaveLength(1);

    await operator('PATCH', `/blogs/${id}`, { published: false });
    expect(await blogIds()).not.toContain(id);
    expect(await sitemap()).not.toContain(`/blog/${id}<`);
    expect((await auditOf('blogs', id)).map((entry) => entry.action)).toEqual([
      'blogs.unpublish',
      'blogs.publish',
      'blogs.create',
    ]);
  });

  it('takes a note with its file off the site and the sitemap, and puts it back', async () => {
    const note = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes.at(-1);
    if (!note) throw new Error('no note seeded');
    await operator('PATCH', `/notes/${note.id}`, { published: false });
    expect(await publicNotes()).not.toContain(note.id);
    expect(await sitemap()).not.toContain(`/notes/${note.id}<`);
    await operator('PATCH', `/notes/${note.id}`, { published: true });
    expect(await publicNotes()).toContain(note.id);
    expect(await sitemap()).toContain(`/notes/${note.id}<`);
  });
});

describe('deleting', () => {
  it('removes an item nobody bought or downloaded', async () => {
    const created = await operator('POST', '/courses', {
      name: 'Data Structures in C',
      about: 'Arrays to graphs.',
      courseType: 'Video',
      instructor: 'A. Rao',
      certification: 'Yes',
      link: 'https://example.com/ds',
    });
    const id = created.json<AdminCatalogItemResponse>().item.id;
    const deleted = await operator('DELETE', `/courses/${id}`);
    expect(deleted.json<AdminCatalogDeleteResponse>()).toMatchObject({ outcome: 'removed' });
    expect((await operator('GET', `/courses/${id}`)).statusCode).toBe(404);
    const list = (await operator('GET', '/courses')).json<AdminCatalogListResponse>().items;
    expect(list.map((item) => item.id)).not.toContain(id);
    const [entry] = await auditOf('courses', id);
    expect(entry).toMatchObject({
      action: 'courses.delete',
      before: { name: 'Data Structures in C' },
      after: { outcome: 'removed' },
    });
  });

  it('hides a bought note everywhere public, while its buyer keeps downloading it', async () => {
    const note =
      (await app.inject({ url: '/api/notes' }))
        .json<NotesResponse>()
        .notes.find((item) => !item.isFree && item.id !== 'theory-of-computation') ??
      expect.fail('no paid note');
    const buyer = await registerUser(app);
    const other = await registerUser(app);
    await buy(app, buyer, { itemType: 'note', itemId: note.id });
    expect(
      (await app.inject({ url: `/api/notes/${note.id}/download`, headers: bearer(buyer.token) }))
        .statusCode,
    ).toBe(200);

    const deleted = await operator('DELETE', `/notes/${note.id}`);
    expect(deleted.json<AdminCatalogDeleteResponse>()).toMatchObject({ outcome: 'hidden' });

    expect(await publicNotes()).not.toContain(note.id);
    expect((await app.inject({ url: `/api/notes/${note.id}` })).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(`/notes/${note.id}<`);
    const order = await app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(other.token),
      payload: { itemType: 'note', itemId: note.id },
    });
    expect(order.statusCode).toBe(404);

    const again = await app.inject({
      url: `/api/notes/${note.id}/download`,
      headers: bearer(buyer.token),
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
    const access = await app.inject({
      url: `/api/notes/access/${note.id}`,
      headers: bearer(buyer.token),
    });
    expect(access.json()).toEqual({ success: true, hasAccess: true });
    const stranger = await app.inject({
      url: `/api/notes/${note.id}/download`,
      headers: bearer(other.token),
    });
    expect(stranger.statusCode).toBe(404);

    const purchases = (
      await app.inject({ url: '/api/user/purchases', headers: bearer(buyer.token) })
    ).json<PurchasesResponse>().purchases;
    expect(purchases.map((purchase) => purchase.itemName)).toContain(note.name);
    const downloads = (
      await app.inject({ url: '/api/user/downloads', headers: bearer(buyer.token) })
    ).json<DownloadsResponse>().downloads;
    expect(downloads.map((download) => download.itemId)).toContain(note.id);

    const listed = (await operator('GET', '/notes')).json<AdminCatalogListResponse>().items;
    expect(listed.find((item) => item.id === note.id)?.deletedAt).not.toBeNull();
    const edit = await operator('PATCH', `/notes/${note.id}`, { published: true });
    expect(edit.statusCode).toBe(409);
  });

  it('hides a downloaded question paper rather than removing it', async () => {
    const paper =
      (await app.inject({ url: '/api/question-papers' })).json<PapersResponse>().papers[0] ??
      expect.fail('no paper seeded');
    const student = await registerUser(app);
    await app.inject({
      url: `/api/question-papers/${paper.id}/download`,
      headers: bearer(student.token),
    });
    const deleted = await operator('DELETE', `/question-papers/${paper.id}`);
    expect(deleted.json<AdminCatalogDeleteResponse>().outcome).toBe('hidden');
    const papers = (await app.inject({ url: '/api/question-papers' })).json<PapersResponse>();
    expect(papers.papers.map((item) => item.id)).not.toContain(paper.id);
    const downloads = (
      await app.inject({ url: '/api/user/downloads', headers: bearer(student.token) })
    ).json<DownloadsResponse>().downloads;
    expect(downloads.map((download) => download.itemId)).toEqual([paper.id]);
  });
});
