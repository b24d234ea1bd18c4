import type { Role } from '@studyhub/contract/auth';
import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables' types, in one place. Columns are snake_case in the database and camelCase here
 * (Kysely's CamelCasePlugin maps them). Timestamps are ISO-8601 UTC text and flags are 0/1
 * integers on both SQLite and PostgreSQL, so every query reads the same on both
 * (docs/decisions/0003-portable-column-types.md).
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  profilePic: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  id: string;
  userId: string;
  tokenHash: string;
  rememberMe: number;
  createdAt: string;
  expiresAt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type NewSession = Insertable<SessionsTable>;
