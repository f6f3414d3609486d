import type { Language } from '@/shared/constants/limits';
import { pathLanguage, ROUTES, type RouteMatch } from '@/shared/constants/routes';
import { articleIdBySlug, helpArticlePath } from '@/shared/help/paths';
import { browseSearch, readBrowseFilters } from '@/client/features/items/utils/browse-params';

/** A page's address in each language, absolute. */
export interface PageUrls {
  pl: string;
  en: string;
}

/** A route's path with its parameters filled in. */
const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/**
 * The query that changes what a page shows, in a fixed order: browse's filters as the page reads them (unknown
 * parameters, page 1 and empty filters dropped); nothing for any other page (tracking parameters and the like).
 */
function contentQuery(match: RouteMatch, search: URLSearchParams): URLSearchParams {
  return match.name === 'browse' ? new URLSearchParams(browseSearch(readBrowseFilters(search))) : new URLSearchParams();
}

const withQuery = (path: string, query: URLSearchParams) => {
  const s = query.toString();
  return s ? `${path}?${s}` : path;
};

/**
 * The Polish and the English address of a page: its Polish and its English alias (the first path of a route is the
 * English one, the second the Polish one: shared/constants/routes.ts); a route with one path for both (home, FAQ) is
 * Polish as it is and English with `lang=en`.
 */
export function pageUrls(base: string, match: RouteMatch, search: URLSearchParams): PageUrls {
  const [enPattern, plPattern] = ROUTES[match.name] as readonly string[];
  const query = contentQuery(match, search);
  // A help article's slug is a word of its language: each address has its own.
  const article =
    match.name === 'helpArticle'
      ? articleIdBySlug(pathLanguage(match, search) ?? 'pl', (match.params.slug ?? '').toLowerCase())
      : null;
  if (article) return { pl: base + helpArticlePath(article, 'pl'), en: base + helpArticlePath(article, 'en') };
  if (plPattern === undefined) {
    const path = fill(enPattern, match.params);
    const en = new URLSearchParams(query);
    en.set('lang', 'en');
    return { pl: base + withQuery(path, query), en: base + withQuery(path, en) };
  }
  return {
    pl: base + withQuery(fill(plPattern, match.params), query),
    en: base + withQuery(fill(enPattern, match.params), query),
  };
}

/** hreflang alternates: each language, and x-default (Polish, the site's default language). */
export function alternatesOf(urls: PageUrls): { hreflang: Language | 'x-default'; href: string }[] {
  return [
    { hreflang: 'pl', href: urls.pl },
    { hreflang: 'en', href: urls.en },
    { hreflang: 'x-default', href: urls.pl },
  ];
}

/** An image address as a crawler needs it: absolute (our uploads are site-relative, S3 photos already absolute). */
export function absoluteUrl(base: string, url: string): string {
  return new URL(url, `${base}/`).href;
}
