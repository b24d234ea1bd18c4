import type { AccountExport } from '@studyhub/contract/account';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The account that kept orders (and the certificates a student chose to keep) belong to once
 * their owner deleted the account: no name, no email, cannot sign in. An id that is not a UUID
 * and an email that no sign-up can use.
 */
export const deletedAccount = {
  id: 'deleted-account',
  name: 'Deleted account',
  email: 'deleted-account',
} as const;

/**
 * Where the site keeps a person's data, in one place, for "Download my data" and "Delete my
 * account" (DPDP Act, 2023; docs/decisions/0024). It reads and writes other features' tables on
 * purpose: a deletion is one transaction across all of them, and a new table that holds personal
 * data belongs here too.
 */
export function createPersonalDataRepository(db: Kysely<Database>) {
  return {
    /** Every row about the person; the profile photo's file is the service's to add. */
    async export(
      userId: string,
      nowIso: string,
    ): Promise<
      | (Omit<AccountExport, 'profilePhoto' | 'account'> & {
          account: AccountExport['account'] & { profilePic: string | null };
        })
      | undefined
    > {
      const account = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'profilePic', 'createdAt', 'updatedAt'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!account) return undefined;
      const [sessions, orders, downloads, attempts, certificates, contact, refunds] =
        await Promise.all([
          db
            .selectFrom('sessions')
            .select(['id', 'createdAt', 'expiresAt', 'rememberMe'])
            .where('userId', '=', userId)
            .where('expiresAt', '>', nowIso)
            .orderBy('createdAt', 'desc')
            .execute(),
          db
            .selectFrom('orders')
            .select([
              'providerOrderId',
              'itemType',
              'itemName',
              'amountPaise',
              'currency',
              'status',
              'paymentId',
              'createdAt',
              'paidAt',
            ])
            .where('userId', '=', userId)
            .orderBy('createdAt', 'desc')
            .execute(),
          db
            .selectFrom('downloads')
            .select(['itemType', 'itemName', 'amountPaise', 'downloadedAt'])
            .where('userId', '=', userId)
            .orderBy('downloadedAt', 'desc')
            .execute(),
          db
            .selectFrom('quizAttempts')
            .select(['id', 'subject', 'status', 'startedAt', 'finishedAt', 'score', 'passed'])
            .where('userId', '=', userId)
            .orderBy('startedAt', 'desc')
            .execute(),
          db
            .selectFrom('certificates')
            .select(['id', 'subject', 'name', 'score', 'total', 'issuedAt', 'revoked'])
            .where('userId', '=', userId)
            .orderBy('issuedAt', 'desc')
            .execute(),
          db
            .selectFrom('contactRequests')
            .select(['id', 'name', 'email', 'subject', 'message', 'createdAt'])
            .where('userId', '=', userId)
            .orderBy('createdAt', 'desc')
            .execute(),
          db
            .selectFrom('refundRequests')
            .select(['id', 'name', 'email', 'transactionId', 'product', 'createdAt'])
            .where('userId', '=', userId)
            .orderBy('createdAt', 'desc')
            .execute(),
        ]);
      return {
        exportedAt: nowIso,
        account,
        sessions: sessions.map((session) => ({
          ...session,
          rememberMe: session.rememberMe === 1,
        })),
        orders: orders.map(({ providerOrderId, ...order }) => ({
          orderId: providerOrderId,
          ...order,
        })),
        downloads,
        quizAttempts: attempts.map((attempt) => ({
          ...attempt,
          passed: attempt.passed === null ? null : attempt.passed === 1,
        })),
        certificates: certificates.map((certificate) => ({
          ...certificate,
          revoked: certificate.revoked === 1,
        })),
        contactRequests: contact,
        refundRequests: refunds,
      };
    },

    /**
     * Removes the account in one transaction. Orders stay (tax records) but pass to the deleted
     * account; refund requests stay, without the name and email typed into them; certificates
     * stay verifiable under their printed name only when the student asked for that, and are
     * otherwise removed with the attempts, downloads, entitlements, messages and sessions.
     * Returns the address of the profile photo the account had, whose file goes next.
     */
    async deleteAccount(
      userId: string,
      options: { keepCertificates: boolean; nowIso: string },
    ): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const photo = await trx
          .selectFrom('users')
          .select('profilePic')
          .where('id', '=', userId)
          .executeTakeFirst();
        await trx
          .insertInto('users')
          .values({
            ...deletedAccount,
            passwordHash: '!',
            role: 'student',
            profilePic: null,
            createdAt: options.nowIso,
            updatedAt: options.nowIso,
            disabledAt: options.nowIso,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        await trx
          .updateTable('orders')
          .set({ userId: deletedAccount.id })
          .where('userId', '=', userId)
          .execute();
        await trx
          .updateTable('refundRequests')
          .set({ userId: null, name: deletedAccount.name, email: '' })
          .where('userId', '=', userId)
          .execute();
        if (options.keepCertificates) {
          const kept = await trx
            .selectFrom('certificates')
            .select('attemptId')
            .where('userId', '=', userId)
            .where('revoked', '=', 0)
            .execute();
          if (kept.length) {
            const attemptIds = kept.map((certificate) => certificate.attemptId);
            await trx
              .updateTable('quizAttempts')
              .set({ userId: deletedAccount.id })
              .where('id', 'in', attemptIds)
              .execute();
            await trx
              .updateTable('certificates')
              .set({ userId: deletedAccount.id })
              .where('attemptId', 'in', attemptIds)
              .execute();
          }
        }
        // Explicit rather than left to ON DELETE: the order matters, and it reads as the list.
        await trx.deleteFrom('certificates').where('userId', '=', userId).execute();
        await trx.deleteFrom('quizAttempts').where('userId', '=', userId).execute();
        await trx.deleteFrom('entitlements').where('userId', '=', userId).execute();
        await trx.deleteFrom('downloads').where('userId', '=', userId).execute();
        await trx.deleteFrom('contactRequests').where('userId', '=', userId).execute();
        await trx
          .updateTable('auditLog')
          .set({ actorId: null })
          .where('actorId', '=', userId)
          .execute();
        await trx.deleteFrom('passwordResets').where('userId', '=', userId).execute();
        await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return photo?.profilePic ?? null;
      });
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
