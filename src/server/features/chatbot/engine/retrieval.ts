import MiniSearch from 'minisearch';
import type { Language } from '@/shared/constants/limits';
import { helpArticlePath } from '@/shared/help/paths';
import type { HelpArticleId, HelpContent } from '@/shared/help/types';
import { wordsOf } from './normalize';
import { stemWord } from './stem';
import { isStopWord } from './vocabulary';

/** One help section as indexed: the chatbot's unit of answer. */
export interface SectionDoc {
  id: string;
  article: HelpArticleId;
  section: string;
  title: string;
  heading: string;
  body: string;
  answer: string;
  keywords: string;
  href: string;
}

export interface Hit {
  doc: SectionDoc;
  score: number;
  /** How many of the query's distinct stems the section matched as they are or as a prefix (not by a typo's edit). */
  matched: number;
}

/** Field boosts: a section's heading, short answer and keywords say what it is about; its body also what it mentions. */
const BOOST = { title: 1.2, heading: 2, answer: 1.5, keywords: 2, body: 1 };

/** The search over one language's help sections (issue 23 §2), built once. */
export interface SectionIndex {
  /** Distinct searched stems of a text (what the index compares). */
  stems(text: string): string[];
  search(text: string): Hit[];
  docs: Map<string, SectionDoc>;
}

export function buildSectionIndex(content: HelpContent): SectionIndex {
  const lang: Language = content.lang;
  const processTerm = (word: string): string | null => (isStopWord(word, lang) ? null : stemWord(word, lang));
  const vocabulary = new Set<string>();
  const indexTerm = (word: string): string | null => {
    const term = processTerm(word);
    if (term) vocabulary.add(term);
    return term;
  };
  /**
   * A Polish verb's perfective prefix hides its stem ("skontaktować" is "kontakt", "zarezerwować" "rezerw"): a searched
   * stem is also searched without one when the rest is a stem the help uses.
   */
  const queryTerms = (word: string): string[] => {
    // A bare number (a phone number, an amount) names no section; the computations read figures on their own.
    if (/^\d+$/.test(word)) return [];
    const term = processTerm(word);
    if (!term) return [];
    const bare = lang === 'pl' ? /^(prze|roz|wy|za|ze|po|od|do|na|s|z|u)(.{4,})$/.exec(term)?.[2] : undefined;
    return bare && vocabulary.has(bare) ? [term, bare] : [term];
  };
  const index = new MiniSearch<SectionDoc>({
    fields: ['title', 'heading', 'body', 'answer', 'keywords'],
    tokenize: (text) => wordsOf(text),
    processTerm: indexTerm,
    searchOptions: {
      processTerm: queryTerms,
      boost: BOOST,
      combineWith: 'OR',
      // Typos: one edit in five letters, on the stem; prefixes for long stems ("weryfik" finds "weryfikacyjn").
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
      weights: { fuzzy: 0.4, prefix: 0.6 },
    },
  });

  const faqBySection = new Map<string, string[]>();
  for (const entry of content.faq) {
    const key = `${entry.article}#${entry.section ?? ''}`;
    faqBySection.set(key, [...(faqBySection.get(key) ?? []), entry.question]);
  }

  const docs = new Map<string, SectionDoc>();
  for (const article of content.articles) {
    for (const section of article.sections) {
      const id = `${article.id}#${section.id}`;
      const doc: SectionDoc = {
        id,
        article: article.id,
        section: section.id,
        title: article.title,
        heading: section.heading,
        body: section.body.join(' '),
        answer: section.answer,
        // The FAQ's question for the section is one more way users ask it.
        keywords: [...section.keywords, ...(faqBySection.get(id) ?? [])].join(' '),
        href: helpArticlePath(article.id, lang, section.id),
      };
      docs.set(id, doc);
    }
  }
  index.addAll([...docs.values()]);

  /** Each searched word's stems (the stem, and the stem without a perfective prefix), one group per distinct word. */
  const stemGroups = (text: string): string[][] => {
    const groups = new Map<string, string[]>();
    for (const word of wordsOf(text)) {
      const terms = queryTerms(word);
      if (terms.length > 0) groups.set(terms[0], terms);
    }
    return [...groups.values()];
  };

  return {
    docs,
    stems: (text) => stemGroups(text).map((g) => g[0]),
    search(text) {
      const groups = stemGroups(text);
      return index.search(text).map((r) => {
        const found = Object.keys(r.match);
        return {
          doc: docs.get(String(r.id))!,
          score: r.score,
          matched: groups.filter((g) => g.some((q) => found.some((t) => t === q || (q.length >= 5 && t.startsWith(q)))))
            .length,
        };
      });
    },
  };
}
