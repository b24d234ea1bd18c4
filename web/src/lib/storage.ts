import { type User, user as userSchema } from '@studyhub/contract/auth';
import { storageKeys } from '@studyhub/contract/constants';

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

/** The session as the browser keeps it: keys token, user (JSON) and rememberMe (spec section 3). */
export const sessionStore = {
  token(): string | null {
    return read(storageKeys.token) || null;
  },

  /** The stored user, or null when it is missing or not a user any more (e.g. an old format). */
  user(): User | null {
    const raw = read(storageKeys.user);
    if (!raw) return null;
    try {
      const parsed = userSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },

  rememberMe(): boolean {
    return read(storageKeys.rememberMe) === 'true';
  },

  save(user: User, token: string) {
    write(storageKeys.user, JSON.stringify(user));
    write(storageKeys.token, token);
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

  /** A session the server refused: token and user go, the rememberMe choice stays. */
  forget() {
    remove(storageKeys.user);
    remove(storageKeys.token);
  },
};
