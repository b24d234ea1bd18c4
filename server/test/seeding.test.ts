import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/demo-seed.ts';
import { createTestApp, type TestAppOptions } from './app.ts';

async function demoStudentCanLogIn(options: TestAppOptions): Promise<boolean> {
  const app = await createTestApp(options);
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccounts.student.email, password: demoAccounts.student.password },
    });
    return response.statusCode === 200;
  } finally {
    await app.close();
  }
}

describe('demo seeding on an empty database', () => {
  it('creates the documented demo accounts outside production', async () => {
    expect(await demoStudentCanLogIn({ seedDemoAs: 'development' })).toBe(true);
  });

  it('never creates demo accounts in production', async () => {
    expect(await demoStudentCanLogIn({ seedDemoAs: 'production' })).toBe(false);
  });

  it('creates nothing when seeding is off', async () => {
    expect(await demoStudentCanLogIn({})).toBe(false);
  });
});

describe('demo covers', () => {
  it('gives every seeded card a raster cover: WebP at 800 and 400 px, and a 1200×630 PNG', async () => {
    const app = await createTestApp({ seedDemoAs: 'development' });
    try {
      const list = async <T>(url: string, field: string) =>
        (await app.inject({ url })).json<Record<string, T[]>>()[field] ?? [];
      type Card = { image: string; imageSmall: string | null; imageLinkPreview: string | null };
      const cards = [
        ...(await list<Card>('/api/notes', 'notes')),
        ...(await list<Card>('/api/projects', 'projects')),
        ...(await list<Card>('/api/courses', 'courses')),
        ...(await list<Card>('/api/blogs', 'blogs')),
      ];
      expect(cards.length).toBeGreaterThan(30);
      const covers = new Set<string>();
      for (const card of cards) {
        for (const [url, format, width, height] of [
          [card.image, 'webp', 800, 450],
          [card.imageSmall, 'webp', 400, 225],
          [card.imageLinkPreview, 'png', 1200, 630],
        ] as const) {
          const response = await app.inject({ url: String(url) });
          expect(response.statusCode, String(url)).toBe(200);
          expect(response.headers['content-type']).toBe(`image/${format}`);
          const metadata = await sharp(response.rawPayload).metadata();
          expect(metadata).toMatchObject({ format, width, height });
        }
        covers.add(card.image);
      }
      // Each item has its own cover, not one shared picture.
      expect(covers.size).toBe(cards.length);
    } finally {
      await app.close();
    }
  });
});
