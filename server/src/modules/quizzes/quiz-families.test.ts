import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AttemptResponse, subjects } from '@studyhub/contract/quiz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPasswordHashParams } from '../../../test/app.ts';
import { bearer, registerUser } from '../../../test/factories.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { loadBank, syncQuizBanks } from './quiz-banks.ts';
import { createQuizzesRepository } from './quizzes.repository.ts';
import { drawQuestions } from './quizzes.service.ts';

describe('drawing questions from a bank with near-duplicate families', () => {
  // Six servable questions per topic: families count once.
  const bank = [
    ...['a1', 'a2', 'a3'].map((id) => ({ id, topic: 'a', family: 'a-loops' })),
    ...['a4', 'a5'].map((id) => ({ id, topic: 'a', family: 'a-scope' })),
    ...['a6', 'a7', 'a8', 'a9'].map((id) => ({ id, topic: 'a', family: null })),
    ...['b1', 'b2', 'b3', 'b4', 'b5', 'b6'].map((id) => ({ id, topic: 'b', family: null })),
    ...['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10', 'c11', 'c12'].map(
      (id, index) => ({ id, topic: 'c', family: `c-pair-${Math.floor(index / 2)}` }),
    ),
  ];
  const byId = new Map(bank.map((question) => [question.id, question]));

  it('never takes two of a family, and keeps each topic’s share of what can be served', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const drawn = drawQuestions(bank, 9);
      expect(drawn).toHaveLength(9);
      const families = drawn.flatMap((id) => byId.get(id)?.family ?? []);
      expect(new Set(families).size).toBe(families.length);
      for (const topic of ['a', 'b', 'c'])
        expect(drawn.filter((id) => byId.get(id)?.topic === topic)).toHaveLength(3);
      orders.add(drawn.join());
    }
    expect(orders.size).toBeGreaterThan(250);
  });

  it('comes back short when families leave too few questions to serve', () => {
    expect(drawQuestions(bank, 19)).toHaveLength(18);
  });
});

describe('families in the content files', () => {
  let app: App;
  const families = new Map<string, string>();

  beforeAll(async () => {
    // The real banks, with the first six Java questions of every topic paired into families.
    const dir = mkdtempSync(path.join(tmpdir(), 'studyhub-banks-'));
    for (const subject of subjects) {
      const bank = loadBank(subject);
      if (subject === 'java') {
        for (const topic of bank.topics) {
          const inTopic = bank.questions.filter((q) => q.topic === topic.id).slice(0, 6);
          inTopic.forEach((question, index) => {
            question.family = `${topic.id}-pair-${Math.floor(index / 2)}`;
            families.set(question.id, question.family);
          });
        }
      }
      writeFileSync(path.join(dir, `${subject}.json`), JSON.stringify(bank));
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'studyhub-test-')),
      WEB_DIST_DIR: path.join(tmpdir(), 'studyhub-no-web-build'),
    });
    const database = await createTestDatabase();
    // The database first holds the banks without families, as one made before families existed.
    await prepareDatabase(
      database,
      { env: 'development', host: config.host, seedDemo: false, filesDir: config.filesDir },
      { info: () => {}, warn: () => {} },
      testPasswordHashParams,
    );
    await syncQuizBanks(createQuizzesRepository(database.db), dir);
    app = await buildApp({
      config,
      database,
      logger: false,
      passwordHashParams: testPasswordHashParams,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('are brought to questions already in the database, and no attempt serves two of one', async () => {
    const idByText = new Map(
      loadBank('java').questions.map((q) => [`${q.question}\n${q.code ?? ''}`, q.id]),
    );
    for (let i = 0; i < 8; i++) {
      const { token } = await registerUser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/quizzes/java/attempts',
        headers: bearer(token),
      });
      const { questions } = response.json<AttemptResponse>().attempt;
      expect(questions).toHaveLength(50);
      const served = questions.flatMap((question) => {
        const family = families.get(
          idByText.get(`${question.question}\n${question.code ?? ''}`) ?? '',
        );
        return family ? [family] : [];
      });
      // 24 families of two among 78 questions: drawing 50 freely would pair some in every attempt.
      expect(served.length).toBeGreaterThan(12);
      expect(new Set(served).size).toBe(served.length);
    }
  });
});
