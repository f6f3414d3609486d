import { and, desc, gt, sql } from 'drizzle-orm';
import type { Language } from '@/shared/constants/limits';
import { maskContactDetails } from '@/shared/domain/contact-masking';
import type { ChatbotAnswerKind, ChatbotUnanswered } from '@/shared/schemas/chatbot';
import type { DbOrTx } from '@/server/db/client';
import { chatbotQuestions, type CHATBOT_ENGINES } from '@/server/db/tables';

/** What stands in the log for anything personal the question held. */
export const MASK = '[…]';
/** Six digits or more, spaces or dashes between them allowed: an ID number, an account, a card, an order number. */
const LONG_DIGITS = /\d(?:[ -]?\d){5,}/g;

/**
 * A text as the log keeps it: e-mail addresses, phone numbers, links and messenger handles (the marketplace's one
 * contact rule, shared/domain/contact-masking.ts) and any long run of digits masked.
 */
export function maskForLog(text: string): string {
  return maskContactDetails(text, MASK).replace(LONG_DIGITS, MASK);
}

export interface LoggedQuestion {
  askedAt: Date;
  question: string;
  language: Language;
  kind: ChatbotAnswerKind;
  article: { id: string; section: string | null } | null;
  engine: (typeof CHATBOT_ENGINES)[number];
  latencyMs: number;
  /** The answer given; null for an answer about the asker's own data, which is never kept. */
  answer: string | null;
}

/** Writes one question and what became of it, masked; never who asked, from where, or their data. */
export async function logQuestion(db: DbOrTx, q: LoggedQuestion): Promise<void> {
  await db.insert(chatbotQuestions).values({
    askedAt: q.askedAt,
    question: maskForLog(q.question),
    language: q.language,
    kind: q.kind,
    articleId: q.article?.id ?? null,
    section: q.article?.section ?? null,
    handedOff: q.kind === 'handoff',
    engine: q.engine,
    latencyMs: Math.max(0, Math.round(q.latencyMs)),
    answer: q.answer === null ? null : maskForLog(q.answer),
  });
}

/** How far back the admin's list of unanswered questions looks. */
export const UNANSWERED_DAYS = 30;
/** The list's length: the most recently asked groups. */
const UNANSWERED_LIMIT = 200;

/**
 * The questions the bot handed off in the last 30 days, grouped by their text (case and surrounding spaces aside) and
 * language, most recently asked first, with how many questions were asked and handed off over the same days.
 */
export async function unansweredQuestions(db: DbOrTx, now: Date): Promise<ChatbotUnanswered> {
  const since = new Date(now.getTime() - UNANSWERED_DAYS * 24 * 3600 * 1000);
  const recent = gt(chatbotQuestions.askedAt, since);
  const text = sql`lower(${chatbotQuestions.question})`;
  const lastAskedAt = sql<Date>`max(${chatbotQuestions.askedAt})`;
  const groups = await db
    .select({
      // The newest spelling of the group.
      question: sql<string>`(array_agg(${chatbotQuestions.question} ORDER BY ${chatbotQuestions.askedAt} DESC))[1]`,
      language: chatbotQuestions.language,
      times: sql<number>`count(*)::int`,
      lastAskedAt: sql<string>`to_json(${lastAskedAt})#>>'{}'`,
    })
    .from(chatbotQuestions)
    .where(and(recent, sql`${chatbotQuestions.handedOff}`))
    .groupBy(text, chatbotQuestions.language)
    .orderBy(desc(lastAskedAt))
    .limit(UNANSWERED_LIMIT);
  const [totals] = await db
    .select({
      asked: sql<number>`count(*)::int`,
      handedOff: sql<number>`(count(*) FILTER (WHERE ${chatbotQuestions.handedOff}))::int`,
    })
    .from(chatbotQuestions)
    .where(recent);
  return {
    questions: groups.map((g) => ({ ...g, lastAskedAt: new Date(g.lastAskedAt).toISOString() })),
    totals,
  };
}
