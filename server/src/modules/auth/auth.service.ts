import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errorCodes } from '@studyhub/contract/api';
import type { Role, User } from '@studyhub/contract/auth';
import { sessionLifetime } from '@studyhub/contract/constants';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { addDays, nowIso } from '../../db/time.ts';
import { AppError } from '../../errors.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createDevices } from './device-cookie.ts';
import { LineFullError, type Turn, waitInWords } from './fair-line.ts';
import { hashPassword, type PasswordHashParams } from './password.ts';
import { createPasswordHasher, type PasswordHashQueueOptions } from './password-hasher.ts';

export interface AuthServiceOptions {
  passwordHashParams?: PasswordHashParams;
  passwordHashQueue?: PasswordHashQueueOptions;
  /**
   * The key device cookies are signed with, the same in every process (app_secrets); a random
   * one of this process when absent (a command that signs no one in).
   */
  deviceSecret?: () => Promise<string>;
  now?: () => Date;
}

export interface Session {
  user: User;
  tokenHash: string;
}

const emailTaken = () =>
  new AppError(
    409,
    errorCodes.emailTaken,
    'An account with this email already exists. Please log in instead.',
  );
// One message for an unknown email and a wrong password, so the answer reveals neither.
const invalidCredentials = () =>
  new AppError(401, errorCodes.invalidCredentials, 'Invalid email or password.');

/** No place in the line of password checks: a 503 that says how long to wait (decision 53). */
export class SignInBusyError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(
      503,
      errorCodes.busy,
      `Many students are signing in right now. Please wait ${waitInWords(retryAfterSeconds)} and try again.`,
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

async function orBusy<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof LineFullError) throw new SignInBusyError(error.retryAfterSeconds);
    throw error;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createAuthService(db: Kysely<Database>, options: AuthServiceOptions = {}) {
  const repository = createAuthRepository(db);
  const hasher = createPasswordHasher({
    ...(options.passwordHashParams ? { params: options.passwordHashParams } : {}),
    ...(options.passwordHashQueue ? { queue: options.passwordHashQueue } : {}),
  });
  const now = options.now ?? (() => new Date());
  const devices = createDevices({
    secret: options.deviceSecret ?? (async () => randomBytes(32).toString('hex')),
  });
  let decoyHash: Promise<string> | undefined;

  async function startSession(userId: string, rememberMe: boolean): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    const days = rememberMe ? sessionLifetime.rememberMeDays : sessionLifetime.defaultDays;
    await repository.deleteExpiredSessions(nowIso(createdAt));
    await repository.insertSession({
      id: randomUUID(),
      userId,
      tokenHash: hashToken(token),
      rememberMe: rememberMe ? 1 : 0,
      createdAt: nowIso(createdAt),
      expiresAt: nowIso(addDays(createdAt, days)),
    });
    return token;
  }

  /**
   * Replaces an older scheme or cost with the current one, now that the password is known. When
   * the line is full the login goes ahead and the next one upgrades.
   */
  async function upgradeHash(userId: string, password: string, oldHash: string, turn: Turn) {
    try {
      const newHash = await hasher.hash(password, turn);
      await repository.replacePasswordHash(userId, oldHash, newHash);
    } catch (error) {
      if (!(error instanceof LineFullError)) throw error;
    }
  }

  return {
    /** Device cookies: which devices have signed in before (decision 53). */
    devices,

    /** `turn` is the request's place in the line of password checks (decision 53). */
    async register(
      input: {
        name: string;
        email: string;
        password: string;
        rememberMe?: boolean | undefined;
        role?: Role;
      },
      turn?: Turn,
    ): Promise<{ user: User; token: string }> {
      if (await repository.findCredentialsByEmail(input.email)) throw emailTaken();
      const passwordHash = await orBusy(hasher.hash(input.password, turn));
      const timestamp = nowIso(now());
      let user: User;
      try {
        user = await repository.insertUser({
          id: randomUUID(),
          name: input.name,
          email: input.email,
          passwordHash,
          role: input.role ?? 'student',
          profilePic: null,
          createdAt: timestamp,
          updatedAt: timestamp,
        });
      } catch (error) {
        // Two sign-ups with one email at the same moment: the database decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return { user, token: await startSession(user.id, input.rememberMe ?? false) };
    },

    async login(
      input: {
        email: string;
        password: string;
        rememberMe?: boolean | undefined;
      },
      turn: Turn = { share: 'new-devices', client: 'unknown' },
    ): Promise<{ user: User; token: string }> {
      const credentials = await repository.findCredentialsByEmail(input.email);
      if (!credentials) {
        // Spend the same time as a real check so timing does not reveal which emails exist.
        decoyHash ??= hashPassword(randomBytes(16).toString('hex'), hasher.params);
        await orBusy(hasher.verify(input.password, await decoyHash, turn));
        throw invalidCredentials();
      }
      const { passwordHash } = credentials;
      if (!(await orBusy(hasher.verify(input.password, passwordHash, turn)))) {
        throw invalidCredentials();
      }
      if (hasher.needsRehash(passwordHash)) {
        await upgradeHash(credentials.user.id, input.password, passwordHash, turn);
      }
      const token = await startSession(credentials.user.id, input.rememberMe ?? false);
      return { user: credentials.user, token };
    },

    async sessionForToken(token: string): Promise<Session | undefined> {
      const tokenHash = hashToken(token);
      const user = await repository.findUserBySessionHash(tokenHash, nowIso(now()));
      return user ? { user, tokenHash } : undefined;
    },

    async logout(tokenHash: string): Promise<void> {
      await repository.deleteSession(tokenHash);
    },

    /** An operator made from the command line: the account, without a session. */
    async createAdmin(input: { name: string; email: string; password: string }): Promise<User> {
      const { user, token } = await this.register({ ...input, role: 'admin' });
      await repository.deleteSession(hashToken(token));
      return user;
    },

    promoteToAdmin: (email: string) => repository.promoteToAdmin(email, nowIso(now())),

    /**
     * Hashing and checking for other features (password reset and change): the same fair line as
     * sign-in, so no route can run hashes beside it, and a full line answers 503. Without a turn
     * they wait in the known devices' share, as one client (password-hasher.ts).
     */
    passwords: {
      hash: (password: string, turn?: Turn) => orBusy(hasher.hash(password, turn)),
      verify: (password: string, stored: string, turn?: Turn) =>
        orBusy(hasher.verify(password, stored, turn)),
    },

    /** Ends the hashing workers; the app calls it when it closes. */
    close: () => hasher.close(),

    countUsers: () => repository.countUsers(),
    /** Ends these accounts' sessions and refuses them from now on; returns the ones disabled. */
    disableAccounts: (emails: string[]) => repository.disableAccounts(emails, nowIso(now())),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
