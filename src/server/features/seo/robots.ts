import { PRIVATE_ROUTES, ROUTES } from '@/shared/constants/routes';

/** A route pattern as a robots.txt path prefix: up to its first parameter (`/rentals/:id` → `/rentals/`). */
const prefixOf = (pattern: string) => pattern.replace(/:.*$/, '');

/**
 * robots.txt: every alias of the private pages disallowed (an alias is a prefix, so `/admin` covers `/admin/kyc` and
 * `/rentals` the booking pages), the API and the dev tools too, and the sitemap named by its absolute URL.
 */
export function robotsTxt(publicUrl: string): string {
  const prefixes = new Set(['/api/', '/dev/']);
  for (const name of PRIVATE_ROUTES) for (const pattern of ROUTES[name]) prefixes.add(prefixOf(pattern));
  return [
    'User-agent: *',
    ...[...prefixes].sort().map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
