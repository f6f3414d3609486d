import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHATBOT_RATE_PER_ADDRESS, CHATBOT_RATE_PER_SESSION, CHATBOT_RATE_WINDOW_MS } from '@/shared/constants/chatbot';
import { LANGUAGES, type Language } from '@/shared/constants/limits';
import { chatbotRequestSchema, chatbotResponseSchema, chatbotUnansweredSchema } from '@/shared/schemas/chatbot';
import { createLlm } from '@/server/adapters/llm/create-llm';
import type { LlmClient } from '@/server/adapters/llm/llm';
import type { AppDeps } from '@/server/app-deps';
import { authenticated, requireAdmin } from '@/server/features/auth/public';
import { addressKey } from '@/server/lib/address-key';
import { consumeRateLimit, type RateLimitRule } from '@/server/limits/rate-limit';
import { answerQuestion } from './answer';
import { createHelpEngine } from './engine/engine';
import type { HelpEngine } from './engine/types';
import { unansweredQuestions } from './question-log';

export interface ChatbotRouteOptions extends Pick<AppDeps, 'db' | 'config' | 'clock'> {
  /** The help engine; by default the retrieval over the help content, built once here. */
  engine?: HelpEngine;
  /** The language model; by default the configured one (LLM_*), or none. */
  llm?: LlmClient | null;
}

const isLanguage = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);

/** The help chatbot (issue 23 §2, spec 02 §7) and the admin's list of the questions it could not answer. */
export const chatbotRoutes: FastifyPluginAsyncZod<ChatbotRouteOptions> = async (app, opts) => {
  const { db, config, clock } = opts;
  const parts = {
    db,
    config,
    clock,
    engine: opts.engine ?? createHelpEngine({ supportEmail: config.SUPPORT_EMAIL }),
    llm: opts.llm === undefined ? createLlm(config) : opts.llm,
  };

  app.post(
    '/api/chatbot',
    {
      // Counted before the body is read: a flood of malformed questions costs its senders their budget too. A signed-in
      // asker is counted per account (all their sessions share one budget), everyone per address (IPv6: per /64).
      onRequest: async (req) => {
        const rules: RateLimitRule[] = [
          {
            key: `chatbot:address:${addressKey(req.ip)}`,
            limit: CHATBOT_RATE_PER_ADDRESS,
            windowMs: CHATBOT_RATE_WINDOW_MS,
          },
        ];
        if (req.user)
          rules.push({
            key: `chatbot:user:${req.user.id}`,
            limit: CHATBOT_RATE_PER_SESSION,
            windowMs: CHATBOT_RATE_WINDOW_MS,
          });
        await consumeRateLimit(db, rules, 'chatbot', clock.now());
      },
      // The chat's language is the question's: a malformed question is refused in it (Accept-Language otherwise).
      preValidation: async (req) => {
        const language = (req.body as { language?: unknown } | undefined)?.language;
        if (isLanguage(language)) req.lang = language;
      },
      schema: { body: chatbotRequestSchema, response: { 200: chatbotResponseSchema } },
    },
    async (req) =>
      answerQuestion(
        parts,
        {
          message: req.body.message,
          language: req.body.language,
          history: req.body.conversationHistory,
          userId: req.user?.id ?? null,
        },
        req.log,
      ),
  );

  app.get(
    '/api/admin/chatbot/unanswered',
    { onRequest: [authenticated, requireAdmin], schema: { response: { 200: chatbotUnansweredSchema } } },
    async () => unansweredQuestions(db, clock.now()),
  );
};
