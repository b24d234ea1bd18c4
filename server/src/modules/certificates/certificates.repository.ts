import type { Insertable, Kysely, Selectable } from 'kysely';
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
    async setRevoked(id: string, revoked: boolean): Promise<boolean> {
      const result = await db
        .updateTable('certificates')
        .set({ revoked: revoked ? 1 : 0 })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
