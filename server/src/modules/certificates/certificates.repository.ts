import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { CertificatesTable, Database } from '../../db/schema.ts';

export type CertificateRow = Selectable<CertificatesTable>;

export function createCertificatesRepository(db: Kysely<Database>) {
  return {
    async insert(certificate: Insertable<CertificatesTable>): Promise<void> {
      await db.insertInto('certificates').values(certificate).execute();
    },
    async find(id: string): Promise<CertificateRow | undefined> {
      return db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async findByAttempt(attemptId: string): Promise<CertificateRow | undefined> {
      return db
        .selectFrom('certificates')
        .selectAll()
        .where('attemptId', '=', attemptId)
        .executeTakeFirst();
    },
    async listForUser(userId: string): Promise<CertificateRow[]> {
      return db
        .selectFrom('certificates')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('issuedAt', 'desc')
        .execute();
    },
    async setRevoked(
      id: string,
      revocation: { revokedAt: string; reason: string } | null,
    ): Promise<boolean> {
      const result = await db
        .updateTable('certificates')
        .set({
          revoked: revocation ? 1 : 0,
          revokedAt: revocation?.revokedAt ?? null,
          revokedReason: revocation?.reason ?? null,
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** By exact id, or part of the printed name or the holder's email; newest first. */
    async search(q: string, limit: number) {
      const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .selectFrom('certificates')
        .innerJoin('users', 'users.id', 'certificates.userId')
        .selectAll('certificates')
        .select('users.email as userEmail')
        .where((eb) =>
          eb.or([
            eb('certificates.id', '=', q.toUpperCase()),
            eb(eb.fn('lower', ['certificates.name']), 'like', sql<string>`${pattern} escape '\\'`),
            eb('users.email', 'like', sql<string>`${pattern} escape '\\'`),
          ]),
        )
        .orderBy('certificates.issuedAt', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
