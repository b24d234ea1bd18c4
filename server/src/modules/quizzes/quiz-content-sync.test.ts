import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { subjects } from '@studyhub/contract/quiz';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/app.ts';
import type { AppDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createQuizAdminService } from './quiz-admin.service.ts';
import { loadBank, syncQuizBanks } from './quiz-banks.ts';
import { createQuizzesRepository } from './quizzes.repository.ts';

type Bank = ReturnType<typeof loadBank>;

/** The real banks as files in a folder, after `change` has edited them. */
function banksFolder(change: (banks: Record<string, Bank>) => void = () => {}): string {
  const banks = Object.fromEntries(subjects.map((subject) => [subject, loadBank(subject)]));
  change(banks);
  const dir = mkdtempSync(path.join(tmpdir(), 'studyhub-banks-'));
  for (const [subject, bank] of Object.entries(banks)) {
    writeFileSync(path.join(dir, `${subject}.json`), JSON.stringify(bank));
  }
  return dir;
}

const firstJava = (banks: Record<string, Bank>) => {
  const question = banks.java?.questions[0];
  if (!question) throw new Error('no Java question');
  return question;
};

let database: AppDatabase;
afterEach(async () => {
  await database.close();
});

describe('bringing an existing database up to date with the quiz banks', () => {
  it('rewrites a question whose content file changed, so old give-aways do not linger', async () => {
    database = await createTestDatabase();
    await migrateToLatest(database);
    const repository = createQuizzesRepository(database.db);
    // A database first filled from banks as they once were.
    await syncQuizBanks(
      repository,
      banksFolder((banks) => {
        const question = firstJava(banks);
        question.options = ['an old absurd option', ...question.options.slice(1)] as never;
      }),
    );
    const id = firstJava({ java: loadBank('java') }).id;
    expect(JSON.parse((await repository.findQuestion(id))?.options ?? '[]')[0]).toBe(
      'an old absurd option',
    );

    await syncQuizBanks(repository, banksFolder());
    const current = firstJava({ java: loadBank('java') });
    expect(JSON.parse((await repository.findQuestion(id))?.options ?? '[]')).toEqual(
      current.options,
    );
  });

  it("keeps an operator's own edit of a question rather than the file's", async () => {
    database = await createTestDatabase();
    await migrateToLatest(database);
    const repository = createQuizzesRepository(database.db);
    await syncQuizBanks(repository, banksFolder());
    const id = firstJava({ java: loadBank('java') }).id;
    await repository.updateQuestion(id, { question: 'Reworded by an operator' });

    await syncQuizBanks(
      repository,
      banksFolder((banks) => {
        firstJava(banks).question = 'Reworded in the content file';
      }),
    );
    expect((await repository.findQuestion(id))?.question).toBe('Reworded by an operator');
  });
});

describe('questions written by operators', () => {
  it('are kept when a release adds a file question with the same id', async () => {
    database = await createTestDatabase();
    await migrateToLatest(database);
    const repository = createQuizzesRepository(database.db);
    await syncQuizBanks(repository, banksFolder());
    const quizAdmin = createQuizAdminService({
      db: database.db,
      audit: (executor) => createAuditRepository(executor),
    });
    const operator = {
      id: 'c0ffee00-0000-4000-8000-000000000009',
      name: 'Ravi Operator',
      email: 'admin@example.com',
      profilePic: null,
      role: 'admin' as const,
    };
    await database.db
      .insertInto('users')
      .values({
        ...operator,
        passwordHash: 'not used',
        createdAt: '2026-11-23T09:00:00.000Z',
        updatedAt: '2026-11-23T09:00:00.000Z',
      })
      .execute();
    const written = await quizAdmin.create(operator, {
      subject: 'c',
      topic: 'basics',
      question: 'Written by an operator',
      options: ['1', '2', '3', '4'],
      answer: 0,
      explanation: 'Because.',
    });
    expect(written.id).toBe('c-077');

    const result = await syncQuizBanks(
      repository,
      banksFolder((banks) => {
        const last = banks.c?.questions.at(-1);
        if (!last) throw new Error('no C question');
        banks.c?.questions.push({ ...last, id: 'c-077', question: 'Added by a release' });
      }),
    );
    expect(result.keptEdited).toEqual(['c-077']);
    expect((await repository.findQuestion('c-077'))?.question).toBe('Written by an operator');
  });
});
