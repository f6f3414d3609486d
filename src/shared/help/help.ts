import type { Language } from '@/shared/constants/limits';
import { helpContentEn } from './content-en';
import { helpContentPl } from './content-pl';
import type { HelpArticle, HelpContent } from './types';

export { articleSlug, articleIdBySlug, helpArticlePath, HELP_SLUGS, HELP_BASE } from './paths';
export { SUPPORT_EMAIL_PLACEHOLDER, withSupportEmail } from './support-email';

const CONTENT: Record<Language, HelpContent> = { pl: helpContentPl, en: helpContentEn };

/**
 * Both languages' help content, with the placeholders as written. Loads both languages: the server and the chatbot
 * use it; a page loads only its language's module (content-pl.ts or content-en.ts).
 */
export function helpContent(lang: Language): HelpContent {
  return CONTENT[lang];
}

/** The article of `lang` whose slug is `slug`, or null. */
export function findArticleBySlug(lang: Language, slug: string): HelpArticle | null {
  return CONTENT[lang].articles.find((a) => a.slug === slug) ?? null;
}
