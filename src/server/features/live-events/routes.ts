import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lastEventIdSchema, LIVE_EVENTS_PATH, liveEventsQuerySchema } from '@/shared/schemas/live-events';
import type { Db } from '@/server/db/client';
import { authenticated, requireUser, SESSION_COOKIE } from '@/server/features/auth/public';
import { AppError } from '@/server/lib/errors';
import type { LiveHub } from '@/server/realtime/hub';
import { openLiveStream } from '@/server/realtime/stream';

/** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT_MS = 25_000;

export interface LiveRoutesOptions {
  db: Db;
  hub: LiveHub;
  heartbeatMs?: number;
}

/** The Last-Event-ID header wins over the query (the browser's own reconnect sends the header). */
function lastEventIdOf(header: string | string[] | undefined, query: number | undefined): number | undefined {
  if (header === undefined) return query;
  const parsed = lastEventIdSchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { 'last-event-id': 'validation.invalidValue' });
  return parsed.data;
}

/**
 * GET /api/events (docs/decisions/0028): the signed-in user's live events as Server-Sent Events, one stream per tab.
 * The hub listens from the app's start to its close; open streams are ended before the server closes (preClose),
 * so a shutdown never waits for them.
 */
export const liveEventRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, opts) => {
  const { db, hub } = opts;
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
  app.addHook('onClose', () => hub.stop());

  app.get(
    LIVE_EVENTS_PATH,
    {
      onRequest: authenticated,
      schema: {
        description:
          'The signed-in user’s live events as Server-Sent Events: `retry:`, then events `id: <n>`, ' +
          '`event: <type>`, `data: <json>` (src/shared/schemas/live-events.ts), and a comment line as heartbeat. ' +
          'A reconnect with Last-Event-ID (or ?lastEventId=) first receives the events after that id.',
        querystring: liveEventsQuerySchema,
        produces: ['text/event-stream'],
        response: {
          200: z.string(),
        },
      },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const lastEventId = lastEventIdOf(req.headers['last-event-id'], req.query.lastEventId);
      await openLiveStream(reply, {
        hub,
        db,
        userId: me.id,
        lastEventId,
        heartbeatMs,
        session: req.cookies[SESSION_COOKIE] ?? '',
        log: req.log,
      });
    },
  );
};
