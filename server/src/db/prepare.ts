import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { PasswordHashParams } from '../modules/auth/password.ts';
import { syncQuizBanks } from '../modules/quizzes/quiz-banks.ts';
import { createQuizzesRepository } from '../modules/quizzes/quizzes.repository.ts';
import { seedDemoContent } from '../seed/demo-seed.ts';
import type { AppDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * What `npm start` does to the database before serving: migrate, then seed demo content into an
 * empty database unless SEED_DEMO=false. Demo accounts, whose passwords are public, never reach
 * a production database.
 */
export async function prepareDatabase(
  database: AppDatabase,
  config: Pick<Config, 'seedDemo' | 'env' | 'filesDir'>,
  log: Pick<FastifyBaseLogger, 'info'>,
  passwordHashParams?: PasswordHashParams,
): Promise<void> {
  const applied = await migrateToLatest(database);
  if (applied.length) log.info({ applied }, 'database migrated');
  // The quiz banks are product content, not demo content: they are always brought up to date.
  const added = await syncQuizBanks(createQuizzesRepository(database.db));
  if (added) log.info({ added }, 'quiz questions added from content/quizzes');
  if (!config.seedDemo) return;
  await seedDemoContent(database, {
    includeAccounts: config.env !== 'production',
    filesDir: config.filesDir,
    log,
    ...(passwordHashParams ? { passwordHashParams } : {}),
  });
}
