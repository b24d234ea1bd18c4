import type { CoursesResponse, ToolsResponse } from '@studyhub/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { adminToken, bearer, patchCatalogItem } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ seedDemoAs: 'development' });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/courses', () => {
  it('lists courses with instructor and certification; some have no link yet', async () => {
    const response = await app.inject({ url: '/api/courses' });
    expect(response.statusCode).toBe(200);
    const { courses } = response.json<CoursesResponse>();
    expect(courses.length).toBeGreaterThanOrEqual(8);
    expect(courses.filter((course) => course.link === null).length).toBeGreaterThanOrEqual(1);
    for (const course of courses) {
      expect(course).toMatchObject({
        courseType: expect.any(String),
        instructor: expect.any(String),
        certification: expect.any(String),
      });
    }
  });
});

describe('GET /api/tools', () => {
  it('lists at least 10 tools, exactly one without a link', async () => {
    const response = await app.inject({ url: '/api/tools' });
    expect(response.statusCode).toBe(200);
    const { tools } = response.json<ToolsResponse>();
    expect(tools.length).toBeGreaterThanOrEqual(10);
    expect(tools.filter((tool) => tool.link === null)).toHaveLength(1);
    expect(Object.keys(tools[0] ?? {}).sort()).toEqual(['about', 'id', 'link', 'name']);
  });
});

describe('PATCH /api/admin/catalog/:kind/:id', () => {
  it('hides a course and shows it again', async () => {
    const { courses } = (await app.inject({ url: '/api/courses' })).json<CoursesResponse>();
    const target = courses[0] ?? expect.fail('no courses');
    await patchCatalogItem(app, 'courses', target.id, { published: false });
    const hidden = (await app.inject({ url: '/api/courses' })).json<CoursesResponse>().courses;
    expect(hidden.map((course) => course.id)).not.toContain(target.id);
    await patchCatalogItem(app, 'courses', target.id, { published: true });
    const shown = (await app.inject({ url: '/api/courses' })).json<CoursesResponse>().courses;
    expect(shown.map((course) => course.id)).toContain(target.id);
  });

  it.each([
    ['courses', { price: 100 }, 400, 'courses have no price.'],
    ['tools', {}, 400, 'Say what to change.'],
    ['tools', { name: '  ' }, 400, 'The name cannot be empty.'],
    [
      'widgets',
      { published: false },
      400,
      'The kind must be one of: notes, projects, courses, tools, question-papers, blogs.',
    ],
    ['tools', { published: false }, 404, 'No tools item has the id missing-tool.'],
  ])('refuses a bad change to %s with a clear message', async (kind, patch, status, message) => {
    const { tools } = (await app.inject({ url: '/api/tools' })).json<ToolsResponse>();
    const id = status === 404 ? 'missing-tool' : (tools[0]?.id ?? '');
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/catalog/${kind}/${kind === 'courses' ? 'any' : id}`,
      headers: bearer(await adminToken(app)),
      payload: patch,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});
