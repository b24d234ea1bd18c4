import type { User } from '@studyhub/contract/auth';
import { roles, storageKeys } from '@studyhub/contract/constants';

/**
 * The contract's `user` shape, checked by hand: this runs on every page's first load, where zod
 * would cost a fifth of the JavaScript (decision 0036).
 */
function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, email, profilePic, role } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    typeof email === 'string' &&
    (profilePic === null || typeof profilePic === 'string') &&
    roles.includes(role as (typeof roles)[number])
  );
}

// Storage can be switched off by the browser; reading then counts as "nothing stored".
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the session lasts until the tab closes; nothing better to do.
  }
}

function remove(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // See write().
  }
}

/**
 * What the browser keeps of the session for display: user (JSON) and rememberMe (spec section 3).
 * The session itself is an httpOnly cookie no script can read (decision 44); a token kept here by
 * an older version of the app is moved into the cookie once (`legacyToken`).
 */
export const sessionStore = {
  /** A bearer token an older version of the app kept, until it is moved into the cookie. */
  legacyToken(): string | null {
    return read(storageKeys.token) || null;
  },

  removeLegacyToken() {
    remove(storageKeys.token);
  },

  /** The stored user, or null when it is missing or not a user any more (e.g. an old format). */
  user(): User | null {
    const raw = read(storageKeys.user);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isUser(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },

  rememberMe(): boolean {
    return read(storageKeys.rememberMe) === 'true';
  },

  saveUser(user: User) {
    write(storageKeys.user, JSON.stringify(user));
  },

  saveRememberMe(rememberMe: boolean) {
    write(storageKeys.rememberMe, String(rememberMe));
  },

  /** Removes the session; rememberMe too, as logout does (spec section 4). */
  clear() {
    remove(storageKeys.user);
    remove(storageKeys.token);
    remove(storageKeys.rememberMe);
  },

  /** A session the server refused: the user goes, the rememberMe choice stays. */
  forget() {
    remove(storageKeys.user);
    remove(storageKeys.token);
  },
};
