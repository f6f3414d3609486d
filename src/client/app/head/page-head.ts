import type { TFunction } from '@/client/i18n/texts';
import type { Language } from '@/shared/constants/limits';
import { PRIVATE_ROUTES, type RouteName } from '@/shared/constants/routes';
import { OG_DEFAULT_IMAGE, OG_IMAGE_SIZE } from '@/shared/constants/seo';
import { categoriesQueryOptions } from '@/client/features/items/api/get-categories';
import { readBrowseFilters } from '@/client/features/items/utils/browse-params';
import { categoryText } from '@/client/lib/category-text';
import { helpArticleHead } from './help-article-head';
import { itemHead } from './item-head';
import { userProfileHead } from './user-profile-head';
import type { HeadMeta, PageContent, PageHead, PageHeadInput } from './head-types';
import { alternatesOf, pageUrls, type PageUrls } from './page-urls';

export type { PageHead, PageHeadInput };
export { headTagsHtml } from './head-tags-html';

const PRIVATE = new Set<RouteName>(PRIVATE_ROUTES);
const OG_LOCALE: Record<Language, string> = { pl: 'pl_PL', en: 'en_US' };

/** Pages whose title and description are texts of their own (head.<name>.*); home's title carries the site's name. */
const TEXT_PAGES = new Set<RouteName>([
  'home',
  'howItWorks',
  'about',
  'faq',
  'contact',
  'help',
  'terms',
  'privacy',
  'accessibility',
]);
/** Public forms: a title of their own, the site's description. */
const FORM_PAGES = new Set<RouteName>(['login', 'register', 'forgotPassword']);

const withSite = (t: TFunction, title: string) => t('head.titleTemplate', { title, site: t('common.appName') });

function browseContent({ t, qc, search }: PageHeadInput): PageContent {
  const f = readBrowseFilters(search);
  const category = qc.getQueryData(categoriesQueryOptions().queryKey)?.find((c) => c.id === f.categoryId);
  const text = category && categoryText(t, category);
  let title = f.q
    ? t('head.browse.searchTitle', { q: f.q })
    : text
      ? t('head.browse.categoryTitle', { category: text.name })
      : t('head.browse.title');
  if (f.location) title = t('head.browse.withCity', { title, city: f.location });
  if (f.page > 1) title = t('head.browse.page', { title, page: f.page });
  const description = f.q
    ? t('head.browse.searchDescription', { q: f.q })
    : text
      ? t('head.browse.categoryDescription', { description: text.description })
      : t('head.browse.description');
  return { title: withSite(t, title), description };
}

function textContent({ t }: PageHeadInput, name: RouteName): PageContent {
  if (name === 'home') return { title: t('head.home.title'), description: t('head.home.description') };
  if (TEXT_PAGES.has(name))
    return { title: withSite(t, t(`head.${name}.title`)), description: t(`head.${name}.description`) };
  if (FORM_PAGES.has(name))
    return { title: withSite(t, t(`head.${name}.title`)), description: t('head.default.description') };
  return { title: t('head.default.title'), description: t('head.default.description') };
}

/** A page no search engine should list and no one shares: its title, and noindex. */
function unlisted(input: PageHeadInput, title: string, description: string): PageHead {
  return {
    lang: input.lang,
    title,
    description,
    robots: 'noindex',
    canonical: null,
    alternates: [],
    meta: [],
    jsonLd: null,
    preloadImage: null,
  };
}

function socialMeta(input: PageHeadInput, base: string, urls: PageUrls, content: PageContent): HeadMeta[] {
  const { t, lang } = input;
  const image = content.image ?? {
    url: base + OG_DEFAULT_IMAGE,
    ...OG_IMAGE_SIZE,
    alt: t('common.appName'),
  };
  const og = (key: string, value: string | number) => ({ attribute: 'property' as const, key, content: String(value) });
  const tw = (key: string, value: string) => ({ attribute: 'name' as const, key, content: value });
  return [
    og('og:type', content.ogType ?? 'website'),
    og('og:site_name', t('common.appName')),
    og('og:title', content.title),
    og('og:description', content.description),
    og('og:url', urls[lang]),
    og('og:locale', OG_LOCALE[lang]),
    og('og:locale:alternate', OG_LOCALE[lang === 'pl' ? 'en' : 'pl']),
    og('og:image', image.url),
    og('og:image:width', image.width),
    og('og:image:height', image.height),
    og('og:image:alt', image.alt),
    ...(content.extraMeta ?? []),
    tw('twitter:card', 'summary_large_image'),
    tw('twitter:title', content.title),
    tw('twitter:description', content.description),
    tw('twitter:image', image.url),
    tw('twitter:image:alt', image.alt),
  ];
}

/**
 * The head of a page (issue 22 §2), from the route, the query, the language and what the page's queries left in the
 * QueryClient: on the server after prefetchPage (app/ssr-prefetch.ts), in the browser after each navigation
 * (DocumentHead). Pure: the same input gives the same head, so the hydrated page agrees with the server's HTML.
 */
export function pageHead(input: PageHeadInput): PageHead {
  const { match, t, status, lang } = input;
  const base = input.publicUrl.replace(/\/+$/, '');
  if (match === null || status === 404) {
    const key = match?.name === 'item' ? 'itemNotFound' : 'notFound';
    return unlisted(input, withSite(t, t(`head.${key}.title`)), t(`head.${key}.description`));
  }
  if (PRIVATE.has(match.name)) return unlisted(input, t('head.default.title'), t('head.default.description'));

  const urls = pageUrls(base, match, input.search);
  const content =
    match.name === 'item'
      ? itemHead(input, base, urls[lang])
      : match.name === 'browse'
        ? browseContent(input)
        : match.name === 'helpArticle'
          ? helpArticleHead(input, withSite)
          : match.name === 'userProfile'
            ? userProfileHead(input, withSite)
            : textContent(input, match.name);
  return {
    lang,
    title: content.title,
    description: content.description,
    robots: content.robots ?? null,
    canonical: urls[lang],
    alternates: alternatesOf(urls),
    meta: socialMeta(input, base, urls, content),
    jsonLd: content.jsonLd ?? null,
    preloadImage: content.preloadImage ?? null,
  };
}
