import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createSmsSender } from './create-sms-sender';
import { createSmsapiSender } from './smsapi-sender';

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body: Record<string, unknown>;
}

/** A local server that answers like SMSAPI's POST /sms.do; `answer` decides each reply. */
describe('the SMSAPI sender against a server that answers like SMSAPI', () => {
  const seen: Seen[] = [];
  let answer: (body: Record<string, unknown>) => { status: number; json: unknown } = () => ({ status: 200, json: {} });
  let url = '';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
      if (req.headers.authorization !== 'Bearer good-token') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 101, message: 'Authorization failed' }));
        return;
      }
      const { status, json } = answer(body);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const queued = (body: Record<string, unknown>) => ({
    status: 200,
    json: {
      count: 1,
      list: [
        {
          id: '6655443322',
          points: 0.16,
          number: String(body.to).replace('+', ''),
          date_sent: 1_767_000_000,
          submitted_number: body.to,
          status: 'QUEUE',
          error: null,
        },
      ],
    },
  });

  it('posts the message to /sms.do with the bearer token, the sender name and no Unicode', async () => {
    answer = queued;
    const sender = createSmsapiSender({ token: 'good-token', url, sender: 'Wypozycz' });
    expect(sender.kind).toBe('smsapi');
    await sender.send({ to: '+48600700800', text: 'Kod weryfikacyjny Wypozyczalni: 123456.' });
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.url.split('?')[0]).toBe('/sms.do');
    expect(last.auth).toBe('Bearer good-token');
    expect(last.body).toMatchObject({
      to: '+48600700800',
      message: 'Kod weryfikacyjny Wypozyczalni: 123456.',
      from: 'Wypozycz',
      encoding: 'utf-8',
      nounicode: true,
      format: 'json',
    });
  });

  it('throws on an SMSAPI error answer, so the delivery is retried', async () => {
    answer = () => ({ status: 200, json: { error: 13, message: 'No correct phone numbers' } });
    const sender = createSmsapiSender({ token: 'good-token', url });
    await expect(sender.send({ to: '+48600700800', text: 'x' })).rejects.toThrow();
    // Without a configured sender name the account's default is used: no `from`.
    expect(seen.at(-1)!.body).not.toHaveProperty('from');
  });

  it('throws on 401 (a wrong token) and on a message not queued', async () => {
    answer = queued;
    await expect(createSmsapiSender({ token: 'bad', url }).send({ to: '+48600700800', text: 'x' })).rejects.toThrow(
      /401/,
    );
    answer = (body) => {
      const ok = queued(body);
      (ok.json.list[0] as { status: string }).status = 'REJECTED';
      return ok;
    };
    await expect(
      createSmsapiSender({ token: 'good-token', url }).send({ to: '+48600700800', text: 'x' }),
    ).rejects.toThrow(/REJECTED/);
    answer = () => ({ status: 500, json: { message: 'oops' } });
    await expect(
      createSmsapiSender({ token: 'good-token', url }).send({ to: '+48600700800', text: 'x' }),
    ).rejects.toThrow();
  });

  it('gives up on a server that does not answer in time', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slowUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const sender = createSmsapiSender({ token: 'good-token', url: slowUrl, timeoutMs: 200 });
      await expect(sender.send({ to: '+48600700800', text: 'x' })).rejects.toThrow(/did not answer/);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('is the sender the configuration picks when SMSAPI_TOKEN is set; the outbox otherwise', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/wyp-sms-test', PUBLIC_URL: 'http://localhost:3000' };
    const db = {} as Parameters<typeof createSmsSender>[1];
    expect(createSmsSender(loadConfig({ ...base, SMSAPI_TOKEN: 'good-token', SMSAPI_URL: url }), db).kind).toBe(
      'smsapi',
    );
    expect(createSmsSender(loadConfig(base), db).kind).toBe('outbox');
  });
});
