import http from 'node:http';

/** One event of a Server-Sent Events stream as a browser's EventSource would see it. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * A real HTTP client reading a Server-Sent Events stream (`inject` cannot stream): collects events, comments and the
 * `retry:` hint, and waits for what a test expects with a deadline.
 */
export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refused request (not a stream). */
  body: string;
  events: SseEvent[];
  comments: number;
  retry: number | undefined;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  /** Waits until at least `n` events arrived (else rejects after `ms`). */
  waitForEvents(n: number, ms?: number): Promise<SseEvent[]>;
  /** Waits until at least `n` heartbeat comments arrived. */
  waitForComments(n: number, ms?: number): Promise<void>;
  close(): void;
}

export function openSse(
  baseUrl: string,
  opts: { cookie?: string; lastEventId?: string | number; path?: string } = {},
): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL(opts.path ?? '/api/events', baseUrl),
      {
        headers: {
          accept: 'text/event-stream',
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(opts.lastEventId !== undefined ? { 'last-event-id': String(opts.lastEventId) } : {}),
        },
      },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        const waiters = new Set<() => void>();
        let endedResolve: () => void = () => {};
        const conn: SseConnection = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: '',
          events: [],
          comments: 0,
          retry: undefined,
          ended: new Promise((r) => (endedResolve = r)),
          waitForEvents: (n, ms = 5_000) =>
            until(() => conn.events.length >= n, ms, `${n} events`).then(() => conn.events),
          waitForComments: (n, ms = 5_000) => until(() => conn.comments >= n, ms, `${n} comments`),
          close: () => req.destroy(),
        };
        const until = (ok: () => boolean, ms: number, what: string) =>
          new Promise<void>((done, fail) => {
            if (ok()) return done();
            const check = () => {
              if (!ok()) return;
              clearTimeout(timer);
              waiters.delete(check);
              done();
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`waited ${ms} ms for ${what}; got ${JSON.stringify(conn.events)}`));
            }, ms);
            waiters.add(check);
          });
        const parse = (block: string) => {
          const event: SseEvent = { id: undefined, event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) conn.comments++;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'retry') conn.retry = Number(value);
            else if (field === 'data') {
              event.data += (hasData ? '\n' : '') + value;
              hasData = true;
            }
          }
          if (hasData) conn.events.push(event);
        };
        res.on('data', (chunk: string) => {
          if (conn.status !== 200) {
            conn.body += chunk;
            return;
          }
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
          for (const w of [...waiters]) w();
        });
        res.on('close', () => endedResolve());
        res.on('error', () => endedResolve());
        if (conn.status === 200) resolve(conn);
        else res.on('end', () => resolve(conn));
      },
    );
    req.on('error', reject);
  });
}
