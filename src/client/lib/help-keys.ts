import type { Language } from '@/shared/constants/limits';
import type { HelpArticleId } from '@/shared/help/types';

/**
 * The help queries' keys, apart from their loaders (lib/help-content.ts): the document head reads a help article from
 * the cache on every page, and importing the loaders there would put the content's chunks in every page's entry.
 */
export const helpKeys = {
  list: (lang: Language) => ['help', lang, 'list'] as const,
  article: (lang: Language, id: HelpArticleId) => ['help', lang, 'article', id] as const,
  faq: (lang: Language) => ['help', lang, 'faq'] as const,
};
