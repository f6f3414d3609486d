/**
 * A failure at start whose message is already the one sentence a person needs: what is wrong and how to fix it.
 * `main()` prints it as is, without a stack trace (start-failure.ts maps every other error to such a sentence).
 */
export class StartError extends Error {
  override name = 'StartError';
}
