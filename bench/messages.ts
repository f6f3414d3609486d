// npm run bench:messages [-- --listeners 500 --senders 50 --duration 20 --interval 800]: the live channel under load
// (issue 11 §4, see bench/README.md).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb, runMigrations, type Db } from '@/server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded';
import { USER_LIMITS } from '@/server/limits/user-limits';
import { listen, postJson } from './messages/listener';
import { seedPairs, type BenchPair } from './messages/seed';
import { startChildServer, type ChildServer } from './search/servers';

const TARGET_P95_MS = 100;
/** How long after the last POST a message may still arrive before it counts as lost. */
const GRACE_MS = 5_000;

const { values: args } = parseArgs({
  options: {
    listeners: { type: 'string', default: '500' },
    senders: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
    interval: { type: 'string', default: '800' },
  },
});
const bounded = (name: string, v: string | undefined, min: number, max: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
};
const listenerCount = bounded('listeners', args.listeners, 2, 5000);
const senderCount = bounded('senders', args.senders, 1, 500);
const seconds = bounded('duration', args.duration, 1, 60);
const intervalMs = bounded('interval', args.interval, 50, 60_000);
if (listenerCount % senderCount !== 0) throw new Error('--listeners must be a multiple of --senders');
const perMinute = USER_LIMITS.messages[0].limit;
if (Math.ceil((seconds * 1000) / intervalMs) > perMinute)
  throw new Error(`one sender may post ${perMinute} messages a minute: lengthen --interval or shorten --duration`);

const say = (msg: string) => console.log(msg);
const dataDir = path.resolve(import.meta.dirname, '..', '.data-bench-messages');
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** A fresh database on the bench's own embedded PostgreSQL (never the app's or the tests'), migrated. */
async function freshDatabase(embedded: EmbeddedDatabase): Promise<{ url: string; db: Db }> {
  const admin = new pg.Client({ connectionString: embedded.url('postgres') });
  await admin.connect();
  try {
    await admin.query('DROP DATABASE IF EXISTS bench_messages WITH (FORCE)');
    await admin.query('CREATE DATABASE bench_messages');
  } finally {
    await admin.end();
  }
  const url = embedded.url('bench_messages');
  const db = createDb(url, 5);
  await runMigrations(db);
  return { url, db };
}

interface Sent {
  id: number;
  t0: number;
  responded: number;
  cross: boolean;
}

