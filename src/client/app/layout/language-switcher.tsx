import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '@/shared/constants/limits';
import { setLanguage } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { localizedPath, ROUTES, type RouteName } from '../../lib/paths';

/** The route whose alias is `pathname`, if any. */
function routeOf(pathname: string): RouteName | undefined {
  return (Object.keys(ROUTES) as RouteName[]).find((name) => (ROUTES[name] as readonly string[]).includes(pathname));
}

/**
 * PL/EN switch (spec 01 §1): the choice is kept in local storage by `setLanguage`. On a screen with a Polish
 * and an English path, the address follows the language so links and address bar agree.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const choose = (lang: Language) => {
    if (lang === i18n.language) return;
    setLanguage(lang);
    const route = routeOf(pathname);
    if (route) {
      const target = localizedPath(route, lang);
      if (target !== pathname) void navigate(target + search + hash, { replace: true });
    }
  };

  return (
    <div role="group" aria-label={t('nav.language')} className={cn('inline-flex rounded-md border border-gray-300 p-0.5', className)}>
      {LANGUAGES.map((lang) => {
        const active = i18n.language === lang;
        return (
          <button
            key={lang}
            type="button"
            lang={lang}
            aria-pressed={active}
            onClick={() => choose(lang)}
            className={cn(
              'min-w-10 rounded px-2 py-1 text-sm font-semibold uppercase focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
              active ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100',
            )}
          >
            {lang.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
