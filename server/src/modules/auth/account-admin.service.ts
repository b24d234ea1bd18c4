import { type AdminUsersQuery, adminUsersPageSize } from '@studyhub/contract/admin';
import type { Role, User } from '@studyhub/contract/auth';
import type { Kysely } from 'kysely';
import { lockWithinTransaction } from '../../db/lock.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { conflict, notFound } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { createAuthRepository } from './auth.repository.ts';

const accountNotFound = (id: string) => notFound(`No account has the id ${id}.`);

/**
 * What operators do with accounts (issue 10): find them, change their role, sign them out. Every
 * change and its audit entry commit together.
 */
export function createAccountAdminService(
  db: Kysely<Database>,
  options: {
    /** The audit log on a given transaction, so a change and its entry commit together. */
    audit: (db: Kysely<Database>) => AuditRepository;
    now?: () => Date;
  },
) {
  const repository = createAuthRepository(db);
  const now = options.now ?? (() => new Date());

  return {
    async search(query: AdminUsersQuery) {
      const { users, total } = await repository.searchUsers(query, {
        limit: adminUsersPageSize,
        offset: (query.page - 1) * adminUsersPageSize,
      });
      return {
        users,
        page: query.page,
        pageSize: adminUsersPageSize,
        total,
        totalPages: Math.ceil(total / adminUsersPageSize),
      };
    },

    async find(id: string) {
      const account = await repository.findAccount(id);
      if (!account) throw accountNotFound(id);
      return account;
    },

    /**
     * Makes the account an operator or a student. An operator cannot demote themselves, and the
     * last operator who can sign in is never demoted. Role changes take turns (a lock on
     * PostgreSQL; SQLite runs one transaction at a time), so two operators demoting each other at
     * once cannot leave the site with none.
     */
    async changeRole(operator: User, id: string, role: Role) {
      return db.transaction().execute(async (trx) => {
        await lockWithinTransaction(trx, 'user roles');
        const accounts = createAuthRepository(trx);
        const before = await accounts.findAccount(id);
        if (!before) throw accountNotFound(id);
        if (before.role === role) return { changed: false, user: before };
        if (role === 'student') {
          if (id === operator.id) {
            throw conflict(
              'You cannot remove your own admin role. Ask another operator to do it if it must change.',
            );
          }
          if (before.disabledAt === null && (await accounts.countEnabledAdmins()) <= 1) {
            throw conflict(
              'This is the last admin who can sign in, so it stays an admin. Make another account an admin first.',
            );
          }
        }
        await accounts.setRole(id, role, nowIso(now()));
        await options.audit(trx).record({
          actor: operator,
          action: role === 'admin' ? 'user.promote' : 'user.demote',
          subjectType: 'user',
          subjectId: id,
          before: { role: before.role },
          after: { role },
        });
        return { changed: true, user: { ...before, role } };
      });
    },

    /** Signs the account out everywhere: its tokens are refused from the next request on. */
    async endSessions(operator: User, id: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const accounts = createAuthRepository(trx);
        if (!(await accounts.findAccount(id))) throw accountNotFound(id);
        const ended = await accounts.deleteSessionsOf(id);
        await options.audit(trx).record({
          actor: operator,
          action: 'user.sessions.end',
          subjectType: 'user',
          subjectId: id,
          before: { sessions: ended },
          after: { sessions: 0 },
        });
        return ended;
      });
    },

    newUsersByDay: (from: string, to: string) => repository.newUsersByDay(from, to),
  };
}

export type AccountAdminService = ReturnType<typeof createAccountAdminService>;
