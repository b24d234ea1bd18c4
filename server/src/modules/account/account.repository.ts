import type { AccountSession } from '@studyhub/contract/account';
import type { User } from '@studyhub/contract/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const publicUserColumns = [
  'users.id',
  'users.name',
  'users.email',
  'users.profilePic',
  'users.role',
] as const;

/**
 * What managing an account touches of the users and sessions tables (the auth feature's, which
 * signs people in), and the only place that touches the password-reset links.
 */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    /** Removes reset links past their expiry; returns how many. */
    async deleteExpiredResetLinks(nowIso: string): Promise<number> {
      const result = await db
        .deleteFrom('passwordResets')
        .where('expiresAt', '<=', nowIso)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** An enabled account by its email, for a reset request. */
    async findUserByEmail(email: string): Promise<User | undefined> {
      return db
        .selectFrom('users')
        .select(publicUserColumns)
        .where('users.email', '=', email)
        .where('users.disabledAt', 'is', null)
        .executeTakeFirst();
    },

    /** The one read of a password hash here; it never leaves the account service. */
    async passwordHashOf(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.passwordHash;
    },

    /** Stores a new link and drops the account's older ones, so only the newest works. */
    async replaceResetLink(link: {
      id: string;
      userId: string;
      tokenHash: string;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('passwordResets').where('userId', '=', link.userId).execute();
        await trx.insertInto('passwordResets').values(link).execute();
      });
    },

    /**
     * Uses a live link: in one transaction the link is consumed (so a second use finds nothing),
     * the password replaced and every session of the account ended. Returns the account's id, or
     * undefined when the link is unknown, used, superseded or expired.
     */
    async isLiveResetLink(tokenHash: string, nowIso: string): Promise<boolean> {
      const link = await db
        .selectFrom('passwordResets')
        .select('id')
        .where('tokenHash', '=', tokenHash)
        .where('expiresAt', '>', nowIso)
        .executeTakeFirst();
      return link !== undefined;
    },

    async resetPassword(
      tokenHash: string,
      passwordHash: string,
      nowIso: string,
    ): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const link = await trx
          .deleteFrom('passwordResets')
          .where('tokenHash', '=', tokenHash)
          .returning(['userId', 'expiresAt'])
          .executeTakeFirst();
        if (!link || link.expiresAt <= nowIso) return undefined;
        const updated = await trx
          .updateTable('users')
          .set({ passwordHash, updatedAt: nowIso })
          .where('id', '=', link.userId)
          .where('disabledAt', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return undefined;
        await trx.deleteFrom('passwordResets').where('userId', '=', link.userId).execute();
        await trx.deleteFrom('sessions').where('userId', '=', link.userId).execute();
        return link.userId;
      });
    },

    /** A new password from the signed-in owner: every other session and reset link ends. */
    async changePassword(
      userId: string,
      passwordHash: string,
      keepTokenHash: string,
      nowIso: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ passwordHash, updatedAt: nowIso })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('passwordResets').where('userId', '=', userId).execute();
        await trx
          .deleteFrom('sessions')
          .where('userId', '=', userId)
          .where('tokenHash', '<>', keepTokenHash)
          .execute();
      });
    },

    async updateName(userId: string, name: string, nowIso: string): Promise<User | undefined> {
      await db
        .updateTable('users')
        .set({ name, updatedAt: nowIso })
        .where('id', '=', userId)
        .execute();
      return db
        .selectFrom('users')
        .select(publicUserColumns)
        .where('users.id', '=', userId)
        .executeTakeFirst();
    },

    /** The account's live sessions, newest first; the tokens' hashes stay here. */
    async listSessions(
      userId: string,
      currentTokenHash: string,
      nowIso: string,
    ): Promise<AccountSession[]> {
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'createdAt', 'expiresAt', 'rememberMe', 'tokenHash'])
        .where('userId', '=', userId)
        .where('expiresAt', '>', nowIso)
        .orderBy('createdAt', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        rememberMe: row.rememberMe === 1,
        current: row.tokenHash === currentTokenHash,
      }));
    },

    /** Ends one of the account's own sessions; false when it has no such session. */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sessions')
        .where('id', '=', sessionId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async endOtherSessions(userId: string, keepTokenHash: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('userId', '=', userId)
        .where('tokenHash', '<>', keepTokenHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
