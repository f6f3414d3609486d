import { z } from 'zod';

/**
 * The live channel's events (GET /api/events, docs/decisions/0028). Payloads carry ids and counts only: the client
 * refetches through the ordinary calls, so masking and access rules stay in one place.
 */
export const LIVE_EVENT_TYPES = ['message', 'read', 'conversation', 'notification', 'unread'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

const id = z.number().int().positive();
const count = z.number().int().min(0);

export const livePayloadSchemas = {
  /** A message was sent: to both participants (the sender's other tabs too). */
  message: z.object({ conversationId: id, messageId: id, senderId: id }),
  /** The reader read the conversation up to a message: to the other participant (their read ticks). */
  read: z.object({ conversationId: id, readerId: id, upToMessageId: id }),
  /** A conversation was created: to both participants. */
  conversation: z.object({ conversationId: id }),
  /** A notification was written: to its recipient. */
  notification: z.object({ notificationId: id }),
  /** The user's unread counts changed: the navbar badge is their sum. */
  unread: z.object({ notifications: count, messages: count }),
} satisfies Record<LiveEventType, z.ZodType>;

export type LivePayload<T extends LiveEventType> = z.infer<(typeof livePayloadSchemas)[T]>;

/** One event as the client receives it: `id` is the SSE id (live_events.id), resent as Last-Event-ID. */
export type LiveEvent = { [T in LiveEventType]: { id: number; type: T; payload: LivePayload<T> } }[LiveEventType];

/** The unread counts carried by `unread` (and by unreadCountsOf on the server). */
export type UnreadCounts = LivePayload<'unread'>;

/**
 * The last event of a stream the server ends on purpose (no id; not replayed): `replaced` when the account opened more
 * than its streams allow and this was the oldest, `session_ended` at logout. The tab then stops reconnecting: a replaced
 * one until it is looked at again, so that many open tabs do not take turns pushing each other out.
 */
export const STREAM_CLOSED_EVENT = 'closed';
export const STREAM_CLOSE_REASONS = ['replaced', 'session_ended'] as const;
export type StreamCloseReason = (typeof STREAM_CLOSE_REASONS)[number];

/** The stream's path; a first connection after a page load may pass `?lastEventId=` (EventSource cannot set headers). */
export const LIVE_EVENTS_PATH = '/api/events';

/** A Last-Event-ID (header, or `?lastEventId=`): a live_events id, 0 or more. */
export const lastEventIdSchema = z.coerce
  .number({ error: 'validation.invalidValue' })
  .int('validation.invalidValue')
  .min(0, 'validation.invalidValue')
  .max(Number.MAX_SAFE_INTEGER, 'validation.invalidValue');

/** GET /api/events query: the first connection after a page load passes what it last saw (EventSource sets no headers). */
export const liveEventsQuerySchema = z.object({ lastEventId: lastEventIdSchema.optional() });
