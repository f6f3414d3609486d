import { CONTACT_REPLY_HOURS, type Language } from '@/shared/constants/limits';
import { ROUTES } from '@/shared/constants/routes';
import { articleIdBySlug, helpArticlePath, helpContent, withSupportEmail } from '@/shared/help/help';
import type { HelpArticleId, HelpContent } from '@/shared/help/types';
import type { ChatbotHistoryMessage, ChatbotLink } from '@/shared/schemas/chatbot';
import { computeKindOf, computePrice, computeRefund, readSlots, type ComputeKind } from './compute';
import {
  asksHowItWorks,
  hasOffTopicSubject,
  isInjection,
  looksLikeFollowUp,
  namesOtherCompany,
  smallTalkOf,
  userDataTopicOf,
} from './intents';
import { normalizeText } from './normalize';
import { buildSectionIndex, type Hit, type SectionDoc, type SectionIndex } from './retrieval';
import { ENGINE_TEXTS } from './texts';
import type { EngineInput, EngineResult, HelpEngine, RetrievedPassage } from './types';
import { domainVocabularyOf } from './vocabulary';

const DEFAULT_SUPPORT_EMAIL = 'pomoc@wypozyczalnia.pl';

/**
 * Below this confidence the engine hands off rather than answer (tuned on `npm run bench:chatbot`): a wrong policy is
 * worse than "write to us".
 */
export const ANSWER_THRESHOLD = 0.5;
/** The best section's score per searched stem that counts as a full match (BM25 with the field boosts of retrieval.ts). */
const FULL_SCORE_PER_STEM = 12;
/** A follow-up's previous question weighs this much beside the follow-up itself (each normalised by its best score). */
const PREVIOUS_QUESTION_WEIGHT = 0.3;
/** ... and a section of the article the previous answer linked gets this much more. */
const PREVIOUS_ARTICLE_BONUS = 0.05;
/** A question this short (in searched stems) may lean on the previous one even without "a"/"and". */
const SHORT_QUESTION_STEMS = 4;
/** Among near ties, an article's earlier (more general) section wins: its score is cut by this much per position. */
const SECTION_POSITION_DISCOUNT = 0.015;

interface Ranked {
  hit: Hit;
  score: number;
}

