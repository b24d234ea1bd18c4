import type { User } from '@studyhub/contract/auth';
import { createContext, useContext } from 'react';

export interface AuthState {
  /** The signed-in user, or null. */
  user: User | null;
  /** True until the stored session has been checked with the server (spec section 4). */
  loading: boolean;
  /** Saves the session from a login or registration answer and signs the user in. */
  login: (user: User, token: string) => void;
  /** Ends the session here and on the server, then goes to /login. */
  logout: () => void;
  /** Keeps the signed-in user's new details (a changed name) here and in storage. */
  updateUser: (user: User) => void;
  /**
   * Forgets a session the server has already ended (the account was deleted) and goes to /login,
   * which shows the notice.
   */
  signOutHere: (notice: string) => void;
  /** What /login says about the last sign-out, such as 'Your account has been deleted.' */
  notice: string | null;
  /** True after the user chose to log out, so protected screens do not ask to come back to them. */
  loggedOut: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
