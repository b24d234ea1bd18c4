import type { User } from '@studyhub/contract/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The one column of the users table that holds a profile photo's address. */
export function createProfilePhotoRepository(db: Kysely<Database>) {
  return {
    /**
     * Points the account at its new photo (or none) in one transaction; returns the account as
     * it now is and the photo it had, or undefined when there is no such account.
     */
    async replace(
      userId: string,
      photo: string | null,
      nowIso: string,
    ): Promise<{ user: User; before: string | null } | undefined> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('users')
          .select('profilePic')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!current) return undefined;
        await trx
          .updateTable('users')
          .set({ profilePic: photo, updatedAt: nowIso })
          .where('id', '=', userId)
          .execute();
        const user = await trx
          .selectFrom('users')
          .select(['id', 'name', 'email', 'profilePic', 'role'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        return { user, before: current.profilePic };
      });
    },
  };
}

export type ProfilePhotoRepository = ReturnType<typeof createProfilePhotoRepository>;
