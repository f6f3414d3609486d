/** PostgreSQL refused a row by the exclusion constraint rentals_no_overlap (23P01): two rentals holding one day. */
export function isOverlapViolation(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgErr = err.cause ?? err;
  return pgErr.code === '23P01' && pgErr.constraint === 'rentals_no_overlap';
}
