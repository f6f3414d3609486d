import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** What the fake model does with the next request: answer this text, fail with a status, or answer late. */
export type FakeModelReply = { content: string; delayMs?: number } | { status: number };

/** A request the fake model received: the chat completions body as sent. */
export interface FakeModelRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[]; max_tokens?: number };
}

/**
 * A local stand-in for an OpenAI-compatible chat API (POST {base}/chat/completions), for the LLM adapter's and the
 * chatbot's tests: each request is recorded and answered by `reply` as the real API answers. Closed after the file.
 */
export async function startFakeModel(reply: (req: FakeModelRequest) => FakeModelReply) {
  const requests: FakeModelRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received: FakeModelRequest = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as FakeModelRequest['body'],
      };
      requests.push(received);
      const r = reply(received);
      if ('status' in r) {
        res.writeHead(r.status, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ error: { message: 'model failed', type: 'server_error' } }));
      }
      const body = JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: received.body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: r.content } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
      const send = () => {
        if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      };
      if (r.delayMs) setTimeout(send, r.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests };
}
