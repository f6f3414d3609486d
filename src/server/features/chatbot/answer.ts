import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@/shared/constants/limits';
import { todayIso } from '@/shared/domain/dates';
import type { ChatbotHistoryMessage, ChatbotResponse } from '@/shared/schemas/chatbot';
import type { LlmClient } from '@/server/adapters/llm/llm';
import type { AppDeps } from '@/server/app-deps';
import type { CHATBOT_ENGINES } from '@/server/db/tables';
import type { HelpEngine } from './engine/types';
import { modelAnswer } from './llm-answer';
import { logQuestion } from './question-log';
import { pathIn, TEXTS } from './texts';
import { userDataAnswer } from './user-data';

export interface ChatbotParts extends Pick<AppDeps, 'db' | 'clock' | 'config'> {
  engine: HelpEngine;
  /** The optional language model; null answers by retrieval alone. */
  llm: LlmClient | null;
}

interface Outcome extends Omit<ChatbotResponse, 'timestamp'> {
  engine: (typeof CHATBOT_ENGINES)[number];
  /** What the log may keep of the answer: nothing of the asker's own data. */
  logged: string | null;
}

/** The engine's answer, the asker's own data in its place, or the model's checked rewording of it. */
async function compose(
  parts: ChatbotParts,
  q: { message: string; language: Language; history: ChatbotHistoryMessage[]; userId: number | null },
  log: FastifyBaseLogger,
): Promise<Outcome> {
  const t = TEXTS[q.language];
  const result = parts.engine.answer({ message: q.message, language: q.language, history: q.history });
  if (result.kind === 'user-data') {
    if (q.userId === null) {
      const href = pathIn(q.language, 'login');
      return {
        kind: 'login-required',
        response: t.loginRequired(result.topic, href),
        links: [{ label: t.loginLabel, href }],
        article: null,
        engine: 'retrieval',
        logged: null,
      };
    }
    const own = await userDataAnswer(parts.db, {
      userId: q.userId,
      topic: result.topic,
      lang: q.language,
      today: todayIso(parts.clock.now()),
    });
    // The user's own rentals never go to the model: it may be another company's service.
    return {
      kind: 'user-data',
      response: own.text,
      links: own.links,
      article: null,
      engine: 'retrieval',
      logged: null,
    };
  }
  const retrieval: Outcome = {
    kind: result.kind,
    response: result.text,
    links: result.links,
    article: result.article,
    engine: 'retrieval',
    logged: result.text,
  };
  // Only an article answer is reworded: a computation is the shared rule's own figure, and a hand-off, a refusal or
  // small talk has nothing the model could say better without straying.
  if (!parts.llm || result.kind !== 'article' || !result.passages.length) return retrieval;
  try {
    const checked = await modelAnswer(parts.llm, {
      question: q.message,
      lang: q.language,
      passages: result.passages,
      links: result.links,
    });
    if (checked.ok) return { ...retrieval, response: checked.text, engine: 'llm', logged: checked.text };
    log.info({ reason: checked.reason }, 'chatbot: the model’s answer failed its check; retrieval answer used');
  } catch (err) {
    log.warn({ err }, 'chatbot: the model failed or timed out; retrieval answer used');
  }
  return retrieval;
}

/**
 * POST /api/chatbot's answer (issue 23 §2): the engine's, the asker's own data, or the model's; when anything fails,
 * the spec's apology with the support e-mail (spec 02 §8), never a 500. Every question is logged without personal data;
 * a log that cannot be written costs the log, not the answer.
 */
export async function answerQuestion(
  parts: ChatbotParts,
  q: { message: string; language: Language; history: ChatbotHistoryMessage[]; userId: number | null },
  log: FastifyBaseLogger,
): Promise<ChatbotResponse> {
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = await compose(parts, q, log);
  } catch (err) {
    log.error({ err }, 'chatbot: no answer; apology sent');
    outcome = {
      kind: 'error',
      response: TEXTS[q.language].error(parts.config.SUPPORT_EMAIL),
      links: [],
      article: null,
      engine: 'retrieval',
      logged: null,
    };
  }
  const now = parts.clock.now();
  try {
    await logQuestion(parts.db, {
      askedAt: now,
      question: q.message,
      language: q.language,
      kind: outcome.kind,
      article: outcome.article,
      engine: outcome.engine,
      latencyMs: performance.now() - started,
      answer: outcome.logged,
    });
  } catch (err) {
    log.warn({ err }, 'chatbot: question not logged');
  }
  const { engine: _engine, logged: _logged, ...answer } = outcome;
  return { ...answer, timestamp: now.toISOString() };
}
