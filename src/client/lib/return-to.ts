import { localizedPath } from './paths';

/** The spec's returnTo value of the listing form (spec 01 §2): the login page then opens "rent out" in the language. */
export const RETURN_TO_RENT_OUT = 'rent-out';

/** The login page in the language; with `returnTo` (a path on this site, or 'rent-out') it sends the user back there. */
export function loginLink(lang: string, returnTo?: string): string {
  const login = localizedPath('login', lang);
  return returnTo ? `${login}?${new URLSearchParams({ returnTo }).toString()}` : login;
}

/**
 * Where to go after logging in: 'rent-out' (the spec's value) means the listing form; a path on this site (one
 * leading slash, never '//' or a scheme, so no open redirect) is followed; anything else goes home.
 */
export function afterLoginPath(returnTo: string | null, lang: string): string {
  if (returnTo === RETURN_TO_RENT_OUT) return localizedPath('rentOut', lang);
  if (returnTo && /^\/(?![/\\])/.test(returnTo)) return returnTo;
  return '/';
}

/** The returnTo of the current address (login and register pages), checked: never off the site. */
export const readReturnTo = (params: URLSearchParams, lang: string) => afterLoginPath(params.get('returnTo'), lang);
