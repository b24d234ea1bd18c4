import {
  type Argon2Parameters,
  argon2,
  randomBytes,
  type ScryptOptions,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Where the memory-hard work runs: libuv's thread pool (`onThreadPool`, for a command or a test
 * that hashes now and then), or the sign-in line's worker threads (password-workers.ts).
 */
export interface KeyDerivation {
  argon2id(
    message: string,
    salt: Buffer,
    params: PasswordHashParams,
    tagLength: number,
  ): Promise<Buffer>;
  scrypt(
    password: string,
    salt: Buffer,
    keyLength: number,
    options: ScryptOptions,
  ): Promise<Buffer>;
}

export interface PasswordHashParams {
  /** Memory per hash, in KiB. */
  memoryKiB: number;
  /** Passes over that memory. */
  passes: number;
  /** Lanes over that memory; 1 keeps a hash on one thread. */
  parallelism: number;
}

/**
 * argon2id at OWASP's first recommendation (m=46 MiB, t=1, p=1), against 128 MiB a hash for the
 * scrypt it replaces. Not the equal m=19 MiB, t=2: glibc keeps blocks under 32 MiB in each
 * thread's heap after use, which held 135 MiB more in a measured server (decision 18).
 */
export const defaultPasswordHashParams: PasswordHashParams = {
  memoryKiB: 46 * 1024,
  passes: 1,
  parallelism: 1,
};

const saltLength = 16;
const tagLength = 32;
const argon2Version = 19;

/** argon2's parameters for `node:crypto`, on the thread pool and in the workers alike. */
export function argon2Input(
  message: string,
  salt: Buffer,
  params: PasswordHashParams,
  tagLength: number,
): Argon2Parameters {
  return {
    message,
    nonce: salt,
    memory: params.memoryKiB,
    passes: params.passes,
    parallelism: params.parallelism,
    tagLength,
  };
}

export const onThreadPool: KeyDerivation = {
  argon2id: (message, salt, params, tagLength) =>
    new Promise((resolve, reject) => {
      argon2('argon2id', argon2Input(message, salt, params, tagLength), (error, key) =>
        error ? reject(error) : resolve(key),
      );
    }),
  scrypt: (password, salt, keyLength, options) =>
    new Promise((resolve, reject) => {
      scrypt(password, salt, keyLength, options, (error, key) =>
        error ? reject(error) : resolve(key),
      );
    }),
};

const argon2id = (
  password: string,
  salt: Buffer,
  params: PasswordHashParams,
  derive: KeyDerivation,
): Promise<Buffer> => derive.argon2id(password.normalize('NFKC'), salt, params, tagLength);

const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/**
 * Returns the PHC string other argon2 libraries read too:
 * `$argon2id$v=19$m=47104,t=1,p=1$<salt>$<hash>`, so the cost can change later.
 */
export async function hashPassword(
  password: string,
  params: PasswordHashParams = defaultPasswordHashParams,
  derive: KeyDerivation = onThreadPool,
): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await argon2id(password, salt, params, derive);
  return `$argon2id$v=${argon2Version}$m=${params.memoryKiB},t=${params.passes},p=${params.parallelism}$${base64(salt)}$${base64(key)}`;
}

interface Argon2Hash {
  params: PasswordHashParams;
  salt: Buffer;
  key: Buffer;
}

function parseArgon2id(stored: string): Argon2Hash | undefined {
  const match =
    /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return undefined;
  const [, m, t, p, salt, key] = match;
  return {
    params: { memoryKiB: Number(m), passes: Number(t), parallelism: Number(p) },
    salt: Buffer.from(salt ?? '', 'base64'),
    key: Buffer.from(key ?? '', 'base64'),
  };
}

export async function verifyPassword(
  password: string,
  stored: string,
  derive: KeyDerivation = onThreadPool,
): Promise<boolean> {
  const hash = parseArgon2id(stored);
  if (hash) {
    const actual = await argon2id(password, hash.salt, hash.params, derive);
    return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
  }
  return verifyLegacyScrypt(password, stored, derive);
}

/** True when the stored hash is of an older scheme or cost, to be replaced at the next login. */
export function needsRehash(stored: string, params: PasswordHashParams): boolean {
  const hash = parseArgon2id(stored);
  return (
    !hash ||
    hash.params.memoryKiB !== params.memoryKiB ||
    hash.params.passes !== params.passes ||
    hash.params.parallelism !== params.parallelism
  );
}

/**
 * Hashes written before decision 18: `scrypt$N$r$p$salt$key` (N=2^17, r=8, p=1, 64-byte key).
 * They still verify, at their old cost of 128 MiB, until their owner's next login replaces them.
 */
async function verifyLegacyScrypt(
  password: string,
  stored: string,
  derive: KeyDerivation,
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const N = Number(n);
  const options: ScryptOptions = {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r) + 1024 * 1024,
  };
  const actual = await derive.scrypt(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64'),
    64,
    options,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
