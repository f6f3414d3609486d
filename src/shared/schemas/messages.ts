import { z } from 'zod';
import { RENTAL_STATUSES } from '@/shared/domain/rental-status';
import { positiveInt4 } from './common';

/** The longest message content, after trimming (issue 11 §1). */
export const MESSAGE_MAX_LENGTH = 2000;
/** GET …/messages answers this many when no limit is asked, and at most MESSAGES_MAX_LIMIT. */
export const MESSAGES_DEFAULT_LIMIT = 50;
export const MESSAGES_MAX_LIMIT = 100;

/** A participant of a conversation as the other one sees them: public fields only (null once the account is deleted). */
export const publicPersonSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  profilePhotoUrl: z.string().nullable(),
});
export type PublicPerson = z.infer<typeof publicPersonSchema>;

/**
 * POST /api/conversations: `{ itemId }` (the renter is the caller) or `{ rentalId }` (either party of the rental opens
 * the conversation of that rental's item and renter). Exactly one of the two.
 */
export const startConversationSchema = z
  .object({ itemId: positiveInt4().optional(), rentalId: positiveInt4().optional() })
  .refine((v) => (v.itemId === undefined) !== (v.rentalId === undefined), {
    path: ['itemId'],
    message: 'validation.itemOrRental',
  });
export type StartConversationInput = z.input<typeof startConversationSchema>;

/** GET /api/conversations items, and the answer of POST /api/conversations. */
export const conversationViewSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  ownerId: z.number(),
  renterId: z.number(),
  createdAt: z.string(),
  owner: publicPersonSchema,
  renter: publicPersonSchema,
  item: z.object({ id: z.number(), name: z.string(), imageUrl: z.string().nullable(), deleted: z.boolean() }),
  /** Masked for the reader like MessageView.content. */
  lastMessage: z.string().nullable(),
  /** ISO; null when no message has been sent yet. */
  lastMessageAt: z.string().nullable(),
  /** Messages the caller received and has not read. */
  unreadCount: z.number().int().min(0),
  /** The newest rental of this item between the two, if any. */
  rental: z
    .object({ id: z.number(), startDate: z.string(), endDate: z.string(), status: z.enum(RENTAL_STATUSES) })
    .nullable(),
  /** True once a rental of the item between the two is confirmed (confirmed, active or completed): nothing masked. */
  contactDetailsVisible: z.boolean(),
});
export type ConversationView = z.infer<typeof conversationViewSchema>;

/** A message as its reader gets it: `content` masked until contact details are visible. */
export const messageViewSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  senderId: z.number(),
  content: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `before` and `limit` of a thread's page: without `before` the newest `limit`, with it the `limit` before that id. */
const threadPageShape = {
  before: z.preprocess(emptyToUndefined, positiveInt4().optional()),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'validation.invalidValue' })
      .int('validation.invalidValue')
      .min(1, 'validation.invalidValue')
      .max(MESSAGES_MAX_LIMIT, 'validation.invalidValue')
      .default(MESSAGES_DEFAULT_LIMIT),
  ),
};

/** GET /api/conversations/{id}/messages?before&limit */
export const threadPageQuerySchema = z.object(threadPageShape);
/** GET /api/messages?conversationId&before&limit */
export const messagesQuerySchema = z.object({ conversationId: positiveInt4(), ...threadPageShape });
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

/** POST /api/messages: content trimmed, required, at most MESSAGE_MAX_LENGTH characters. */
export const sendMessageSchema = z.object({
  conversationId: positiveInt4(),
  content: z
    .string({ error: 'validation.messageRequired' })
    .trim()
    .min(1, 'validation.messageRequired')
    .max(MESSAGE_MAX_LENGTH, 'validation.messageTooLong'),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** POST /api/conversations/{id}/read */
export const markReadResultSchema = z.object({ markedRead: z.number().int().min(0) });

/** GET /api/conversations/unread-count answers a bare JSON number, like the notifications' count. */
export const unreadMessagesCountSchema = z.number().int().min(0);