/** The default engine (issue 23 §2): built once at start, answers in memory with no network. */
export function createHelpEngine(
  options: { supportEmail?: string; content?: Record<Language, HelpContent> } = {},
): HelpEngine {
  const supportEmail = options.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  const indexes: Record<Language, SectionIndex> = {
    pl: buildSectionIndex(options.content?.pl ?? helpContent('pl')),
    en: buildSectionIndex(options.content?.en ?? helpContent('en')),
  };
  const sectionPosition = new Map<string, number>();
  for (const index of Object.values(indexes)) {
    for (const doc of index.docs.values()) {
      sectionPosition.set(doc.id, [...index.docs.values()].filter((d) => d.article === doc.article).indexOf(doc));
    }
  }

  const contactPath = (lang: Language) => (lang === 'pl' ? ROUTES.contact[1] : ROUTES.contact[0]);

  function plain(kind: 'refusal' | 'smalltalk', text: string): EngineResult {
    return { kind, text, links: [], article: null, passages: [], confidence: 1 };
  }

  function handoff(lang: Language, passages: RetrievedPassage[], confidence: number): EngineResult {
    const t = ENGINE_TEXTS[lang];
    const link: ChatbotLink = { label: t.contactLabel, href: contactPath(lang) };
    return {
      kind: 'handoff',
      text: t.handoff(`[${link.label}](${link.href})`, supportEmail, CONTACT_REPLY_HOURS),
      links: [link],
      article: null,
      passages,
      confidence,
    };
  }

  function passageOf(ranked: Ranked): RetrievedPassage {
    const { doc } = ranked.hit;
    return {
      article: doc.article,
      section: doc.section,
      title: `${doc.title}: ${doc.heading}`,
      text: withSupportEmail(doc.body, supportEmail),
      answer: withSupportEmail(doc.answer, supportEmail),
      href: doc.href,
      score: ranked.score,
    };
  }

  /** The link to an article (its section when the content has it) for a computation. */
  function articleLink(
    lang: Language,
    article: HelpArticleId,
    section: string,
  ): { link: ChatbotLink; section: string | null } {
    const content = options.content?.[lang] ?? helpContent(lang);
    const found = content.articles.find((a) => a.id === article);
    const has = found?.sections.some((s) => s.id === section) ?? false;
    return {
      link: { label: found?.title ?? article, href: helpArticlePath(article, lang, has ? section : null) },
      section: has ? section : null,
    };
  }

  function computation(lang: Language, message: string, history: ChatbotHistoryMessage[]): EngineResult | null {
    let slots = readSlots(message);
    let kind: ComputeKind | null = computeKindOf(message, slots);
    const previous = previousUserMessage(history);
    if (previous && (kind === null || looksLikeFollowUp(normalizeText(message)))) {
      const previousSlots = readSlots(previous);
      const previousKind = computeKindOf(previous, previousSlots);
      const saysSomething = Object.keys(slots).length > 0;
      if (previousKind && saysSomething && (kind === null || kind === previousKind)) {
        kind = previousKind;
        slots = { ...previousSlots, ...slots };
      }
    }
    if (!kind) return null;
    const text = kind === 'price' ? computePrice(slots, lang) : computeRefund(slots, lang);
    if (!text) return null;
    const { link, section } =
      kind === 'price'
        ? articleLink(lang, 'fees', 'total-computation')
        : articleLink(lang, 'cancellation', slots.ownerCancels ? 'owner-cancels' : 'terms-overview');
    return {
      kind: 'computation',
      text: `${text}\n\n${ENGINE_TEXTS[lang].seeArticle} [${link.label}](${link.href})`,
      links: [link],
      article: { id: kind === 'price' ? 'fees' : 'cancellation', section },
      passages: [],
      confidence: 1,
    };
  }

  /** The sections for a question, best first, with the follow-up's context weighed in; and the confidence. */
  function retrieve(
    lang: Language,
    message: string,
    history: ChatbotHistoryMessage[],
  ): { ranked: Ranked[]; confidence: number } {
    const index = indexes[lang];
    const stems = index.stems(message);
    const hits = index.search(message);
    const top = hits[0]?.score ?? 0;
    const scores = new Map<string, Ranked>();
    for (const hit of hits) scores.set(hit.doc.id, { hit, score: hit.score / top });

    const previous = previousUserMessage(history);
    const followUp = previous && (looksLikeFollowUp(normalizeText(message)) || stems.length <= SHORT_QUESTION_STEMS);
    if (followUp) {
      const previousArticle = previousAnswerArticle(lang, history);
      const previousHits = index.search(previous);
      const previousTop = previousHits[0]?.score ?? 0;
      for (const hit of previousHits) {
        const ranked = scores.get(hit.doc.id) ?? { hit: { ...hit, score: 0, matched: 0 }, score: 0 };
        ranked.score += (PREVIOUS_QUESTION_WEIGHT * hit.score) / previousTop;
        scores.set(hit.doc.id, ranked);
      }
      if (previousArticle) {
        for (const ranked of scores.values()) {
          if (ranked.hit.doc.article === previousArticle && ranked.hit.score > 0)
            ranked.score += PREVIOUS_ARTICLE_BONUS;
        }
      }
    }
    for (const ranked of scores.values()) {
      ranked.score *= 1 - SECTION_POSITION_DISCOUNT * (sectionPosition.get(ranked.hit.doc.id) ?? 0);
    }
    const ranked = [...scores.values()].sort((a, b) => b.score - a.score);
    const best = ranked[0];
    // The best section's own match to this question: its score per stem, times the share of the stems it matched
    // (a typo's fuzzy match adds to the score, not to the share: "dostawa" is not "dostanę").
    const confidence = best
      ? Math.min(1, best.hit.score / (FULL_SCORE_PER_STEM * Math.max(1, stems.length))) *
        (followUp ? 1 : best.hit.matched / Math.max(1, stems.length))
      : 0;
    return { ranked, confidence: followUp && best ? Math.max(confidence, followUpConfidence(best)) : confidence };
  }

  function articleAnswer(lang: Language, ranked: Ranked[], confidence: number): EngineResult {
    const best = ranked[0].hit.doc;
    const link: ChatbotLink = { label: best.title, href: best.href };
    return {
      kind: 'article',
      text: `${withSupportEmail(best.answer, supportEmail)}\n\n${ENGINE_TEXTS[lang].seeArticle} [${link.label}](${link.href})`,
      links: [link],
      article: { id: best.article, section: best.section },
      passages: ranked.slice(0, 3).map((r) => passageOf(r)),
      confidence,
    };
  }

  /** The section the FAQ's "how it works" entry points to (or the how-renting-works article's first). */
  function overviewSection(lang: Language): SectionDoc | undefined {
    const content = options.content?.[lang] ?? helpContent(lang);
    const entry = content.faq.find((f) => f.id === 'howItWorks');
    const docs = indexes[lang].docs;
    const article = entry?.article ?? 'how-renting-works';
    return (
      (entry?.section ? docs.get(`${article}#${entry.section}`) : undefined) ??
      [...docs.values()].find((d) => d.article === article)
    );
  }

  /** An instruction to the bot: declined, unless a real help question comes with it (answered from the content only). */
  function injection(lang: Language, message: string): EngineResult {
    const rest = message
      .split(/[.!?;\n]+|,\s*(?=(?:a|i|and|but|ale|then|potem)\b)/i)
      .filter((part) => !isInjection(normalizeText(part)) && domainVocabularyOf(normalizeText(part)).words);
    if (rest.length > 0) {
      const { ranked, confidence } = retrieve(lang, rest.join(' '), []);
      if (ranked.length > 0 && confidence >= ANSWER_THRESHOLD) return articleAnswer(lang, ranked, confidence);
    }
    return plain('refusal', ENGINE_TEXTS[lang].injection);
  }

  return {
    answer({ message, language: lang, history }: EngineInput): EngineResult {
      const t = ENGINE_TEXTS[lang];
      const normal = normalizeText(message);
      if (!normal) return handoff(lang, [], 0);
      if (isInjection(normal)) return injection(lang, message);
      if (namesOtherCompany(normal)) return plain('refusal', t.refusal);

      const smallTalk = smallTalkOf(normal);
      if (smallTalk) return plain('smalltalk', t[smallTalk]);

      if (asksHowItWorks(normal)) {
        const overview = overviewSection(lang);
        if (overview) return articleAnswer(lang, [{ hit: { doc: overview, score: 1, matched: 1 }, score: 1 }], 1);
      }

      const computed = computation(lang, message, history);
      if (computed) return computed;

      const topic = userDataTopicOf(normal);
      if (topic) return { kind: 'user-data', topic };

      const vocabulary = domainVocabularyOf(normal);
      if (hasOffTopicSubject(normal) && !vocabulary.words) return plain('refusal', t.refusal);

      const { ranked, confidence } = retrieve(lang, message, history);
      const passages = ranked.slice(0, 3).map((r) => passageOf(r));
      // Refused only with something to judge: a question of stop words alone ("co?") is handed off.
      const searched = indexes[lang].stems(message).length > 0;
      if (searched && !vocabulary.words && !vocabulary.city && confidence < ANSWER_THRESHOLD) {
        return plain('refusal', t.refusal);
      }
      if (ranked.length === 0 || confidence < ANSWER_THRESHOLD) return handoff(lang, passages, confidence);
      return articleAnswer(lang, ranked, confidence);
    },
  };
}

/** A follow-up leans on the question before it: its confidence is the combined score's share of a full match. */
function followUpConfidence(best: Ranked): number {
  return Math.min(1, best.score / (1 + PREVIOUS_QUESTION_WEIGHT));
}

function previousUserMessage(history: ChatbotHistoryMessage[]): string | null {
  for (let i = history.length - 1; i >= 0; i--) if (history[i].role === 'user') return history[i].content;
  return null;
}

/** The article the last answer linked to (its Markdown link to /pomoc/{slug} or /help/{slug}). */
function previousAnswerArticle(lang: Language, history: ChatbotHistoryMessage[]): HelpArticleId | null {
  for (let i = history.length - 1; i >= 0; i--) {
    if (history[i].role !== 'assistant') continue;
    const m = /\]\(\/(?:pomoc|help)\/([a-z0-9-]+)/.exec(history[i].content);
    return m ? articleIdBySlug(lang, m[1]) : null;
  }
  return null;
}
