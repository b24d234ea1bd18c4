/**
 * HTML first (decision 35): a form posted without the script is handled by the server, which
 * renders the same page again when it is refused (or accepted, where the page shows the outcome
 * itself). This is what that page is rendered with: the form's name, the error in the words the
 * script would show, the field it is about, and what was typed (never a password); or what was
 * done. Zod-free: the pages' first load reads it.
 */
export interface FormResult {
  /** Which form on the page: 'login', 'register', 'contact'… */
  form: string;
  /** Why the form was refused, in the API's words, and the field it is about. */
  error?: { message: string; field?: string | undefined; code?: string | undefined };
  /** The fields as typed, passwords left out. */
  values: Record<string, string>;
  /** The form was accepted: what the page shows for it (the API's answer, such as a request id). */
  done?: Record<string, string>;
}

/** Where a form result sits in the page's data (the query cache the server dehydrates). */
export const formResultKey = ['form-result'] as const;

/**
 * Whether `value` is a path on this site: it starts with one `/`, never `//evil.example` or
 * `/\evil.example`, which browsers read as another site's address, and holds no control
 * character (a tab or newline inside '//' would let browsers read another host).
 */
export function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  return ![...value].some((character) => character.charCodeAt(0) < 0x20);
}

/** A path on this site to go to after a form (`next`), or `fallback` when it is not one. */
export function localPath(next: string | null | undefined, fallback: string): string {
  return next && isLocalPath(next) ? next : fallback;
}

/** What /login says once the account has been deleted (decision 26). */
export const accountDeletedMessage = 'Your account has been deleted.';

/**
 * What /login says when a form posted without the script sent the browser there
 * (`/login?notice=…`), by name: only these words, never text taken from the address.
 */
export const loginNotices = { 'account-deleted': accountDeletedMessage } as const;
export type LoginNotice = keyof typeof loginNotices;
