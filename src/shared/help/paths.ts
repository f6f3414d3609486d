import type { Language } from '@/shared/constants/limits';
import { HELP_ARTICLE_IDS, type HelpArticleId } from './types';

/**
 * Each article's path segment per language (ASCII, kebab-case, in the language). Kept apart from the texts so that a
 * page or a link knows both languages' paths without loading either language's content.
 */
export const HELP_SLUGS: Record<HelpArticleId, Record<Language, string>> = {
  'how-renting-works': { pl: 'jak-dziala-wypozyczanie', en: 'how-renting-works' },
  fees: { pl: 'oplaty', en: 'fees' },
  cancellation: { pl: 'anulowanie', en: 'cancellation' },
  flexibility: { pl: 'elastycznosc-wynajmu', en: 'rental-flexibility' },
  deposit: { pl: 'kaucja', en: 'deposit' },
  insurance: { pl: 'ubezpieczenie', en: 'insurance' },
  payments: { pl: 'platnosci', en: 'payments' },
  'phone-verification': { pl: 'weryfikacja-telefonu', en: 'phone-verification' },
  'identity-verification': { pl: 'weryfikacja-tozsamosci', en: 'identity-verification' },
  'listing-rules': { pl: 'zasady-ogloszen', en: 'listing-rules' },
  'owner-calendar': { pl: 'kalendarz-dostepnosci', en: 'availability-calendar' },
  messaging: { pl: 'wiadomosci', en: 'messaging' },
  reviews: { pl: 'opinie', en: 'reviews' },
  account: { pl: 'konto', en: 'account' },
  contact: { pl: 'kontakt', en: 'contact' },
};

/** The help centre's list page per language. */
export const HELP_BASE: Record<Language, string> = { pl: '/pomoc', en: '/help' };

export function articleSlug(id: HelpArticleId, lang: Language): string {
  return HELP_SLUGS[id][lang];
}

/** The article whose slug in `lang` is `slug`, or null. */
export function articleIdBySlug(lang: Language, slug: string): HelpArticleId | null {
  return HELP_ARTICLE_IDS.find((id) => HELP_SLUGS[id][lang] === slug) ?? null;
}

/** `/pomoc/{slug}` or `/help/{slug}`, with `#{section}` when given. */
export function helpArticlePath(id: HelpArticleId, lang: Language, section?: string | null): string {
  const path = `${HELP_BASE[lang]}/${articleSlug(id, lang)}`;
  return section ? `${path}#${section}` : path;
}

/** A help slug of either language in `lang` (the language switch's path): unchanged when it names no article. */
export function translatedHelpSlug(slug: string, lang: Language): string {
  const id = HELP_ARTICLE_IDS.find((a) => Object.values(HELP_SLUGS[a]).includes(slug.toLowerCase()));
  return id ? HELP_SLUGS[id][lang] : slug;
}
