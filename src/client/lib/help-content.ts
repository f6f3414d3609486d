import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/shared/constants/limits';
import type { FaqEntry, HelpArticle, HelpArticleId, HelpContent, HelpSection } from '@/shared/help/types';
import { helpKeys } from './help-keys';

export { helpKeys };

/**
 * The help centre's texts (shared/help), bundled rather than fetched: each query loads only its language's module
 * (its own chunk), and gives a page only what it shows, so a server-rendered page dehydrates that and no more. In lib
 * because the help pages and the FAQ (features/info) both read it.
 */

const loadContent = (lang: Language): Promise<HelpContent> =>
  lang === 'pl'
    ? import('@/shared/help/content-pl').then((m) => m.helpContentPl)
    : import('@/shared/help/content-en').then((m) => m.helpContentEn);

export type ShownSection = Omit<HelpSection, 'keywords' | 'answer'>;
export interface ShownArticle extends Omit<HelpArticle, 'sections'> {
  sections: ShownSection[];
}
export type ArticleSummary = Pick<HelpArticle, 'id' | 'slug' | 'title' | 'summary'>;

/** The list page: each article's title and summary. */
export const helpListQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: helpKeys.list(lang),
    queryFn: async (): Promise<ArticleSummary[]> =>
      (await loadContent(lang)).articles.map(({ id, slug, title, summary }) => ({ id, slug, title, summary })),
    staleTime: Infinity,
  });

/** One article as its page shows it (the chatbot's answers and keywords stay out). */
export const helpArticleQueryOptions = (lang: Language, id: HelpArticleId) =>
  queryOptions({
    queryKey: helpKeys.article(lang, id),
    queryFn: async (): Promise<ShownArticle> => {
      const article = (await loadContent(lang)).articles.find((a) => a.id === id)!;
      return { ...article, sections: article.sections.map(({ id: s, heading, body }) => ({ id: s, heading, body })) };
    },
    staleTime: Infinity,
  });

/** The FAQ's 12 entries, each naming its article and section. */
export const faqQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: helpKeys.faq(lang),
    queryFn: async (): Promise<FaqEntry[]> => (await loadContent(lang)).faq,
    staleTime: Infinity,
  });

export const useHelpList = (lang: Language) => useQuery(helpListQueryOptions(lang));
export const useHelpArticle = (lang: Language, id: HelpArticleId | null) =>
  useQuery({ ...helpArticleQueryOptions(lang, id ?? 'how-renting-works'), enabled: id !== null });
export const useFaq = (lang: Language) => useQuery(faqQueryOptions(lang));

/** The screen's language (i18n.language) as one of ours. */
export const languageOf = (lng: string): Language =>
  (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
