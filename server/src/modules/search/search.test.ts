import type { NotesResponse, PapersResponse, ProjectsResponse } from '@studyhub/contract/catalog';
import type { AdminCatalogItemResponse } from '@studyhub/contract/catalog-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAdmin, requestAsAdmin } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set (docs/decisions/0028).
let app: App;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await createAppWithAdmin());
});
afterAll(() => app.close());

async function notes(query: string) {
  const response = await app.inject({ url: `/api/notes?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotesResponse>();
}
const noteIds = async (query: string) => (await notes(query)).notes.map((note) => note.id);

const operator = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  requestAsAdmin(app, admin, method, `/api/admin/catalog${url}`, payload);

/** Replaces some fields of a seeded note through the admin API, as an operator would. */
async function editNote(id: string, changes: object) {
  const { item } = (await operator('GET', `/notes/${id}`)).json<AdminCatalogItemResponse>();
  if (item.kind !== 'notes') throw new Error('not a note');
  const { kind, id: _id, published, deletedAt, hasFile, createdAt, updatedAt, ...form } = item;
  const response = await operator('PUT', `/notes/${id}`, { ...form, ...changes });
  expect(response.statusCode, response.body).toBe(200);
}

describe('searching notes: the words students type', () => {
  it.each([
    ['dbms', 'dbms-handwritten-notes'],
    ['os', 'operating-systems-short-notes'],
    ['DSA', 'data-structures-complete-notes'],
    ['data structure', 'data-structures-complete-notes'],
    ['pyhton', 'python-programming-beginner-notes'],
  ])('"%s" finds %s first', async (typed, expected) => {
    const ids = await noteIds(`q=${encodeURIComponent(typed)}`);
    expect(ids[0]).toBe(expected);
  });

  it('finds the spelled-out subject from its abbreviation and the reverse', async () => {
    expect(await noteIds('q=operating%20systems')).toContain('operating-systems-short-notes');
    expect(await noteIds('q=cn')).toContain('computer-networks-handwritten-notes');
    expect(await noteIds('q=oops')).toContain('core-java-programming-notes');
  });

  it('matches the start of a word, in any case, and not the whole catalog', async () => {
    const ids = await noteIds('q=COMPIL');
    expect(ids[0]).toBe('compiler-design-notes');
    const { total } = await notes('');
    expect(ids.length).toBeLessThan(total);
  });

  it('finds nothing for words no note has, with the facets still there for the filters', async () => {
    const answer = await notes('q=xylophone%20zebra');
    expect(answer).toMatchObject({ notes: [], total: 0, page: 1 });
    expect(answer.facets.subjects).toContain('DBMS');
    expect(answer.facets.all).toBe((await notes('')).total);
    expect(answer.facets.semesters).toContain(4);
  });
});

describe('ranking', () => {
  it('puts a note named after the words above one that only mentions them in its description', async () => {
    // The description-only note is listed first in the catalog and says the word three times,
    // so only the weight of the name can put the other one first.
    await editNote('software-engineering-complete-notes', {
      about:
        'Quokka diagrams, quokka case studies and quokka exam questions for software engineering.',
      sortOrder: 0,
    });
    await editNote('machine-learning-handwritten-notes', {
      name: 'Quokka Machine Learning Notes',
      sortOrder: 500,
    });
    expect(await noteIds('q=quokka')).toEqual([
      'machine-learning-handwritten-notes',
      'software-engineering-complete-notes',
    ]);
  });
});

describe('filters and pages', () => {
  it('narrows by subject, semester and price, together with the search', async () => {
    // The subject is the exact one the filter offers; a cached answer for another case is not it.
    expect(await noteIds('subject=dbms')).toEqual([]);
    expect(await noteIds('subject=DBMS')).toEqual(['dbms-handwritten-notes']);
    const fourth = await noteIds('semester=4');
    expect(fourth).toContain('dbms-handwritten-notes');
    expect(fourth).not.toContain('operating-systems-short-notes');
    const free = await notes('price=free');
    expect(free.notes.length).toBeGreaterThan(0);
    expect(free.notes.every((note) => note.isFree)).toBe(true);
    const paid = await notes('price=paid&q=notes');
    expect(paid.notes.every((note) => !note.isFree)).toBe(true);
    expect(await noteIds('q=os&price=paid')).not.toContain('operating-systems-short-notes');
    expect(await noteIds('q=dbms&semester=5')).toEqual([]);
    // Empty parameters, as a form sends them, are no filter.
    expect((await notes('q=&subject=&semester=&price=')).total).toBe((await notes('')).total);
  });

  it('pages through the answer without repeating or losing a note', async () => {
    const all = await notes('');
    const first = await notes('pageSize=5&page=1');
    const second = await notes('pageSize=5&page=2');
    expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 5 });
    expect(first.notes).toHaveLength(5);
    expect(second.notes.map((note) => note.id)).toEqual(
      all.notes.slice(5, 10).map((note) => note.id),
    );
    const searched = await notes('q=notes&price=free&pageSize=2&page=2');
    expect(searched.notes.length).toBeLessThanOrEqual(2);
    expect(searched.total).toBe((await notes('q=notes&price=free')).total);
    expect((await notes('page=99')).notes).toEqual([]);
  });

  it('refuses filters it does not know, saying which', async () => {
    for (const [query, message] of [
      ['semester=11', 'semester must be from 1 to 10.'],
      ['price=cheap', 'price must be free or paid.'],
      ['pageSize=500', 'pageSize can be at most 100.'],
      [`q=${'a'.repeat(101)}`, 'Search for at most 100 characters.'],
    ]) {
      const response = await app.inject({ url: `/api/notes?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
    const year = await app.inject({ url: '/api/question-papers?year=20x3' });
    expect(year.statusCode).toBe(400);
  });

  it('keeps a search answer cacheable: an ETag, then 304', async () => {
    const first = await app.inject({ url: '/api/notes?q=dbms&price=paid' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const again = await app.inject({
      url: '/api/notes?q=DBMS&price=paid',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('projects and question papers', () => {
  it('searches projects by name, subject, description and tags, with their filters', async () => {
    const search = async (query: string) =>
      (await app.inject({ url: `/api/projects?${query}` }))
        .json<ProjectsResponse>()
        .projects.map((project) => project.id);
    expect((await search('q=kotlin'))[0]).toBe('expense-tracker-android-kotlin');
    expect(await search('q=ml')).toContain('crop-recommendation-system-flask-ml');
    expect(await search('q=mern')).toEqual(['college-event-management-system']);
    const web = await search('subject=Web%20Development');
    expect(web).toContain('online-quiz-app-html-css-js');
    expect(web).not.toContain('bank-management-system-java-swing');
    expect(await search('price=free')).toEqual([]);
    const facets = (await app.inject({ url: '/api/projects' })).json<ProjectsResponse>().facets;
    expect(facets.subjects).toContain('Java');
  });

  it('searches papers and narrows them by year and subject', async () => {
    const search = async (query: string) =>
      (await app.inject({ url: `/api/question-papers?${query}` })).json<PapersResponse>();
    const dbms = await search('q=dbms');
    expect(dbms.papers.map((paper) => paper.id).sort()).toEqual([
      'dbms-end-semester-2023',
      'dbms-mid-semester-2025',
    ]);
    expect((await search('q=dbms&year=2023')).papers.map((paper) => paper.id)).toEqual([
      'dbms-end-semester-2023',
    ]);
    expect((await search('q=os')).papers.map((paper) => paper.id)).toContain(
      'operating-systems-end-semester-2024',
    );
    const twenties = await search('year=202');
    expect(twenties.papers.every((paper) => paper.date.startsWith('202'))).toBe(true);
    expect((await search('subject=Java')).papers.map((paper) => paper.id)).toEqual([
      'java-programming-end-semester-2019',
    ]);
    expect(dbms.facets.years).toContain('2018');
  });
});

describe('the index follows what operators do', () => {
  it('finds an edited note by its new words and never shows a hidden or deleted one', async () => {
    expect(await noteIds('q=wombat')).toEqual([]);
    await editNote('compiler-design-notes', { tags: 'Wombat, parsing' });
    expect(await noteIds('q=wombat')).toEqual(['compiler-design-notes']);

    const hidden = await operator('PATCH', '/notes/compiler-design-notes', { published: false });
    expect(hidden.statusCode).toBe(200);
    expect(await noteIds('q=wombat')).toEqual([]);
    expect(await noteIds('q=compiler')).not.toContain('compiler-design-notes');

    await operator('PATCH', '/notes/compiler-design-notes', { published: true });
    expect(await noteIds('q=wombat')).toEqual(['compiler-design-notes']);

    const removed = await operator('DELETE', '/notes/compiler-design-notes');
    expect(removed.statusCode).toBe(200);
    expect(await noteIds('q=wombat')).toEqual([]);
    expect(await noteIds('q=wombat&subject=Compiler%20Design')).toEqual([]);
  });

  it('never shows a new draft, however well it matches', async () => {
    const draft = await app.inject({
      method: 'POST',
      url: '/api/admin/catalog/notes',
      headers: bearer(admin),
      payload: {
        name: 'Capybara Operating Systems Notes',
        subject: 'Operating Systems',
        tags: 'OS, capybara',
        about: 'A draft no student should see yet.',
        pages: 40,
        price: 0,
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(await noteIds('q=capybara')).toEqual([]);
    expect(await noteIds('q=os')).not.toContain(draft.json<AdminCatalogItemResponse>().item.id);
  });
});
