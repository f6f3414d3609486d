import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from '@/client/i18n/texts';
import type { Language } from '@/shared/constants/limits';
import type { RouteMatch } from '@/shared/constants/routes';

export interface PreloadImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

/** One Open Graph (`property`) or Twitter card (`name`) tag. */
export interface HeadMeta {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** Everything a page says about itself in <head>, as data: headTagsHtml writes it, DocumentHead applies a part. */
export interface PageHead {
  lang: Language;
  title: string;
  description: string;
  /** 'noindex' for pages no search engine should list (an unavailable item, a 404, a signed-in page). */
  robots: 'noindex' | null;
  canonical: string | null;
  alternates: { hreflang: Language | 'x-default'; href: string }[];
  meta: HeadMeta[];
  /** schema.org data (an item's Product), written as application/ld+json. */
  jsonLd: Record<string, unknown> | null;
  /**
   * The largest image of the first screen (an item's first photo), preloaded with a high priority: with the same
   * srcset and sizes as its <img>, so the browser fetches the one candidate the page will use.
   */
  preloadImage: PreloadImage | null;
}

export interface PageHeadInput {
  match: RouteMatch | null;
  search: URLSearchParams;
  lang: Language;
  publicUrl: string;
  /** In the page's language, without HTML escaping of values (headTagsHtml escapes). */
  t: TFunction;
  qc: QueryClient;
  status: 200 | 404;
}

/** What one kind of page contributes; the rest (addresses, the tags' shape) is the same for every page. */
export interface PageContent {
  title: string;
  description: string;
  robots?: 'noindex';
  ogType?: string;
  image?: { url: string; width: number; height: number; alt: string };
  extraMeta?: HeadMeta[];
  jsonLd?: Record<string, unknown>;
  preloadImage?: PreloadImage;
}
