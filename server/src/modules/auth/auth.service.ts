import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errorCodes } from '@studyhub/contract/api';
import { type Role, registrationLinkHours, type User } from '@studyhub/contract/auth';
import { sessionLifetime } from '@studyhub/contract/constants';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { addDays, nowIso } from '../../db/time.ts';
import { AppError } from '../../errors.ts';
import type { StudentMail } from '../../lib/student-mail.ts';
import { waitInWords } from '../../plugins/rate-limit.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createDevices } from './device-cookie.ts';
import { LineFullError, type Turn } from './fair-line.ts';
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
  /**
   * Registration by an emailed link (decision 57), when the mail goes to a mail server: the site's
   * address for the link, and where failures of the work done after the answer are logged.
   */
  registrationMail?: {
    mail: StudentMail;
    publicUrl: string;
    log: { error: (object: unknown, message: string) => void };
  };
  now?: () => Date;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  rememberMe?: boolean | undefined;
}

export interface Session {
  user: User;
  tokenHash: string;
}

const invalidRegistrationLink = () =>
  new AppError(
    400,
    errorCodes.registrationLinkInvalid,
    'This link has expired or has already been used. Please create your account again.',
  );
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
  const registrationMail = options.registrationMail?.mail.sends
    ? options.registrationMail
    : undefined;
  /** Registration emails still being prepared or sent after their answer. */
  const pending = new Set<Promise<void>>();

  /**
   * The email a registration sends (decision 57): a link that makes the account, or, when the
   * email has an account already, a note to its owner saying someone tried.
   */
  async function sendRegistrationEmail(account: NewAccount, passwordHash: string) {
    if (!registrationMail) return;
    const { mail, publicUrl } = registrationMail;
    const owner = await repository.findAccountByEmail(account.email);
    if (owner) {
      await mail.send({ name: owner.name, email: account.email }, someoneTried(owner, publicUrl));
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const createdAt = now();
    await repository.replaceRegistrationLink({
      id: randomUUID(),
      email: account.email,
      name: account.name,
      passwordHash,
      rememberMe: account.rememberMe ? 1 : 0,
      tokenHash: hashToken(token),
      createdAt: nowIso(createdAt),
      expiresAt: nowIso(new Date(createdAt.getTime() + registrationLinkHours * 60 * 60 * 1000)),
    });
    const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    await mail.send(account, finishRegistering(account, link));
  }

  /**
   * Makes the account. Two registrations of one email at the same moment, or a link opened after
   * the email found an account: the database decides, and the later one is told it is taken.
   */
  async function insertAccount(account: {
    name: string;
    email: string;
    passwordHash: string;
    role: Role;
  }): Promise<User> {
    const timestamp = nowIso(now());
    try {
      return await repository.insertUser({
        id: randomUUID(),
        name: account.name,
        email: account.email,
        passwordHash: account.passwordHash,
        role: account.role,
        profilePic: null,
        createdAt: timestamp,
        updatedAt: timestamp,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

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
      const user = await insertAccount({
        name: input.name,
        email: input.email,
        passwordHash,
        role: input.role ?? 'student',
      });
      return { user, token: await startSession(user.id, input.rememberMe ?? false) };
    },

    /** Whether registration goes by an emailed link: the site sends email (decision 57). */
    registersByEmail: registrationMail !== undefined,

    /**
     * Registration by an emailed link (decision 57). The password is hashed first, for a new email
     * and a taken one alike, so neither the answer nor its time tells which emails have accounts;
     * the look-up, the link and the email are done after the answer. `sendEmail` false (too many
     * emails to this address lately) does all but send.
     */
    async requestRegistration(account: NewAccount, turn: Turn, sendEmail: boolean): Promise<void> {
      const passwordHash = await orBusy(hasher.hash(account.password, turn));
      if (!sendEmail) return;
      const work = sendRegistrationEmail(account, passwordHash)
        .catch((error: unknown) =>
          registrationMail?.log.error({ err: error }, 'registration email failed'),
        )
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    /** Makes the account of an emailed registration link, once, and signs it in. */
    async confirmRegistration(
      token: string,
    ): Promise<{ user: User; token: string; rememberMe: boolean }> {
      const link = await repository.takeRegistrationLink(hashToken(token), nowIso(now()));
      if (!link) throw invalidRegistrationLink();
      const user = await insertAccount({ ...link, role: 'student' });
      const rememberMe = link.rememberMe === 1;
      return { user, token: await startSession(user.id, rememberMe), rememberMe };
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

    /** Waits for registration emails still being sent, then ends the hashing workers. */
    async close() {
      await Promise.all(pending);
      await hasher.close();
    },

    countUsers: () => repository.countUsers(),
    /** Ends these accounts' sessions and refuses them from now on; returns the ones disabled. */
    disableAccounts: (emails: string[]) => repository.disableAccounts(emails, nowIso(now())),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function someoneTried(owner: { name: string }, publicUrl: string) {
  return {
    about: 'registrationOfTakenEmail',
    subject: 'Someone tried to create a StudyHub account with your email',
    lines: [
      `Hello ${owner.name},`,
      '',
      'Someone just tried to create a new StudyHub account with this email address. You already have an account, so no new one was made.',
      '',
      `If it was you, log in here: ${publicUrl}/login`,
      `Forgot your password? Choose a new one here: ${publicUrl}/forgot-password`,
      '',
      'If it was not you, ignore this email: your account has not changed.',
    ],
    logged: {},
  };
}

function finishRegistering(account: { name: string }, link: string) {
  return {
    about: 'registrationLink',
    subject: 'Finish creating your StudyHub account',
    lines: [
      `Hello ${account.name},`,
      '',
      'To finish creating your StudyHub account, open this link:',
      '',
      link,
      '',
      `The link works once, for ${registrationLinkHours} hours.`,
      'If you did not ask for this, ignore this email: no account is made.',
    ],
    logged: { link },
  };
}
