import type { FastifyReply } from 'fastify';
import { STREAM_CLOSED_EVENT, type StreamCloseReason } from '@/shared/schemas/live-events';
import type { Db } from '@/server/db/client';
import type { LiveHub, LiveSubscriber } from './hub';
import { newestLiveId, rowsAfter, type LiveRow } from './rows';

/** What EventSource waits before reconnecting after the stream broke (the `retry:` field). */
export const RETRY_MS = 3_000;
/**
 * A reader this far behind (bytes written but not yet taken by the socket) is cut off rather than buffered without
 * bound; its EventSource reconnects with Last-Event-ID and gets the rest from the table.
 */
const MAX_BUFFERED_BYTES = 1 << 20;
const REPLAY_BATCH = 500;

export interface LiveStreamOptions {
  hub: LiveHub;
  db: Db;
  userId: number;
  /** Last-Event-ID (header or query): the rows after it are replayed first. */
  lastEventId: number | undefined;
  heartbeatMs: number;
  /** The session cookie that opened the stream: the hub ends the stream when that session ends. */
  session: string;
  log: { warn(obj: object, msg: string): void };
}

const frame = (row: LiveRow) => `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.payload)}\n\n`;

/**
 * Turns the reply into a Server-Sent Events stream of the user's live events. The stream subscribes first, replays
 * the rows after Last-Event-ID, then sends what arrived meanwhile and everything live, each id once and in order
 * (an id not above the last one sent is a row the replay already carried). Headers set by the hooks so far
 * (security headers, no-store) are kept; the reply is hijacked, so no serializer, compression or error page touches it.
 */
export async function openLiveStream(reply: FastifyReply, opts: LiveStreamOptions): Promise<void> {
  const res = reply.raw;
  reply.hijack();
  let lastSent = 0;
  let pending: LiveRow[] | null = [];
  let closed = false;
  const heartbeat = setInterval(() => write(': ping\n\n'), opts.heartbeatMs);

  const write = (chunk: string) => {
    if (closed) return;
    res.write(chunk);
    if (res.writableLength > MAX_BUFFERED_BYTES) close();
  };
  const send = (row: LiveRow) => {
    if (row.id <= lastSent) return;
    lastSent = row.id;
    write(frame(row));
  };
  const subscriber: LiveSubscriber = {
    userId: opts.userId,
    session: opts.session,
    deliver: (row) => (pending ? pending.push(row) : send(row)),
    close,
  };
  const unsubscribe = opts.hub.subscribe(subscriber);
  function close(reason?: StreamCloseReason) {
    if (closed) return;
    if (reason) write(`event: ${STREAM_CLOSED_EVENT}\ndata: ${JSON.stringify({ reason })}\n\n`);
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  }
  res.on('close', () => close());

  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
  res.setHeader('content-type', 'text/event-stream; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  // nginx and similar proxies would otherwise hold events back to fill their buffers.
  res.setHeader('x-accel-buffering', 'no');
  res.writeHead(200);
  write(`retry: ${RETRY_MS}\n\n`);

  try {
    const after = opts.lastEventId;
    // An id above every row written is not one of ours (another database, a made-up header): a fresh start then.
    if (after !== undefined && after <= (await newestLiveId(opts.db))) {
      lastSent = after;
      for (let from = after; !closed;) {
        const rows = await rowsAfter(opts.db, from, REPLAY_BATCH, opts.userId);
        rows.forEach(send);
        if (rows.length < REPLAY_BATCH) break;
        from = rows[rows.length - 1].id;
      }
    }
  } catch (e) {
    // Ended, not left half-replayed: the browser reconnects with the same Last-Event-ID and tries again.
    opts.log.warn({ err: e }, 'live events: replay failed');
    close();
    return;
  }
  const arrived = pending;
  pending = null;
  arrived.forEach(send);
}
