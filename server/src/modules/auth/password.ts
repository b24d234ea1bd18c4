import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface PasswordHashParams {
  /** CPU/memory cost; must be a power of two. */
  N: number;
  r: number;
  p: number;
}

/** scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB and ~0.3 s a hash here). */
export const defaultPasswordHashParams: PasswordHashParams = { N: 2 ** 17, r: 8, p: 1 };

const keyLength = 64;

function derive(password: string, salt: Buffer, params: PasswordHashParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Returns a self-describing hash: `scrypt$N$r$p$salt$key`, so the cost can rise later. */
export async function hashPassword(
  password: string,
  params: PasswordHashParams = defaultPasswordHashParams,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
