const UNIQUE_VIOLATION = '23505';

/** PostgreSQL refused a row because a unique index already holds its twin. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}
