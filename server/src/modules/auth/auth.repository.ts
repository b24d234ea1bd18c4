import type { AdminUser } from '@studyhub/contract/admin';
import type { Role, User } from '@studyhub/contract/auth';
import { type Kysely, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database, NewSession, NewUser, RegistrationLinksTable } from '../../db/schema.ts';

const publicUserColumns = [
  'users.id',
  'users.name',
  'users.email',
  'users.profilePic',
  'users.role',
] as const;

const adminUserColumns = ['id', 'name', 'email', 'role', 'createdAt', 'disabledAt'] as const;

/** The only place that touches the users and sessions tables. */
export function createAuthRepository(db: Kysely<Database>) {
  // Every signed-in request looks its session up: compiled once (see compiledOnce).
  // Behind every signed-in request, so kept while the database is unchanged: any write anywhere
  // (a logout, a disabled account, another process's) makes the next request read it again. The
  // expiry is checked on each use, so it is not part of the query.
  const sessionByHash = compiledOnce(
    db,
    (tokenHash: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select([...publicUserColumns, 'sessions.expiresAt'])
        .where('sessions.tokenHash', '=', tokenHash)
        .where('users.disabledAt', 'is', null),
    { keepWhileUnchanged: 10_000 },
  );
  return {
    async insertUser(user: NewUser): Promise<User> {
      await db.insertInto('users').values(user).execute();
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        profilePic: user.profilePic ?? null,
        role: user.role ?? 'student',
      };
    },

    /** The one read that returns a password hash; it never leaves the auth service. */
    async findCredentialsByEmail(
      email: string,
    ): Promise<{ user: User; passwordHash: string } | undefined> {
      const row = await db
        .selectFrom('users')
        .select([...publicUserColumns, 'users.passwordHash'])
        .where('users.email', '=', email)
        .where('users.disabledAt', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const { passwordHash, ...user } = row;
      return { user, passwordHash };
    },

    /** The account an email belongs to, enabled or not: registration must not take it again. */
    async findAccountByEmail(email: string): Promise<{ name: string } | undefined> {
      return db.selectFrom('users').select('name').where('email', '=', email).executeTakeFirst();
    },

    /** A registration waiting for its link; it replaces any earlier one for the same email. */
    async replaceRegistrationLink(link: RegistrationLinksTable): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('registrationLinks').where('email', '=', link.email).execute();
        await trx
          .deleteFrom('registrationLinks')
          .where('expiresAt', '<=', link.createdAt)
          .execute();
        await trx.insertInto('registrationLinks').values(link).execute();
      });
    },

    /** Uses up a live registration link: it is deleted, whoever opens it next finds nothing. */
    async takeRegistrationLink(
      tokenHash: string,
      nowIso: string,
    ): Promise<RegistrationLinksTable | undefined> {
      return db.transaction().execute(async (trx) => {
        const link = await trx
          .selectFrom('registrationLinks')
          .selectAll()
          .where('tokenHash', '=', tokenHash)
          .where('expiresAt', '>', nowIso)
          .executeTakeFirst();
        if (!link) return undefined;
        const taken = await trx
          .deleteFrom('registrationLinks')
          .where('id', '=', link.id)
          .executeTakeFirst();
        // Opened twice at once: only one of them takes it.
        return Number(taken.numDeletedRows) === 1 ? link : undefined;
      });
    },

    /** Only if the hash is still the one that was checked, so a newer password is never lost. */
    async replacePasswordHash(userId: string, oldHash: string, newHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ passwordHash: newHash })
        .where('id', '=', userId)
        .where('passwordHash', '=', oldHash)
        .execute();
    },

    async findUserById(id: string): Promise<User | undefined> {
      return db
        .selectFrom('users')
        .select(publicUserColumns)
        .where('users.id', '=', id)
        .executeTakeFirst();
    },

    /** Makes an enabled account an operator; false when there is no such account. */
    async promoteToAdmin(email: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ role: 'admin', updatedAt: nowIso })
        .where('email', '=', email)
        .where('disabledAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async countUsers(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Accounts newest first, by part of the name or email (any case) and role, a page at a time. */
    async searchUsers(
      filter: { q?: string | undefined; role?: Role | undefined },
      page: { limit: number; offset: number },
    ): Promise<{ users: AdminUser[]; total: number }> {
      let query = db.selectFrom('users');
      if (filter.q) {
        const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['name']), 'like', sql<string>`${pattern} escape '\\'`),
            eb(eb.fn('lower', ['email']), 'like', sql<string>`${pattern} escape '\\'`),
          ]),
        );
      }
      if (filter.role) query = query.where('role', '=', filter.role);
      const [users, count] = await Promise.all([
        query
          .select(adminUserColumns)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { users, total: Number(count.count) };
    },

    async findAccount(id: string): Promise<AdminUser | undefined> {
      return db
        .selectFrom('users')
        .select(adminUserColumns)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async setRole(id: string, role: Role, nowIso: string): Promise<void> {
      await db.updateTable('users').set({ role, updatedAt: nowIso }).where('id', '=', id).execute();
    },

    /** Operators who can still sign in. */
    async countEnabledAdmins(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('role', '=', 'admin')
        .where('disabledAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Ends every session of the account; returns how many there were. */
    async deleteSessionsOf(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Accounts created per UTC day in [from, to), days without any left out. */
    async newUsersByDay(from: string, to: string): Promise<{ day: string; count: number }[]> {
      const day = sql<string>`substr(${sql.ref('createdAt')}, 1, 10)`;
      const rows = await db
        .selectFrom('users')
        .select((eb) => [day.as('day'), eb.fn.countAll().as('count')])
        .where('createdAt', '>=', from)
        .where('createdAt', '<', to)
        .groupBy(day)
        .execute();
      return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
    },

    async insertSession(session: NewSession): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    async findUserBySessionHash(tokenHash: string, nowIso: string): Promise<User | undefined> {
      const [session] = await sessionByHash(tokenHash);
      if (!session || session.expiresAt <= nowIso) return undefined;
      const { expiresAt: _, ...user } = session;
      return user;
    },

    /**
     * Disables the enabled accounts among these emails and ends their sessions, in one
     * transaction. Returns the emails it disabled.
     */
    async disableAccounts(emails: string[], nowIso: string): Promise<string[]> {
      if (!emails.length) return [];
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('users')
          .select(['id', 'email'])
          .where('email', 'in', emails)
          .where('disabledAt', 'is', null)
          .execute();
        if (!found.length) return [];
        const ids = found.map((user) => user.id);
        await trx.updateTable('users').set({ disabledAt: nowIso }).where('id', 'in', ids).execute();
        await trx.deleteFrom('sessions').where('userId', 'in', ids).execute();
        return found.map((user) => user.email);
      });
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
    },

    async deleteExpiredSessions(nowIso: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('expiresAt', '<=', nowIso)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
