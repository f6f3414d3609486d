import { ROUTES, type RouteName } from '@/client/lib/paths';

/** The main links of the navigation bar (spec 02 §2), in order; labels are keys of the `nav` namespace. */
export const NAV_LINKS = [
  { route: 'home', label: 'nav.home' },
  { route: 'howItWorks', label: 'nav.howItWorks' },
  { route: 'browse', label: 'nav.browse' },
  { route: 'about', label: 'nav.about' },
  { route: 'faq', label: 'nav.faq' },
  { route: 'contact', label: 'nav.contact' },
] as const satisfies readonly { route: RouteName; label: string }[];

/** True when `pathname` is any alias (Polish or English) of the route. */
export function isRouteActive(route: RouteName, pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (ROUTES[route] as readonly string[]).includes(normalized);
}
