import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort, isAlive } from './db/embedded';
import { serverProcess, startedServers } from './test/server-process';

/**
 * Issue 20 §1, as the black-box probe did it: the real server (with its embedded PostgreSQL and demo data) under
 * writes — messages, booking requests, payments — while its database connections are terminated
 * (pg_terminate_backend, what a failover or a pooler restart does) and the embedded PostgreSQL is killed, repeatedly.
 * The process stays up, answers 503 while the database is away and 200 after, and every write it acknowledged is there.
 */

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-faults-'));
// Reachable by PostgreSQL's user when the tests run as root.
fs.chmodSync(work, 0o755);
const dataDir = path.join(work, 'data');
afterAll(async () => {
  for (const run of startedServers.splice(0)) {
    if (!isAlive(run.pid)) continue;
    process.kill(run.pid, 'SIGINT');
    await Promise.race([run.exit, new Promise((r) => setTimeout(r, 10_000))]);
  }
  fs.rmSync(work, { recursive: true, force: true });
});

const PASSWORD = 'Demo1234!';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The running postmaster's pid and port (postmaster.pid's first and fourth lines). */
function postmaster(): { pid: number; port: number } {
  const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** A superuser connection to the app's database, outside the app (the probe's view). */
async function superuser<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres', 'credentials.json'), 'utf8')) as {
    password: string;
  };
  const client = new pg.Client({
    host: '127.0.0.1',
    port: postmaster().port,
    user: 'postgres',
    password,
    database: 'app',
  });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

