import type { PapersResponse } from '@studyhub/contract/catalog';
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
let papers: PapersResponse['papers'];
beforeAll(async () => {
  app = await createTestApp({ seedDemoAs: 'development' });
  papers = (await app.inject({ url: '/api/question-papers' })).json<PapersResponse>().papers;
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/question-papers', () => {
  it('lists at least 20 free papers across subjects and years, without file locations', async () => {
    const response = await app.inject({ url: '/api/question-papers' });
    expect(response.statusCode).toBe(200);
    expect(papers.length).toBeGreaterThanOrEqual(20);
    expect(new Set(papers.map((paper) => paper.date)).size).toBeGreaterThanOrEqual(4);
    for (const paper of papers) {
      expect(paper.date).toMatch(/^\d{4}$/);
      expect(paper).toMatchObject({ price: 0, isFree: true });
    }
    expect(response.body).not.toMatch(leakedFileLocation);
  });
});

describe('GET /api/question-papers/:id/download', () => {
  it('needs sign-in', async () => {
    const response = await app.inject({ url: `/api/question-papers/${papers[0]?.id}/download` });
    expect(response.statusCode).toBe(401);
  });

  it('gives a signed-in student a real PDF named after the paper and year', async () => {
    const { token } = await registerUser(app);
    const paper = papers[0] ?? expect.fail('no papers');
    const response = await app.inject({
      url: `/api/question-papers/${paper.id}/download`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`-${paper.date}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers an unknown or unpublished paper with 404', async () => {
    const { token } = await registerUser(app);
    const unknown = await app.inject({
      url: '/api/question-papers/nope/download',
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Question paper not found' });
    const paper = papers[1] ?? expect.fail('no papers');
    await patchCatalogItem(app, 'question-papers', paper.id, { published: false });
    const hidden = await app.inject({
      url: `/api/question-papers/${paper.id}/download`,
      headers: bearer(token),
    });
    expect(hidden.statusCode).toBe(404);
  });
});
