import type { BlogResponse, BlogsResponse } from '@studyhub/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { patchCatalogItem } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ seedDemoAs: 'development' });
});
afterAll(async () => {
  await app.close();
});

const listBlogs = async () => (await app.inject({ url: '/api/blogs' })).json<BlogsResponse>().blogs;

describe('GET /api/blogs', () => {
  it('lists blogs newest first, without their sections', async () => {
    const response = await app.inject({ url: '/api/blogs' });
    expect(response.statusCode).toBe(200);
    const blogs = response.json<BlogsResponse>().blogs;
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    expect(blogs.map((blog) => blog.date)).toEqual(
      [...blogs.map((blog) => blog.date)].sort().reverse(),
    );
    for (const blog of blogs) {
      expect(Object.keys(blog).sort()).toEqual([
        'date',
        'id',
        'image',
        'imageLinkPreview',
        'imageSmall',
        'intro',
        'title',
      ]);
    }
    expect(response.body).not.toContain('"sections"');
  });
});

describe('GET /api/blogs/:id', () => {
  it('returns the blog with its ordered sections of paragraphs', async () => {
    const [first] = await listBlogs();
    const response = await app.inject({ url: `/api/blogs/${first?.id}` });
    expect(response.statusCode).toBe(200);
    const { blog } = response.json<BlogResponse>();
    expect(blog).toMatchObject({ id: first?.id, title: first?.title, date: first?.date });
    expect(blog.sections.length).toBeGreaterThanOrEqual(2);
    expect(blog.sections[0]?.paragraphs.length).toBeGreaterThanOrEqual(1);
    expect(blog).toHaveProperty('mainHeading');
  });

  it('answers an unknown or unpublished blog with 404 and success false', async () => {
    const unknown = await app.inject({ url: '/api/blogs/no-such-blog' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Blog not found',
    });
    const [first] = await listBlogs();
    await app.inject({ url: `/api/blogs/${first?.id}` });
    await patchCatalogItem(app, 'blogs', first?.id ?? '', { published: false });
    expect((await app.inject({ url: `/api/blogs/${first?.id}` })).statusCode).toBe(404);
    expect((await listBlogs()).map((blog) => blog.id)).not.toContain(first?.id);
  });
});
