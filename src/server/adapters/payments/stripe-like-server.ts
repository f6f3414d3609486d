import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Stripe-like server received: the SDK's form-encoded body parsed. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * For the Stripe adapter's tests: answers like Stripe's API, so that the real SDK builds and sends the real requests.
 * `answer` sets the answer to every following request; `answerOnce` queues one taken before it (a call that makes two
 * requests, such as a transfer reading its intent first). Without either it answers a 500.
 */
export function stripeLikeServer() {
  const seen: SeenRequest[] = [];
  const once: Answer[] = [];
  let next: Answer | null = null;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        headers: req.headers,
        form: new URLSearchParams(raw),
      });
      const answer = once.shift() ??
        next ?? { status: 500, body: { error: { type: 'api_error', message: 'no answer set' } } };
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(answer.body));
    });
  });
  return {
    seen,
    answer(status: number, body: unknown) {
      next = { status, body };
    },
    answerOnce(status: number, body: unknown) {
      once.push({ status, body });
    },
    /** Forgets what was seen and every answer set. */
    reset() {
      seen.length = 0;
      once.length = 0;
      next = null;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
