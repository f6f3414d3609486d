/** Node's codes for a connection that could not be made or was cut. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * Whether an error means the database is away (down, restarting, unreachable) rather than that a query was wrong:
 * such a request is answered 503 (try again shortly), not 500. SQLSTATE class 08 is a connection exception, 57P01-03
 * an administrator or crash shutdown and "starting up / in recovery"; pg's own errors for a cut connection have no code.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  for (
    let err = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] } | undefined, depth = 0;
    err && depth < 5;
    depth++
  ) {
    const code = typeof err.code === 'string' ? err.code : '';
    if (CONNECTION_CODES.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03')
      return true;
    if (
      typeof err.message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(err.message)
    )
      return true;
    if (Array.isArray(err.errors) && err.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    err = err.cause as typeof err;
  }
  return false;
}
