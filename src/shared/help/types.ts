import type { Language } from '@/shared/constants/limits';

/**
 * The help centre's articles (issue 23 §1), written once per language with the same ids and sections in both. The
 * help pages render them, the FAQ shows its 12 entries from them, the chatbot answers from their sections. Every
 * figure in a text is interpolated from the shared constants (`${BOOKING_FEE_PERCENT}%`), never retyped.
 */
export const HELP_ARTICLE_IDS = [
  'how-renting-works',
  'fees',
  'cancellation',
  'flexibility',
  'deposit',
  'insurance',
  'payments',
  'phone-verification',
  'identity-verification',
  'listing-rules',
  'owner-calendar',
  'messaging',
  'reviews',
  'account',
  'contact',
] as const;
export type HelpArticleId = (typeof HELP_ARTICLE_IDS)[number];

export interface HelpSection {
  /** Stable and the same in both languages (kebab-case, English): the page's anchor, the chatbot's source. */
  id: string;
  heading: string;
  /** The page's paragraphs, plain text. */
  body: string[];
  /**
   * What the chatbot says when this section is the best match: one to three sentences that stand alone (they name
   * what they are about), with the section's figures.
   */
  answer: string;
  /** Words and phrasings users write for this section that its text lacks (colloquial, synonyms). Searched, not shown. */
  keywords: string[];
}

export interface HelpArticle {
  id: HelpArticleId;
  /** The article's path segment in this language: /pomoc/{slug} in Polish, /help/{slug} in English. */
  slug: string;
  title: string;
  /** One sentence: the help list's line and the page's meta description. */
  summary: string;
  sections: HelpSection[];
}

/** The FAQ's ids in display order (spec 01 §9: 12 entries). */
export const FAQ_IDS = [
  'howItWorks',
  'account',
  'payments',
  'bookingFee',
  'deposit',
  'insurance',
  'cancellation',
  'verification',
  'contactOwner',
  'listItem',
  'ownerEarnings',
  'damage',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

export interface FaqEntry {
  id: FaqId;
  question: string;
  answer: string;
  /** Where the FAQ's answer is told in full. */
  article: HelpArticleId;
  section: string | null;
}

export interface HelpContent {
  lang: Language;
  /** In HELP_ARTICLE_IDS order. */
  articles: HelpArticle[];
  /** In FAQ_IDS order. */
  faq: FaqEntry[];
}
