import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorResponse } from '@studyhub/contract/api';
import type {
  AdminTestimonial,
  Review,
  TestimonialsResponse,
} from '@studyhub/contract/testimonials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  createAppWithAdmin,
  type HttpMethod,
  nonOperatorAnswers,
  registerUser,
  requestAsAdmin,
} from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { catalogContentDir } from '../../seed/catalog-content.ts';

let app: App;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await createAppWithAdmin());
});
afterAll(() => app.close());

const seeded = JSON.parse(readFileSync(path.join(catalogContentDir, 'testimonials.json'), 'utf8'));

const operator = (method: HttpMethod, url: string, payload?: object) =>
  requestAsAdmin(app, admin, method, `/api/admin${url}`, payload);

const publicList = async () =>
  (await app.inject({ url: '/api/testimonials' })).json<TestimonialsResponse>();

const auditOf = (kind: string, id: string) => auditEntries(app, admin, kind, id);

const testimonialForm = (overrides: object = {}) => ({
  name: 'Divya Raghavan',
  role: 'MCA, 1st year',
  quote: 'The Java quiz told me exactly which topics to revise before my viva.',
  ...overrides,
});

describe('GET /api/testimonials', () => {
  it('serves the seeded testimonials and reviews, in the order of the content file', async () => {
    const response = await app.inject({ url: '/api/testimonials' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=60');
    const body = response.json<TestimonialsResponse>();
    expect(body.testimonials.map(({ id: _id, ...rest }) => rest)).toEqual(seeded.testimonials);
    expect(body.reviews.map(({ id: _id, ...rest }) => rest)).toEqual(seeded.reviews);
  });

  it('answers a repeated request with 304 until something changes', async () => {
    const first = await app.inject({ url: '/api/testimonials' });
    const again = await app.inject({
      url: '/api/testimonials',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('operators and testimonials', () => {
  it('creates a draft, publishes, edits, reorders, unpublishes and deletes it, each shown at once', async () => {
    const before = await app.inject({ url: '/api/testimonials' });

    const created = await operator('POST', '/testimonials', testimonialForm());
    expect(created.statusCode).toBe(201);
    const item = created.json<{ item: AdminTestimonial }>().item;
    expect(item).toMatchObject({ ...testimonialForm(), published: false });
    // A draft is not on the site.
    expect((await publicList()).testimonials.map((t) => t.id)).not.toContain(item.id);

    expect(
      (await operator('PATCH', `/testimonials/${item.id}`, { published: true })).statusCode,
    ).toBe(200);
    const published = await app.inject({ url: '/api/testimonials' });
    expect(published.headers.etag).not.toBe(before.headers.etag);
    const afterPublish = published.json<TestimonialsResponse>().testimonials;
    expect(afterPublish).toHaveLength(6);
    expect(afterPublish.at(-1)).toEqual({ id: item.id, ...testimonialForm() });

    const edited = await operator(
      'PUT',
      `/testimonials/${item.id}`,
      testimonialForm({ quote: 'The C notes made pointers finally make sense to me.' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await publicList()).testimonials.at(-1)?.quote).toBe(
      'The C notes made pointers finally make sense to me.',
    );

    const list = (await operator('GET', '/testimonials')).json<{ items: AdminTestimonial[] }>()
      .items;
    const newOrder = [item.id, ...list.map((entry) => entry.id).filter((id) => id !== item.id)];
    const reordered = await operator('PUT', '/testimonials/order', { ids: newOrder });
    expect(reordered.statusCode).toBe(200);
    expect((await publicList()).testimonials[0]?.id).toBe(item.id);

    await operator('PATCH', `/testimonials/${item.id}`, { published: false });
    expect((await publicList()).testimonials.map((t) => t.id)).not.toContain(item.id);

    await operator('PATCH', `/testimonials/${item.id}`, { published: true });
    const deleted = await operator('DELETE', `/testimonials/${item.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await publicList()).testimonials.map((t) => t.id)).not.toContain(item.id);
    const remaining = (await operator('GET', '/testimonials')).json<{ items: AdminTestimonial[] }>()
      .items;
    expect(remaining.map((entry) => entry.id)).not.toContain(item.id);
    expect((await operator('GET', `/testimonials/${item.id}`)).statusCode).toBe(404);

    // Every change is in the audit log, newest first, with what it was before and after.
    const entries = await auditOf('testimonials', item.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'testimonials.delete',
      'testimonials.publish',
      'testimonials.unpublish',
      'testimonials.update',
      'testimonials.publish',
      'testimonials.create',
    ]);
    expect(entries.every((entry) => entry.actor.email === 'admin@example.com')).toBe(true);
    expect(entries[3]).toMatchObject({
      before: { quote: testimonialForm().quote },
      after: { quote: 'The C notes made pointers finally make sense to me.' },
    });
    expect(entries[0]?.before).toMatchObject({ name: 'Divya Raghavan', published: true });
    const order = await auditOf('testimonials', 'testimonials');
    expect(order[0]).toMatchObject({
      action: 'testimonials.reorder',
      before: list.map((entry) => entry.id),
      after: newOrder,
    });
  });

  it('edits a review and its stars, shown on the site at once', async () => {
    const { reviews } = await publicList();
    const first = reviews[0] as Review;
    const response = await operator('PUT', `/reviews/${first.id}`, {
      name: first.name,
      rating: 3,
      text: 'Good notes; the diagrams could be larger.',
    });
    expect(response.statusCode).toBe(200);
    expect((await publicList()).reviews[0]).toEqual({
      id: first.id,
      name: first.name,
      rating: 3,
      text: 'Good notes; the diagrams could be larger.',
    });
  });

  it('refuses a form with a problem and names the field', async () => {
    const empty = await operator('POST', '/testimonials', testimonialForm({ name: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorResponse>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The name is required.',
      field: 'name',
    });
    const long = await operator(
      'POST',
      '/testimonials',
      testimonialForm({ quote: 'a'.repeat(601) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorResponse>()).toMatchObject({
      message: 'The quote can be at most 600 characters.',
      field: 'quote',
    });
    const stars = await operator('POST', '/reviews', { name: 'Kiran', rating: 6, text: 'Great.' });
    expect(stars.statusCode).toBe(400);
    expect(stars.json<ErrorResponse>()).toMatchObject({
      message: 'The rating must be a whole number of stars from 1 to 5.',
      field: 'rating',
    });
    // Nothing half-made reached the site.
    const { testimonials, reviews } = await publicList();
    expect(testimonials.some((t) => t.name === '')).toBe(false);
    expect(reviews.some((r) => r.name === 'Kiran')).toBe(false);
  });

  it('refuses an order that leaves out an entry or names one twice', async () => {
    const ids = (await operator('GET', '/reviews'))
      .json<{ items: { id: string }[] }>()
      .items.map((entry) => entry.id);
    const missing = await operator('PUT', '/reviews/order', { ids: ids.slice(1) });
    expect(missing.statusCode).toBe(409);
    const twice = await operator('PUT', '/reviews/order', { ids: [ids[0], ...ids] });
    expect(twice.statusCode).toBe(400);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const response = await operator('PUT', '/reviews/no-such-review', {
      name: 'A',
      rating: 4,
      text: 'Fine.',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('who may change them', () => {
  const calls = [
    ['GET', '/api/admin/testimonials'],
    ['POST', '/api/admin/testimonials'],
    ['GET', '/api/admin/reviews/some-id'],
    ['PUT', '/api/admin/reviews/some-id'],
    ['PATCH', '/api/admin/testimonials/some-id'],
    ['PUT', '/api/admin/reviews/order'],
    ['DELETE', '/api/admin/testimonials/some-id'],
  ] as const;

  it('refuses a signed-out visitor with 401 and a student with 403', async () => {
    const student = await registerUser(app);
    for (const [method, url] of calls) {
      const { signedOut, asStudent } = await nonOperatorAnswers(app, student, method, url, {});
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      expect(asStudent.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
