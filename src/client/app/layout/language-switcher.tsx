import { useTranslation } from '@/client/i18n/use-translation';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '@/shared/constants/limits';
import { setLanguage } from '@/client/i18n/i18n';
import { useUser } from '@/client/lib/session';
import { cn } from '@/client/lib/cn';
import { localizedPath, ROUTES, type RouteName } from '@/client/lib/paths';
import { saveLanguage } from '@/client/features/users/api/save-language';
import { translatedHelpSlug } from '@/shared/help/paths';

/** The same screen's path in the other language (/przedmiot/5 <-> /item/5), if the screen has both. */
function translatedPath(pathname: string, lang: Language): string | undefined {
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    for (const pattern of ROUTES[name] as readonly string[]) {
      const match = matchPath(pattern, pathname);
      if (!match) continue;
      return Object.entries(match.params).reduce(
        (path, [key, value]) =>
          // A help article's slug is a word of its language (/pomoc/kaucja <-> /help/deposit).
          path.replace(
            `:${key}`,
            encodeURIComponent(name === 'helpArticle' ? translatedHelpSlug(value ?? '', lang) : (value ?? '')),
          ),
        localizedPath(name, lang),
      );
    }
  }
  return undefined;
}

/**
 * PL/EN switch (spec 01 §1): the choice is kept in local storage by `setLanguage`, and on the account of a signed-in
 * user (e-mails follow it; notices are shown in the screen's language anyway). On a screen with a Polish and an English path, the address follows the
 * language so links and address bar agree.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { user } = useUser();

  const choose = (lang: Language) => {
    if (lang === i18n.language) return;
    setLanguage(lang);
    if (user) void saveLanguage(lang);
    const target = translatedPath(pathname, lang);
    if (target && target !== pathname) void navigate(target + search + hash, { replace: true });
  };

  return (
    <div
      role="group"
      aria-label={t('nav.language')}
      className={cn('inline-flex rounded-md border border-gray-300 p-0.5', className)}
    >
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
