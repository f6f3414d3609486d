import { localizedPath } from '../../../lib/paths';

/**
 * Where to go after logging in: 'rent-out' (the spec's value) means the listing form; a path on this site (one
 * leading slash, never '//' or a scheme, so no open redirect) is followed; anything else goes home.
 */
export function afterLoginPath(returnTo: string | null, lang: string): string {
  if (returnTo === 'rent-out') return localizedPath('rentOut', lang);
  if (returnTo && /^\/(?![/\\])/.test(returnTo)) return returnTo;
  return '/';
}
