import type { FastifyBaseLogger } from 'fastify';
import { type Config, isLoopbackHost } from '../config.ts';
import type { PasswordHashParams } from '../modules/auth/password.ts';
import { syncQuizBanks } from '../modules/quizzes/quiz-banks.ts';
import { createQuizzesRepository } from '../modules/quizzes/quizzes.repository.ts';
import { disableDemoAccounts, seedDemoContent } from '../seed/demo-seed.ts';
import type { AppDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * What `npm start` does to the database before serving: migrate, then seed demo content into an
 * empty database unless SEED_DEMO=false. Demo accounts, whose passwords are public, exist only
 * on a development server that listens on this machine alone; anywhere else they are disabled.
 */
export async function prepareDatabase(
  database: AppDatabase,
  config: Pick<Config, 'seedDemo' | 'env' | 'host' | 'filesDir'> & { s3?: Config['s3'] },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  passwordHashParams?: PasswordHashParams,
): Promise<void> {
  const applied = await migrateToLatest(database);
  if (applied.length) log.info({ applied }, 'database migrated');
  // The quiz banks are product content, not demo content: they are always brought up to date.
  const quizzes = await syncQuizBanks(createQuizzesRepository(database.db));
  if (quizzes.added || quizzes.updated) {
    log.info(
      { added: quizzes.added, updated: quizzes.updated },
      'quiz questions brought up to date from content/quizzes',
    );
  }
  if (quizzes.keptEdited.length) {
    log.warn(
      { questions: quizzes.keptEdited },
      'content/quizzes changed questions that an operator has edited; the edits were kept',
    );
  }
  const demoAccountsAllowed = config.env === 'development' && isLoopbackHost(config.host);
  if (!demoAccountsAllowed) await disableDemoAccounts(database, log, passwordHashParams);
  if (!config.seedDemo) return;
  await seedDemoContent(database, {
    includeAccounts: demoAccountsAllowed,
    filesDir: config.filesDir,
    s3: config.s3,
    log,
    ...(passwordHashParams ? { passwordHashParams } : {}),
  });
}
