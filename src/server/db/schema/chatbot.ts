import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CHATBOT_ANSWER_KINDS } from '@/shared/schemas/chatbot';
import { languageEnum } from './users';

export const chatbotAnswerKindEnum = pgEnum('chatbot_answer_kind', CHATBOT_ANSWER_KINDS);
/** What wrote the answer: the retrieval over the help content, or the optional language model from its passages. */
export const CHATBOT_ENGINES = ['retrieval', 'llm'] as const;
export const chatbotEngineEnum = pgEnum('chatbot_engine', CHATBOT_ENGINES);

/**
 * Every question the help chatbot was asked and what it made of it (issue 23 §2), so that the help content can be
 * improved: the admin lists the questions it handed off. Nothing here names a person: the question's contact details,
 * long digit runs and links are masked before it is written, and there is no user id, no address, and no answer to a
 * question about the asker's own data.
 */
export const chatbotQuestions = pgTable(
  'chatbot_questions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    askedAt: timestamp({ withTimezone: true }).notNull(),
    /** The question as asked, trimmed, personal details masked. */
    question: text().notNull(),
    language: languageEnum().notNull(),
    kind: chatbotAnswerKindEnum().notNull(),
    /** The help article (and its section) the answer came from, if any. */
    articleId: text(),
    section: text(),
    /** The bot did not know and sent the asker to the contact form and the support e-mail. */
    handedOff: boolean().notNull(),
    engine: chatbotEngineEnum().notNull(),
    latencyMs: integer().notNull(),
    /** The answer given, masked like the question; null for the asker's own data (and a sign-in request). */
    answer: text(),
  },
  (t) => [
    index('chatbot_questions_asked_idx').on(t.askedAt),
    // The admin's list: the handed-off questions of the last 30 days.
    index('chatbot_questions_handed_off_idx')
      .on(t.askedAt)
      .where(sql`${t.handedOff}`),
  ],
);
