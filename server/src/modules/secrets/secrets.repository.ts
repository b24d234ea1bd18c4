import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';

/** The only place that touches app_secrets. */
export function createSecretsRepository(db: Kysely<Database>) {
  return {
    /**
     * The secret stored under this name, made (32 random bytes, hex) the first time it is asked
     * for. When several processes ask at once, the first insert wins and all read the same value.
     */
    async secret(name: string): Promise<string> {
      await db
        .insertInto('appSecrets')
        .values({ name, value: randomBytes(32).toString('hex'), createdAt: nowIso() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('appSecrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