async function main() {
  const servers: ChildServer[] = [];
  const closers: (() => void)[] = [];
  let embedded: EmbeddedDatabase | undefined;
  let db: Db | undefined;
  const cleanup = async () => {
    closers.splice(0).forEach((c) => c());
    await Promise.allSettled(servers.splice(0).map((s) => s.stop()));
    await db?.$client.end();
    db = undefined;
    await embedded?.stop();
    embedded = undefined;
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    say(
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${load()}`,
    );
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, '.gitignore'), '*\n');
    say(`Starting the bench's PostgreSQL in ${path.relative(process.cwd(), dataDir)}/postgres ...`);
    embedded = await startEmbeddedPostgres(dataDir, { database: 'bench' });
    const fresh = await freshDatabase(embedded);
    db = fresh.db;
    const pairs = await seedPairs(db, senderCount, listenerCount / senderCount, 0.6);
    say(`Seeded ${senderCount} senders and ${listenerCount} listeners, one conversation per pair.`);

    const env = { BENCH_CHILD_DATABASE_URL: fresh.url, BENCH_CHILD_DATA_DIR: dataDir };
    const nodeFlags = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../scripts/server-node-flags.json'), 'utf8'),
    ) as string[];
    servers.push(await startChildServer('app-a', 'app-server.ts', { env, nodeFlags }));
    servers.push(await startChildServer('app-b', 'app-server.ts', { env, nodeFlags }));
    const base = servers.map((s) => `http://127.0.0.1:${s.port}`);
    say(`Two app processes (production settings) on ports ${servers.map((s) => s.port).join(' and ')}.`);

    // Every message event a listener gets, by message id, with when it arrived (only the recipients listen).
    const received = new Map<number, number>();
    const agents = base.map(() => new http.Agent({ keepAlive: true, maxSockets: Infinity }));
    for (let i = 0; i < pairs.length; i += 50) {
      const batch = pairs.slice(i, i + 50);
      const streams = await Promise.all(
        batch.map((p) =>
          listen(agents[p.listenOn], `${base[p.listenOn]}/api/events`, p.recipient.cookie, (e) => {
            if (e.type !== 'message') return;
            const { messageId } = JSON.parse(e.data) as { messageId: number };
            if (!received.has(messageId)) received.set(messageId, performance.now());
          }),
        ),
      );
      for (const s of streams) closers.push(s.close);
    }
    const perProcess = [0, 1].map((n) => pairs.filter((p) => p.listenOn === n).length);
    say(`${pairs.length} listeners connected: ${perProcess.join(' on app-a, ')} on app-b.`);
    await sleep(1_000);

    const sent: Sent[] = [];
    const failures: string[] = [];
    const bySender = new Map<number, BenchPair[]>();
    for (const p of pairs) bySender.set(p.sender.id, [...(bySender.get(p.sender.id) ?? []), p]);
    say(
      `\n${senderCount} senders, each posting every ${intervalMs} ms for ${seconds} s to its ${listenerCount / senderCount} ` +
        `conversations in turn; load average ${load()}`,
    );
    const start = performance.now();
    const end = start + seconds * 1000;
    await Promise.all(
      [...bySender.values()].map(async (own, s) => {
        // Spread over the interval, so that the senders do not post in lockstep.
        let next = start + (intervalMs * s) / senderCount;
        for (let k = 0; ; k++) {
          await sleep(Math.max(0, next - performance.now()));
          if (performance.now() >= end) return;
          const pair = own[k % own.length];
          const t0 = performance.now();
          const res = await postJson(agents[pair.postTo], `${base[pair.postTo]}/api/messages`, pair.sender.cookie, {
            conversationId: pair.conversationId,
            content: `Dzień dobry, czy rower jest wolny w sobotę? (${k})`,
          });
          if (res.status === 201) {
            const id = (res.json as { id: number }).id;
            sent.push({ id, t0, responded: performance.now(), cross: pair.postTo !== pair.listenOn });
          } else failures.push(`${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
          next += intervalMs;
        }
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    const graceEnd = performance.now() + GRACE_MS;
    while (sent.some((m) => !received.has(m.id)) && performance.now() < graceEnd) await sleep(50);

    const delivered = sent.filter((m) => received.has(m.id));
    const latencies = delivered.map((m) => received.get(m.id)! - m.t0).sort((a, b) => a - b);
    const crossLatencies = delivered
      .filter((m) => m.cross)
      .map((m) => received.get(m.id)! - m.t0)
      .sort((a, b) => a - b);
    const posts = sent.map((m) => m.responded - m.t0).sort((a, b) => a - b);
    const share = sent.length ? delivered.length / sent.length : 0;
    const p95 = percentile(latencies, 95);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    say(
      `\nSent ${sent.length} messages in ${elapsed.toFixed(1)} s: ${(sent.length / elapsed).toFixed(1)} messages/s; ` +
        `${sent.filter((m) => m.cross).length} (${((100 * sent.filter((m) => m.cross).length) / Math.max(1, sent.length)).toFixed(0)} %) ` +
        `with sender and recipient on different processes.`,
    );
    say(
      `POST /api/messages answered in p50 ${ms(percentile(posts, 50))}, p95 ${ms(percentile(posts, 95))}, p99 ${ms(percentile(posts, 99))}`,
    );
    say(
      `POST-to-recipient-event latency: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)}, ` +
        `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies[latencies.length - 1] ?? NaN)}` +
        ` (cross-process only: p50 ${ms(percentile(crossLatencies, 50))}, p95 ${ms(percentile(crossLatencies, 95))})`,
    );
    say(`Delivered: ${delivered.length} of ${sent.length} (${(100 * share).toFixed(2)} %)`);
    say(
      `\nLatency p95 ${ms(p95)} (target ≤ ${TARGET_P95_MS} ms) ${p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL'}; ` +
        `delivered ${(100 * share).toFixed(2)} % (target 100 %) ${share === 1 ? 'PASS' : 'FAIL'}`,
    );
    say(`Load average after the run: ${load()} (other work on the machine lengthens the latencies)`);
    if (failures.length)
      throw new Error(`${failures.length} POST /api/messages failed, e.g. ${failures.slice(0, 3).join('; ')}`);
    if (sent.length === 0) throw new Error('no message was sent');
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error('bench:messages failed:', e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
