import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/database.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import type { PasswordHashParams } from '../modules/auth/password.ts';

/** Documented in the README; they exist only outside production. */
export const demoAccounts = {
  student: { name: 'Asha Verma', email: 'student@example.com', password: 'student-demo-2026' },
  admin: { name: 'Site Admin', email: 'admin@example.com', password: 'admin-demo-2026' },
} as const;

export interface SeedOptions {
  includeAccounts: boolean;
  log: Pick<FastifyBaseLogger, 'info'>;
  passwordHashParams?: PasswordHashParams;
}

/** Fills an empty database with demo content; a database that has any account is left alone. */
export async function seedDemoContent(
  database: AppDatabase,
  options: SeedOptions,
): Promise<boolean> {
  const auth = createAuthService(database.db, {
    ...(options.passwordHashParams ? { passwordHashParams: options.passwordHashParams } : {}),
  });
  if ((await auth.countUsers()) > 0) return false;
  if (options.includeAccounts) {
    await auth.register({ ...demoAccounts.student, rememberMe: false });
    await auth.register({ ...demoAccounts.admin, role: 'admin', rememberMe: false });
    options.log.info(
      { student: demoAccounts.student.email, admin: demoAccounts.admin.email },
      'seeded demo accounts',
    );
  }
  return true;
}
