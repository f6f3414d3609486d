import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@/shared/constants/limits';
import { idParamSchema } from '@/shared/schemas/common';
import {
  conversationViewSchema,
  markReadResultSchema,
  messagesQuerySchema,
  messageViewSchema,
  sendMessageSchema,
  startConversationSchema,
  threadPageQuerySchema,
  unreadMessagesCountSchema,
} from '@/shared/schemas/messages';
import type { AppDeps } from '@/server/app-deps';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/lib/errors';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { unreadMessagesOf } from '@/server/realtime/unread';
import { contactDetailsVisible, findConversationFor, selectConversationViews, selectThreadPage } from './queries';
import { toConversationView, toMessageView } from './serialize';
import { markConversationRead, sendMessage, startConversation } from './service';

const messageListSchema = z.array(messageViewSchema);

/** One participant's view of one conversation (after a start), or 404. */
async function viewOf(db: Db, id: number, me: number, lang: Language) {
  const [row] = await selectConversationViews(db, me, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toConversationView(row, lang);
}

/**
 * Conversations and messages (spec 02 §3, §7; decision 0027). Only the two participants see or touch a conversation:
 * anyone else gets 404 and nothing changes. Contact details are masked in what is read, not in what is stored.
 */
export const messageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.post(
    '/api/conversations',
    {
      onRequest: authenticated,
      schema: {
        body: startConversationSchema,
        response: { 200: conversationViewSchema, 201: conversationViewSchema },
      },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const { id, created } = await startConversation(db, me.id, req.body, clock.now());
      return reply.status(created ? 201 : 200).send(await viewOf(db, id, me.id, req.lang));
    },
  );

  app.get(
    '/api/conversations',
    { onRequest: authenticated, schema: { response: { 200: z.array(conversationViewSchema) } } },
    async (req) => {
      const me = requireUser(req);
      return (await selectConversationViews(db, me.id)).map((row) => toConversationView(row, req.lang));
    },
  );

  app.get(
    '/api/conversations/unread-count',
    { onRequest: authenticated, schema: { response: { 200: unreadMessagesCountSchema } } },
    async (req) => unreadMessagesOf(db, requireUser(req).id),
  );

  /** A page of a thread, masked for its reader; the participant check and the read in one snapshot. */
  async function thread(me: number, lang: Language, q: { conversationId: number; before?: number; limit: number }) {
    return db.transaction(
      async (tx) => {
        if (!(await findConversationFor(tx, q.conversationId, me))) throw new AppError('NOT_FOUND');
        const visible = await contactDetailsVisible(tx, q.conversationId);
        return (await selectThreadPage(tx, q.conversationId, q)).map((m) => toMessageView(m, visible, lang));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  app.get(
    '/api/messages',
    { onRequest: authenticated, schema: { querystring: messagesQuerySchema, response: { 200: messageListSchema } } },
    async (req) => thread(requireUser(req).id, req.lang, req.query),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      onRequest: authenticated,
      schema: { params: idParamSchema, querystring: threadPageQuerySchema, response: { 200: messageListSchema } },
    },
    async (req) => thread(requireUser(req).id, req.lang, { conversationId: req.params.id, ...req.query }),
  );

  app.post(
    '/api/messages',
    { onRequest: authenticated, schema: { body: sendMessageSchema, response: { 201: messageViewSchema } } },
    async (req, reply) => {
      const me = requireUser(req);
      const message = await sendMessage(db, me.id, req.body, clock.now());
      // The sender reads their own message as the other party will, masked until a rental is confirmed.
      const visible = await contactDetailsVisible(db, message.conversationId);
      return reply.status(201).send(toMessageView(message, visible, req.lang));
    },
  );

  app.post(
    '/api/conversations/:id/read',
    { onRequest: authenticated, schema: { params: idParamSchema, response: { 200: markReadResultSchema } } },
    async (req) => ({ markedRead: await markConversationRead(db, requireUser(req).id, req.params.id, clock.now()) }),
  );
};
