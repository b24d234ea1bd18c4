import type { NoteResponse, NotesResponse } from '@studyhub/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import {
  bearer,
  leakedFileLocation,
  patchCatalogItem,
  registerUser,
} from '../../../test/factories.ts';
import type { App } from '../../app.ts';

let app: App;
let notes: NotesResponse['notes'];

beforeAll(async () => {
  app = await createTestApp({ seedDemoAs: 'development' });
  notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
});
afterAll(async () => {
  await app.close();
});

const freeNote = () => notes.find((note) => note.isFree) ?? expect.fail('no free note seeded');
const paidNote = () => notes.find((note) => !note.isFree) ?? expect.fail('no paid note seeded');

describe('GET /api/notes', () => {
  it('lists every published note with what the cards need, and no file location', async () => {
    const response = await app.inject({ url: '/api/notes' });
    expect(response.statusCode).toBe(200);
    expect(notes.length).toBeGreaterThanOrEqual(12);
    for (const note of notes) {
      expect(Object.keys(note).sort()).toEqual([
        'about',
        'id',
        'image',
        'imageLinkPreview',
        'imageSmall',
        'isFree',
        'name',
        'pages',
        'price',
      ]);
      expect(note.isFree).toBe(note.price === 0);
    }
    expect(notes.some((note) => note.isFree)).toBe(true);
    expect(notes.some((note) => !note.isFree)).toBe(true);
    expect(response.body).not.toMatch(leakedFileLocation);
  });

  it('answers a repeat request carrying the ETag with 304 and no body', async () => {
    const first = await app.inject({ url: '/api/notes' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const again = await app.inject({
      url: '/api/notes',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/notes/:id', () => {
  it('returns the note with its covered topics and a preview link when there is one', async () => {
    const response = await app.inject({ url: `/api/notes/${paidNote().id}` });
    expect(response.statusCode).toBe(200);
    const { note } = response.json<NoteResponse>();
    expect(note).toMatchObject({
      id: paidNote().id,
      name: paidNote().name,
      price: paidNote().price,
    });
    expect(note.coveredTopics.length).toBeGreaterThanOrEqual(3);
    expect(note.coveredTopics[0]).toEqual({
      topic: expect.any(String),
      description: expect.any(String),
    });
    expect(response.body).not.toMatch(leakedFileLocation);
  });

  it('answers an unknown id with 404 and "Note not found"', async () => {
    for (const id of ['no-such-note', 'Not_A_Slug', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await app.inject({ url: `/api/notes/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Note not found',
      });
    }
  });
});

describe('previews and downloads', () => {
  it('serves a preview as a real PDF to anyone', async () => {
    const withPreview = await Promise.all(
      notes.map(
        async (summary) =>
          (await app.inject({ url: `/api/notes/${summary.id}` })).json<NoteResponse>().note,
      ),
    );
    const note =
      withPreview.find((item) => item.previewLink) ?? expect.fail('no note has a preview');
    const response = await app.inject({ url: note.previewLink ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('asks a signed-out visitor to log in before a download', async () => {
    const response = await app.inject({ url: `/api/notes/${freeNote().id}/download` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('lets a signed-in student download a free note as a real, named PDF', async () => {
    const { token } = await registerUser(app);
    const response = await app.inject({
      url: `/api/notes/${freeNote().id}/download`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+\.pdf"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(3000);
    expect(Number(response.headers['content-length'])).toBe(pdf.length);
  });

  it('refuses a paid note to a student who has not bought it', async () => {
    const { token } = await registerUser(app);
    const response = await app.inject({
      url: `/api/notes/${paidNote().id}/download`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'PAYMENT_REQUIRED',
      message: 'Please buy this note to download it.',
    });
  });
});

describe('operators changing notes', () => {
  it('shows a rename at once, with a new ETag, in the list and the detail', async () => {
    const target = notes[1] ?? expect.fail('need two notes');
    const before = await app.inject({ url: '/api/notes' });
    await app.inject({ url: `/api/notes/${target.id}` });
    await patchCatalogItem(app, 'notes', target.id, {
      name: 'Renamed Operating Systems Notes',
      price: 199,
    });

    const after = await app.inject({
      url: '/api/notes',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listed = after.json<NotesResponse>().notes.find((note) => note.id === target.id);
    expect(listed).toMatchObject({
      name: 'Renamed Operating Systems Notes',
      price: 199,
      isFree: false,
    });
    const detail = await app.inject({ url: `/api/notes/${target.id}` });
    expect(detail.json<NoteResponse>().note.name).toBe('Renamed Operating Systems Notes');
  });

  it('hides an unpublished note from the list, the detail and the download', async () => {
    const target = freeNote();
    const { token } = await registerUser(app);
    await patchCatalogItem(app, 'notes', target.id, { published: false });
    try {
      const list = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
      expect(list.map((note) => note.id)).not.toContain(target.id);
      expect((await app.inject({ url: `/api/notes/${target.id}` })).statusCode).toBe(404);
      const download = await app.inject({
        url: `/api/notes/${target.id}/download`,
        headers: bearer(token),
      });
      expect(download.statusCode).toBe(404);
    } finally {
      await patchCatalogItem(app, 'notes', target.id, { published: true });
    }
    const list = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
    expect(list.map((note) => note.id)).toContain(target.id);
  });

  it('refuses catalog changes from students and signed-out visitors', async () => {
    const { token } = await registerUser(app);
    const asStudent = await app.inject({
      method: 'PATCH',
      url: `/api/admin/catalog/notes/${freeNote().id}`,
      headers: bearer(token),
      payload: { published: false },
    });
    expect(asStudent.statusCode).toBe(403);
    const signedOut = await app.inject({
      method: 'PATCH',
      url: `/api/admin/catalog/notes/${freeNote().id}`,
      payload: { published: false },
    });
    expect(signedOut.statusCode).toBe(401);
    const list = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
    expect(list.map((note) => note.id)).toContain(freeNote().id);
  });
});
