import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../db/errors.ts';

/** Crockford's base32: no I, L, O or U, so an id read out on a phone call is not misheard. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short, readable request id such as CR-7K3M9Q2P (40 random bits). */
export function newRequestId(prefix: 'CR' | 'RF'): string {
  let id = `${prefix}-`;
  for (let i = 0; i < 8; i++) id += alphabet[randomInt(alphabet.length)];
  return id;
}

/**
 * Inserts a row under a fresh request id, drawing again in the unlikely case the id is taken.
 * Returns the id that was stored.
 */
export async function insertWithRequestId(
  prefix: 'CR' | 'RF',
  insert: (id: string) => Promise<void>,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const id = newRequestId(prefix);
    try {
      await insert(id);
      return id;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
