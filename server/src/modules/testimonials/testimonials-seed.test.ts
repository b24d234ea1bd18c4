import type { TestimonialsResponse } from '@studyhub/contract/testimonials';
import { afterAll, describe, expect, it } from 'vitest';
import { createSharedTestDatabase, createTestApp } from '../../../test/app.ts';
import { adminToken, bearer } from '../../../test/factories.ts';

// Its own file: it opens two apps, one after the other, on one database, as two starts would.

const database = await createSharedTestDatabase();
afterAll(async () => {
  await database.drop();
});

const start = () => createTestApp({ seedDemoAs: 'development', database: database.connect() });

describe('seeding testimonials and reviews', () => {
  it('writes the demo ones into an empty database, and never again once operators changed them', async () => {
    const first = await start();
    let ids: string[];
    try {
      const seeded = (
        await first.inject({ url: '/api/testimonials' })
      ).json<TestimonialsResponse>();
      expect(seeded.testimonials).toHaveLength(5);
      expect(seeded.reviews).toHaveLength(10);
      ids = seeded.testimonials.map((testimonial) => testimonial.id);
      const admin = bearer(await adminToken(first));
      for (const id of ids) {
        const deleted = await first.inject({
          method: 'DELETE',
          url: `/api/admin/testimonials/${id}`,
          headers: admin,
        });
        expect(deleted.statusCode).toBe(200);
      }
    } finally {
      await first.close();
    }

    // The next start finds the deleted ones and leaves the operators' choice alone.
    const second = await start();
    try {
      const after = (
        await second.inject({ url: '/api/testimonials' })
      ).json<TestimonialsResponse>();
      expect(after.testimonials).toEqual([]);
      expect(after.reviews).toHaveLength(10);
    } finally {
      await second.close();
    }
  });
});
