import { randomInt } from 'node:crypto';
import { errorCodes } from '@studyhub/contract/api';
import type { User } from '@studyhub/contract/auth';
import {
  type AdminCertificate,
  type Certificate,
  quizzes,
  type Subject,
} from '@studyhub/contract/quiz';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { QuizzesService } from '../quizzes/quizzes.service.ts';
import { type CertificateRow, createCertificatesRepository } from './certificates.repository.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** 12 characters of 36: about 62 bits, far beyond guessing (decision 10). */
const idLength = 12;

export function newCertificateId(): string {
  let id = '';
  for (let i = 0; i < idLength; i++) id += alphabet[randomInt(alphabet.length)];
  return id;
}

const notEligible = (message: string) => new AppError(403, errorCodes.notEligible, message);
const alreadyIssued = () =>
  new AppError(
    409,
    errorCodes.alreadyIssued,
    'A certificate has already been issued for this attempt.',
  );

export function createCertificatesService(
  db: Kysely<Database>,
  options: {
    /** Built before this service, so neither waits on the other (no construction cycle). */
    quizzes: QuizzesService;
    publicUrl: string;
    /** The audit log on a given transaction, so a revocation and its entry commit together. */
    audit: (db: Kysely<Database>) => AuditRepository;
    now?: () => Date;
  },
) {
  const repository = createCertificatesRepository(db);
  const now = options.now ?? (() => new Date());

  const toCertificate = (row: CertificateRow): Certificate => ({
    id: row.id,
    name: row.name,
    subject: row.subject,
    subjectLine: row.subjectLine,
    score: row.score,
    total: row.total,
    issuedAt: row.issuedAt,
    revoked: row.revoked === 1,
    revokedAt: row.revokedAt,
    verifyUrl: `${options.publicUrl}/certificates/${row.id}`,
  });

  return {
    /** Issues the certificate of a passing attempt, once; the server decides eligibility. */
    async issue(userId: string, attemptId: string, name: string): Promise<Certificate> {
      const attempt = await options.quizzes.attemptForCertificate(userId, attemptId);
      if (attempt.status === 'in_progress') throw notEligible('Please finish the quiz first.');
      if (attempt.status === 'timed_out') {
        throw notEligible('You ran out of time and are not eligible for a certificate');
      }
      if (!attempt.passed) throw notEligible('Try again to become eligible for a certificate.');
      if (attempt.tooFast) {
        throw notEligible(
          'This attempt was submitted too quickly to earn a certificate. Take your time on your next attempt.',
        );
      }
      if (await repository.findByAttempt(attemptId)) throw alreadyIssued();
      const row: CertificateRow = {
        id: newCertificateId(),
        userId,
        attemptId,
        subject: attempt.subject,
        subjectLine: quizzes[attempt.subject].subjectLine,
        name,
        score: attempt.score,
        total: attempt.total,
        issuedAt: nowIso(now()),
        revoked: 0,
        revokedAt: null,
        revokedReason: null,
      };
      try {
        await repository.insert(row);
      } catch (error) {
        // Two requests for one attempt at once: the unique attempt id lets only one through.
        if (isUniqueViolation(error)) throw alreadyIssued();
        throw error;
      }
      return toCertificate(row);
    },

    async verify(id: string): Promise<Certificate> {
      const row = await repository.find(id.trim().toUpperCase());
      if (!row) throw notFound('No certificate has this ID. Please check it and try again.');
      return toCertificate(row);
    },

    async listForUser(userId: string): Promise<Certificate[]> {
      return (await repository.listForUser(userId)).map(toCertificate);
    },

    async latestPass(userId: string, subject: Subject) {
      const attempt = await options.quizzes.latestPassed(userId, subject);
      if (!attempt) return { attemptId: null, score: null, total: null, certificate: null };
      const row = await repository.findByAttempt(attempt.id);
      return {
        attemptId: attempt.id,
        score: attempt.score,
        total: attempt.total,
        certificate: row ? toCertificate(row) : null,
      };
    },

    async search(q: string): Promise<AdminCertificate[]> {
      return (await repository.search(q, 100)).map((row) => ({
        ...toCertificate(row),
        userId: row.userId,
        userEmail: row.userEmail,
        revokedReason: row.revokedReason,
      }));
    },

    /** Revokes with a reason, or restores; the change and its audit entry commit together. */
    async setRevoked(operator: User, id: string, revoked: boolean, reason: string | undefined) {
      const certificateId = id.trim().toUpperCase();
      await db.transaction().execute(async (trx) => {
        const certificates = createCertificatesRepository(trx);
        const before = await certificates.find(certificateId);
        if (!before) throw notFound('No certificate has this ID.');
        const revocation = revoked && reason ? { revokedAt: nowIso(now()), reason } : null;
        await certificates.setRevoked(certificateId, revocation);
        await options.audit(trx).record({
          actor: operator,
          action: revoked ? 'certificate.revoke' : 'certificate.restore',
          subjectType: 'certificate',
          subjectId: certificateId,
          before: {
            revoked: before.revoked === 1,
            revokedAt: before.revokedAt,
            reason: before.revokedReason,
          },
          after: {
            revoked,
            revokedAt: revocation?.revokedAt ?? null,
            reason: revocation?.reason ?? null,
          },
        });
      });
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
