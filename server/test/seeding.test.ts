import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoAccounts, seedDemoContent } from '../src/seed/demo-seed.ts';
import { createTestApp, createTestDatabase, type TestAppOptions } from './app.ts';

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

describe('demo items seeded before search existed', () => {
  it('get the content’s search fields once, and keep the ones an operator set', async () => {
    const database = await createTestDatabase();
    const app = await createTestApp({ seedDemoAs: 'development', database });
    try {
      // As a database seeded before migration 0018 holds them.
      await database.db.updateTable('notes').set({ tags: '', semester: null }).execute();
      await database.db.updateTable('questionPapers').set({ tags: '', subject: '' }).execute();
      await database.db
        .updateTable('notes')
        .set({ tags: 'Lex and Yacc' })
        .where('slug', '=', 'compiler-design-notes')
        .execute();

      await seedDemoContent(database, {
        includeAccounts: false,
        filesDir: mkdtempSync(path.join(tmpdir(), 'studyhub-seed-')),
        log: { info: () => {}, warn: () => {} },
      });

      const ids = async (url: string) =>
        (await app.inject({ url })).json<{ notes?: { id: string }[]; papers?: { id: string }[] }>();
      expect((await ids('/api/notes?semester=4')).notes?.map((note) => note.id)).toContain(
        'dbms-handwritten-notes',
      );
      expect((await ids('/api/notes?q=yacc')).notes?.map((note) => note.id)).toEqual([
        'compiler-design-notes',
      ]);
      expect((await ids('/api/notes?semester=6')).notes?.map((note) => note.id)).not.toContain(
        'compiler-design-notes',
      );
      expect(
        (await ids('/api/question-papers?subject=DBMS')).papers?.map((paper) => paper.id).sort(),
      ).toEqual(['dbms-end-semester-2023', 'dbms-mid-semester-2025']);
    } finally {
      await app.close();
    }
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