it(
  'the server outlives terminated connections and a killed PostgreSQL under writes, and loses nothing it acknowledged',
  { timeout: 240_000 },
  async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const run = serverProcess(work, {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SEED_DEMO_DATA: 'true',
      FORM_RATE_LIMIT_PER_HOUR: '100000',
    });
    await run.ready;
    let exited = false;
    void run.exit.then(() => (exited = true));

    /** Every answer the writers got: a status, or 0 when the server could not be reached at all. */
    const statuses: number[] = [];
    const call = async (cookie: string, method: string, url: string, body?: unknown) => {
      try {
        const res = await fetch(base + url, {
          method,
          headers: {
            cookie,
            origin: base,
            'accept-language': 'en',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        statuses.push(res.status);
        if (res.status === 503) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        const text = await res.text();
        return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
      } catch {
        statuses.push(0);
        return { status: 0, json: {} };
      }
    };
    const login = async (email: string) => {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.status, email).toBe(200);
      return /sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
    };

    // Anna's listings are the ones written about, requested and paid for.
    const owner = await login('anna.kowalska@example.com');
    const mine = (await call(owner, 'GET', '/api/users/me/items')).json as unknown as
      { items: { id: number }[] } | { id: number }[];
    const items = Array.isArray(mine) ? mine : mine.items;
    expect(items.length).toBeGreaterThanOrEqual(2);

    let stop = false;
    /** Writes answered other than with success (503s while the database was away, and anything unexpected). */
    const refused: string[] = [];
    const acknowledged = { messages: [] as number[], requests: [] as number[], payments: [] as number[] };
    // Far ahead (past the demo's own rentals) and one day per write, so that no request meets another's dates.
    let slot = 0;
    const nextDates = () => {
      const start = new Date(Date.now() + (40 + slot++) * 86_400_000).toISOString().slice(0, 10);
      return { startDate: start, endDate: start };
    };

    /** Two renters writing to Anna, a message every 2.5 s each (under the 30 a minute). */
    const messageWriter = async (email: string, itemId: number) => {
      const cookie = await login(email);
      const conversation = await call(cookie, 'POST', '/api/conversations', { itemId });
      expect([200, 201]).toContain(conversation.status);
      const conversationId = conversation.json.id as number;
      for (let n = 0; !stop; n++) {
        const res = await call(cookie, 'POST', '/api/messages', { conversationId, content: `Wiadomość ${n}` });
        if (res.status === 201) acknowledged.messages.push(res.json.id as number);
        await sleep(2_500);
      }
    };

    /** A renter asking for Anna's item, every 4 s, at most 9 times (a renter may send 10 requests in 10 minutes). */
    const requestWriter = async (email: string, itemId: number) => {
      const cookie = await login(email);
      for (let n = 0; n < 9 && !stop; n++) {
        const res = await call(cookie, 'POST', '/api/rentals', { itemId, ...nextDates() });
        if (res.status === 201) acknowledged.requests.push(res.json.id as number);
        else refused.push(`${res.status} ${JSON.stringify(res.json)}`);
        await sleep(4_000);
      }
    };

    /** Until it succeeds or the test ends: a step answered 503 is tried again. */
    const persist = async (step: () => Promise<{ status: number; json: Record<string, unknown> }>) => {
      for (;;) {
        const res = await step();
        if (res.status !== 503 && res.status !== 0) return res;
        if (stop) return res;
        await sleep(300);
      }
    };

    /**
     * Request, accept, pay (test provider, BLIK), every 3 s, at most 9 times (a renter may send 10 requests in 10
     * minutes); a step refused for another reason than the outage is a failure of the test.
     */
    const paymentWriter = async (email: string, itemId: number) => {
      const cookie = await login(email);
      for (let cycle = 0; cycle < 9 && !stop; cycle++, await sleep(3_000)) {
        const dates = nextDates();
        const requested = await persist(() => call(cookie, 'POST', '/api/rentals', { itemId, ...dates }));
        if (requested.status !== 201) {
          refused.push(`${requested.status} ${JSON.stringify(requested.json)}`);
          continue;
        }
        const rentalId = requested.json.id as number;
        const accepted = await persist(() => call(owner, 'PUT', `/api/rentals/${rentalId}/accept`));
        // An accept whose answer was lost to the outage but committed is a 409 on the retry.
        if (accepted.status !== 200 && accepted.status !== 409) {
          refused.push(`${accepted.status} ${JSON.stringify(accepted.json)}`);
          continue;
        }
        const intent = await persist(() =>
          call(cookie, 'POST', '/api/payments/create-intent', { rentalId, currency: 'pln' }),
        );
        if (intent.status !== 200) {
          refused.push(`${intent.status} ${JSON.stringify(intent.json)}`);
          continue;
        }
        const paid = await call(cookie, 'POST', '/api/payments/test-provider/confirm', {
          clientSecret: intent.json.clientSecret,
          paymentMethod: { type: 'blik', code: '123456' },
        });
        if (paid.status === 200 && paid.json.status === 'succeeded') acknowledged.payments.push(rentalId);
      }
    };

    const writers = [
      messageWriter('piotr.nowak@example.com', items[0].id),
      messageWriter('tomasz.wojcik@example.com', items[1].id),
      requestWriter('magdalena.kaminska@example.com', items[0].id),
      requestWriter('michal.lewandowski@example.com', items[1].id),
      paymentWriter('ewa.dabrowska@example.com', items[0].id),
      paymentWriter('pawel.mazur@example.com', items[1].id),
    ];

    /** Polls an API read that needs the database until `want`; returns every status seen. */
    const watch = async (cookie: string, want: number, limitMs: number) => {
      const seen: number[] = [];
      const until = Date.now() + limitMs;
      while (Date.now() < until) {
        const { status } = await call(cookie, 'GET', '/api/notifications');
        seen.push(status);
        if (status === want) return seen;
        await sleep(20);
      }
      return seen;
    };

    await sleep(4_000);
    for (let round = 0; round < 3; round++) {
      // Every connection of the app, idle or in a transaction, cut from the server side.
      const cut = await superuser((c) =>
        c.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'app' AND pid <> pg_backend_pid()",
        ),
      );
      expect(cut.rowCount, `round ${round}`).toBeGreaterThan(0);
      await sleep(2_000);
      expect((await watch(owner, 200, 10_000)).at(-1), `round ${round}: serving after the cut`).toBe(200);

      // The postmaster killed: the app answers 503 (with Retry-After) until its PostgreSQL is back, then 200.
      const { pid } = postmaster();
      process.kill(pid, 'SIGKILL');
      const during = await watch(owner, 503, 5_000);
      expect(during.at(-1), `round ${round}: 503 while PostgreSQL is down`).toBe(503);
      const after = await watch(owner, 200, 30_000);
      expect(after.at(-1), `round ${round}: 200 once PostgreSQL is back`).toBe(200);
      expect(postmaster().pid).not.toBe(pid);
      await sleep(3_000);
    }
    stop = true;
    await Promise.all(writers);

    // Up all along: the same process, never unreachable, never a 500.
    expect(exited).toBe(false);
    expect(statuses.filter((s) => s === 0)).toEqual([]);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    expect(run.stderr()).not.toMatch(/Unhandled|uncaught/i);

    // Writes happened throughout, and every acknowledged one is in the database.
    expect(acknowledged.messages.length).toBeGreaterThan(5);
    expect(acknowledged.requests.length, refused.join('\n')).toBeGreaterThanOrEqual(2);
    expect(
      refused.filter((r) => !r.startsWith('503 ')),
      'writes refused for another reason',
    ).toEqual([]);
    expect(acknowledged.payments.length, refused.join('\n')).toBeGreaterThanOrEqual(2);
    await superuser(async (c) => {
      const messages = await c.query<{ id: number }>('SELECT id FROM messages WHERE id = ANY($1)', [
        acknowledged.messages,
      ]);
      expect(messages.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
        [...acknowledged.messages].sort((a, b) => a - b),
      );
      const requests = await c.query<{ id: number }>('SELECT id FROM rentals WHERE id = ANY($1)', [
        acknowledged.requests,
      ]);
      expect(requests.rowCount).toBe(acknowledged.requests.length);
    });
    // A payment the provider confirmed is the rental's, even when the outage cut its webhook short (re-read).
    const renterOf = await login('ewa.dabrowska@example.com');
    const other = await login('pawel.mazur@example.com');
    for (const rentalId of acknowledged.payments) {
      const views = await Promise.all([renterOf, other].map((c) => call(c, 'GET', `/api/payments/rental/${rentalId}`)));
      const view = views.find((v) => v.status === 200);
      expect(view?.json.paymentStatus, `rental ${rentalId}`).toBe('paid');
    }
    expect(exited).toBe(false);
  },
);
