import { TERMS_VERSION } from '@/shared/domain/legal';
import { matchRoute, type RouteName } from '@/shared/constants/routes';
import type { PrivateUser } from '@/shared/schemas/users';

/** The pages a user who is asked to accept may still read: the documents themselves. */
const READABLE: readonly RouteName[] = ['terms', 'privacy', 'accessibility'];

/**
 * Whether this page asks the signed-in user to accept the terms (issue 27 §2): they never did (an account made with
 * the spec's payload) or accepted an older version. The legal pages themselves are read without being asked.
 */
export function needsTermsAcceptance(user: PrivateUser | null | undefined, pathname: string): boolean {
  if (!user || user.termsAcceptedVersion === TERMS_VERSION) return false;
  const route = matchRoute(pathname)?.name;
  return !route || !READABLE.includes(route);
}
