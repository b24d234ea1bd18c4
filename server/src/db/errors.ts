/** True when an insert or update broke a unique constraint, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === '23505') return true;
  return /UNIQUE constraint failed/i.test(error.message);
}
