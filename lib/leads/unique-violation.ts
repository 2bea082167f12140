/** True for a unique-index violation as Payload reports it on SQLite and PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as { message?: unknown })?.message ?? ''} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`
  return /unique|duplicate|already exists|must be unique/i.test(text)
}
