import type { ProjectResponse, ProjectsResponse } from '@studyhub/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { leakedFileLocation, patchCatalogItem } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ seedDemoAs: 'development' });
});
afterAll(async () => {
  await app.close();
});

const listProjects = async () =>
  (await app.inject({ url: '/api/projects' })).json<ProjectsResponse>().projects;

describe('GET /api/projects', () => {
  it('lists projects with price and technologies, frontend and backend first', async () => {
    const response = await app.inject({ url: '/api/projects' });
    expect(response.statusCode).toBe(200);
    const projects = response.json<ProjectsResponse>().projects;
    expect(projects.length).toBeGreaterThanOrEqual(8);
    for (const project of projects) {
      expect(project.price).toBeGreaterThan(0);
      expect(project.technologies.slice(0, 2).map((t) => t.name)).toEqual(['frontend', 'backend']);
    }
    expect(response.body).not.toMatch(leakedFileLocation);
    expect(response.body).not.toMatch(/sourceCode|downloadLink/);
  });
});

describe('GET /api/projects/:id', () => {
  it('returns one project with its preview link and no source location', async () => {
    const [first] = await listProjects();
    const response = await app.inject({ url: `/api/projects/${first?.id}` });
    expect(response.statusCode).toBe(200);
    const { project } = response.json<ProjectResponse>();
    expect(project).toMatchObject({ id: first?.id, name: first?.name, price: first?.price });
    expect(response.body).not.toMatch(leakedFileLocation);
    if (project.previewLink) {
      const preview = await app.inject({ url: project.previewLink });
      expect(preview.statusCode).toBe(200);
      expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('answers an unknown id with 404 and "Project not found"', async () => {
    const response = await app.inject({ url: '/api/projects/no-such-project' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Project not found',
    });
  });

  it('hides an unpublished project', async () => {
    const [first] = await listProjects();
    await patchCatalogItem(app, 'projects', first?.id ?? '', { published: false });
    expect((await listProjects()).map((p) => p.id)).not.toContain(first?.id);
    expect((await app.inject({ url: `/api/projects/${first?.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/projects/${first?.id}/preview` })).statusCode).toBe(404);
  });
});
