import type { FastifyBaseLogger } from 'fastify';
import type { S3Config } from '../config.ts';
import type { AppDatabase } from '../db/database.ts';
import { openFileStore } from '../files/open-file-store.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import type { PasswordHashParams } from '../modules/auth/password.ts';
import { loadCatalogContent, loadTestimonialsContent } from './catalog-content.ts';
import { catalogIsEmpty, fillSearchFields, seedCatalog, seedTestimonials } from './catalog-seed.ts';

/** Documented in the README; they exist only outside production. */
export const demoAccounts = {
  student: { name: 'Asha Verma', email: 'student@example.com', password: 'student-demo-2026' },
  admin: { name: 'Site Admin', email: 'admin@example.com', password: 'admin-demo-2026' },
} as const;

export interface SeedOptions {
  includeAccounts: boolean;
  filesDir: string;
  s3?: S3Config | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  passwordHashParams?: PasswordHashParams;
}

/**
 * Fills what is empty with demo content: the demo accounts when there is no account at all, the
 * demo catalog (with its files) when there is no catalog item at all, the search fields of
 * demo items seeded before they existed, and the testimonials and reviews when neither has ever
 * had one. Anything an operator has made is never touched.
 */
export async function seedDemoContent(database: AppDatabase, options: SeedOptions): Promise<void> {
  const auth = createAuthService(database.db, {
    ...(options.passwordHashParams ? { passwordHashParams: options.passwordHashParams } : {}),
  });
  if (options.includeAccounts && (await auth.countUsers()) === 0) {
    await auth.register({ ...demoAccounts.student, rememberMe: false });
    await auth.register({ ...demoAccounts.admin, role: 'admin', rememberMe: false });
    options.log.info(
      { student: demoAccounts.student.email, admin: demoAccounts.admin.email },
      'seeded demo accounts',
    );
  }
  if (await catalogIsEmpty(database.db)) {
    const counts = await seedCatalog(
      database.db,
      await openFileStore(options),
      loadCatalogContent(),
    );
    options.log.info(counts, 'seeded demo catalog');
  } else {
    const filled = await fillSearchFields(database.db, loadCatalogContent());
    if (filled) options.log.info({ items: filled }, 'gave demo items their search tags');
  }
  // Checked on their own: a database made before they moved out of the web app (0017) has a
  // catalog already and gets them now; once an operator has written one, they are never seeded.
  const seeded = await seedTestimonials(database.db, loadTestimonialsContent());
  if (seeded) options.log.info(seeded, 'seeded demo testimonials and reviews');
}

/**
 * Demo accounts have published passwords. On a server that is not a developer's own machine
 * they would be open doors, so any found there (say, a data folder first started in
 * development) are disabled, and the operator is told which.
 */
export async function disableDemoAccounts(
  database: AppDatabase,
  log: Pick<FastifyBaseLogger, 'warn'>,
  passwordHashParams?: PasswordHashParams,
): Promise<void> {
  const auth = createAuthService(database.db, passwordHashParams ? { passwordHashParams } : {});
  const disabled = await auth.disableAccounts(
    Object.values(demoAccounts).map((account) => account.email),
  );
  if (disabled.length) {
    log.warn(
      { accounts: disabled },
      `disabled demo accounts with published passwords: ${disabled.join(', ')}`,
    );
  }
}
