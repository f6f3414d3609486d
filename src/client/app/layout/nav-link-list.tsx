import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { cn } from '@/client/lib/cn';
import { localizedPath } from '@/client/lib/paths';
import { isRouteActive, NAV_LINKS } from './nav-links';

/** The six main links, in the current language's paths; the current screen is marked with aria-current. */
export function NavLinkList({ variant, onNavigate }: { variant: 'bar' | 'stacked'; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul className={variant === 'bar' ? '-ml-2.5 flex flex-wrap items-center gap-1' : 'flex flex-col gap-1'}>
      {NAV_LINKS.map(({ route, label }) => {
        const active = isRouteActive(route, pathname);
        return (
          <li key={route}>
            <Link
              to={localizedPath(route, i18n.language)}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'block rounded-md text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                variant === 'bar' ? 'px-2.5 py-2 whitespace-nowrap' : 'px-3 py-3 text-base',
                active ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
              )}
            >
              {t(label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
