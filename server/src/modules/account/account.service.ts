import { randomBytes, randomUUID } from 'node:crypto';
import { type AccountExport, passwordResetLinkMinutes } from '@studyhub/contract/account';
import { errorCodes } from '@studyhub/contract/api';
import type { User } from '@studyhub/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { AppError, notFound } from '../../errors.ts';
import { type AuthService, hashToken, type Session } from '../auth/auth.service.ts';
import { createAccountRepository } from './account.repository.ts';
import type { PasswordResetMailer } from './password-reset-mailer.ts';
import { createPersonalDataRepository } from './personal-data.repository.ts';
import type { ProfilePhotoService } from './profile-photo.service.ts';

export interface AccountServiceOptions {
  mailer: PasswordResetMailer;
  /** The site's address; reset links point at its /reset-password page. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Sign-in's bounded line of password hashes, shared so no route hashes beside it. */
  passwords: AuthService['passwords'];
  /** The photo is a file beside the account's rows: exported with them, deleted with them. */
  photos: Pick<ProfilePhotoService, 'photoOf' | 'removeFile'>;
  now?: (() => Date) | undefined;
}

const invalidResetLink = () =>
  new AppError(
    400,
    errorCodes.resetLinkInvalid,
    'This reset link has expired or has already been used. Please ask for a new one.',
  );
const wrongPassword = (field: 'currentPassword' | 'password') =>
  new AppError(403, errorCodes.wrongPassword, 'That is not your current password.', { field });

/** Password reset, password and name changes, sessions, and the person's data (decision 26). */
export function createAccountService(db: Kysely<Database>, options: AccountServiceOptions) {
  const repository = createAccountRepository(db);
  const personalData = createPersonalDataRepository(db);
  const { passwords } = options;
  const now = options.now ?? (() => new Date());
  const pending = new Set<Promise<void>>();

  async function sendResetLink(email: string): Promise<void> {
    const user = await repository.findUserByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    await repository.replaceResetLink({
      id: randomUUID(),
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: nowIso(createdAt),
      expiresAt: nowIso(new Date(createdAt.getTime() + passwordResetLinkMinutes * 60 * 1000)),
    });
    const link = `${options.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await options.mailer.send(user, link);
  }

  async function checkPassword(
    userId: string,
    password: string,
    field: 'currentPassword' | 'password',
  ): Promise<void> {
    const stored = await repository.passwordHashOf(userId);
    if (!stored || !(await passwords.verify(password, stored))) throw wrongPassword(field);
  }

  return {
    /**
     * Answers at once and does the work afterwards: looking the email up, storing a link and
     * talking to the mail server would otherwise tell, by the time taken, which emails have an
     * account.
     */
    requestPasswordReset(email: string): void {
      const work = sendResetLink(email)
        .catch((error: unknown) => options.log.error({ err: error }, 'password reset failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = hashToken(token);
      // A made-up or stale link costs a lookup, not a password hash.
      if (!(await repository.isLiveResetLink(tokenHash, nowIso(now())))) throw invalidResetLink();
      const passwordHash = await passwords.hash(password);
      const userId = await repository.resetPassword(tokenHash, passwordHash, nowIso(now()));
      if (!userId) throw invalidResetLink();
    },

    /** Keeps the session it was asked from; every other one ends. */
    async changePassword(session: Session, currentPassword: string, newPassword: string) {
      await checkPassword(session.user.id, currentPassword, 'currentPassword');
      const passwordHash = await passwords.hash(newPassword);
      await repository.changePassword(
        session.user.id,
        passwordHash,
        session.tokenHash,
        nowIso(now()),
      );
    },

    async updateName(userId: string, name: string): Promise<User> {
      const user = await repository.updateName(userId, name, nowIso(now()));
      if (!user) throw notFound('This account no longer exists.');
      return user;
    },

    listSessions: (session: Session) =>
      repository.listSessions(session.user.id, session.tokenHash, nowIso(now())),

    async endSession(session: Session, sessionId: string): Promise<void> {
      if (!(await repository.endSession(session.user.id, sessionId))) {
        throw notFound('This session does not exist or has already ended.');
      }
    },

    endOtherSessions: (session: Session) =>
      repository.endOtherSessions(session.user.id, session.tokenHash),

    async exportData(userId: string): Promise<AccountExport> {
      const data = await personalData.export(userId, nowIso(now()));
      if (!data) throw notFound('This account no longer exists.');
      const { profilePic, ...account } = data.account;
      const photo = await options.photos.photoOf(profilePic);
      return {
        ...data,
        account,
        profilePhoto: photo
          ? { contentType: 'image/webp', base64: Buffer.from(photo).toString('base64') }
          : null,
      };
    },

    async deleteAccount(
      userId: string,
      input: { password: string; keepCertificates: boolean },
    ): Promise<void> {
      await checkPassword(userId, input.password, 'password');
      const photo = await personalData.deleteAccount(userId, {
        keepCertificates: input.keepCertificates,
        nowIso: nowIso(now()),
      });
      // Only once the rows are gone: a failed deletion keeps the photo it still points at.
      await options.photos.removeFile(photo);
    },

    /** Waits for reset emails still being prepared or sent; called when the app closes. */
    async drain(): Promise<void> {
      await Promise.allSettled([...pending]);
      options.mailer.close();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
