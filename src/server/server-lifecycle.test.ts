import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort, isAlive } from './db/embedded';

const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-server-'));
// Reachable by PostgreSQL's user when the tests run as root: the data is in place, as in a normal install.
fs.chmodSync(work, 0o755);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Run {
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  stdout: () => string;
  stderr: () => string;
  ready: Promise<void>;
  signal: (sig: NodeJS.Signals) => number;
  /** Sends `sig` to the whole process group (a detached run leads its own). */
  signalGroup: (sig: NodeJS.Signals) => void;
}

/** Every server a test started: one that a failed test left running is killed, so the next test finds the folder free. */
const started: { pid: number; detached: boolean; exit: Promise<unknown> }[] = [];

/** The server from source, as `npm start` runs the bundle, in a folder of its own (no .env of the project). */
function server(env: Record<string, string>, opts: { detached?: boolean } = {}): Run {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      path.join(root, 'tsconfig.json'),
      path.join(root, 'src/server/server.ts'),
    ],
    {
      cwd: work,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: opts.detached ?? false,
    },
  );
  let out = '';
  let err = '';
  let signalledAt = 0;
  child.stdout.on('data', (c: Buffer) => (out += String(c)));
  child.stderr.on('data', (c: Buffer) => (err += String(c)));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - signalledAt })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => out.includes('Ready: http') && resolve());
    void exit.then(() => reject(new Error(`exited before ready: ${out}${err}`)));
  });
  ready.catch(() => {});
  started.push({ pid: child.pid!, detached: opts.detached ?? false, exit });
  return {
    exit,
    ready,
    stdout: () => out,
    stderr: () => err,
    signal: (sig) => {
      signalledAt = Date.now();
      child.kill(sig);
      return child.pid!;
    },
    signalGroup: (sig) => {
      signalledAt = Date.now();
      process.kill(-child.pid!, sig);
    },
  };
}

describe('the server process', () => {
  const dataDir = path.join(work, 'data');

  afterEach(async () => {
    for (const run of started.splice(0)) {
      if (!isAlive(run.pid)) continue;
      try {
        if (run.detached) process.kill(-run.pid, 'SIGKILL');
        else process.kill(run.pid, 'SIGINT');
      } catch {
        /* gone meanwhile */
      }
      await Promise.race([run.exit, new Promise((r) => setTimeout(r, 10_000))]);
    }
    // A postmaster whose app was killed is stopped by the next start (orphan recovery); wait for none here.
  });

  it(
    'a database that refuses connections: one sentence with the fix on stderr, exit code 1',
    { timeout: 30_000 },
    async () => {
      const port = await freePort();
      const run = server({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/app` });
      expect((await run.exit).code).toBe(1);
      expect(run.stderr()).toBe(
        `[wypozyczalnia] The database at 127.0.0.1:${port} refuses connections: start it, or fix the host and port in DATABASE_URL.\n`,
      );
    },
  );

  const postmasterPid = () =>
    Number(fs.readFileSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const get = (port: number, url: string) =>
    fetch(`http://127.0.0.1:${port}${url}`).then(
      (r) => r.status,
      () => 0,
    );

  it(
    'PostgreSQL killed (kill -9): the app starts it again and serves within seconds',
    { timeout: 90_000 },
    async () => {
      const run = server({ PORT: '0', DATA_DIR: dataDir });
      await run.ready;
      const port = Number(/Ready: http:\/\/127\.0\.0\.1:(\d+)/.exec(run.stdout())![1]);
      expect(await get(port, '/api/categories')).toBe(200);
      const first = postmasterPid();
      process.kill(first, 'SIGKILL');
      const killedAt = Date.now();
      // Serving again: the readiness probe and a real API read both answer (a pooled connection cut by the crash may
      // cost one request a 503 before the pool drops it, so both are polled).
      const serving = async () => (await get(port, '/readyz')) === 200 && (await get(port, '/api/categories')) === 200;
      while (!(await serving()) && Date.now() - killedAt < 20_000) await new Promise((r) => setTimeout(r, 100));
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      expect(await get(port, '/api/categories')).toBe(200);
      expect(postmasterPid()).not.toBe(first);
      expect(run.stdout()).toMatch(/PostgreSQL stopped unexpectedly \(SIGKILL\); restarting it/);
      expect(run.stdout()).toContain('PostgreSQL is running again.');

      // Ctrl+C: exits 0 within seconds, stops PostgreSQL and removes the lock file.
      const second = postmasterPid();
      run.signal('SIGINT');
      const { code, ms } = await run.exit;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(8_000);
      expect(isAlive(second)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'app.lock'))).toBe(false);
      expect(run.stderr()).toBe('');
    },
  );

  it(
    'Ctrl+C while PostgreSQL is down and restarting: still quick, nothing left behind',
    { timeout: 90_000 },
    async () => {
      const run = server({ PORT: '0', DATA_DIR: dataDir });
      await run.ready;
      const pid = postmasterPid();
      process.kill(pid, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 100));
      run.signal('SIGINT');
      const { ms } = await run.exit;
      expect(ms).toBeLessThan(8_000);
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'app.lock'))).toBe(false);
      const pidFile = path.join(dataDir, 'postgres', 'data', 'postmaster.pid');
      if (fs.existsSync(pidFile)) expect(isAlive(postmasterPid())).toBe(false);
    },
  );

  it(
    'a kill -9 of the whole process group (as Playwright stops its web server) leaves no PostgreSQL running',
    { timeout: 90_000 },
    async () => {
      const run = server({ PORT: '0', DATA_DIR: dataDir }, { detached: true });
      await run.ready;
      const pid = postmasterPid();
      run.signalGroup('SIGKILL');
      await run.exit;
      const deadline = Date.now() + 5_000;
      while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(isAlive(pid)).toBe(false);
    },
  );

  it(
    'Ctrl+C in a terminal (SIGINT to the whole group, PostgreSQL included): exits 0, quietly, nothing left',
    { timeout: 90_000 },
    async () => {
      const run = server({ PORT: '0', DATA_DIR: dataDir }, { detached: true });
      await run.ready;
      const pid = postmasterPid();
      run.signalGroup('SIGINT');
      const { code, ms } = await run.exit;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(8_000);
      expect(isAlive(pid)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'app.lock'))).toBe(false);
      expect(run.stdout()).not.toMatch(/PostgreSQL (stopped unexpectedly|was shut down)|Could not/);
      expect(run.stderr()).toBe('');
    },
  );

  it(
    'a port in use: one sentence naming the port, and no PostgreSQL or lock left behind',
    { timeout: 60_000 },
    async () => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const port = (taken.address() as net.AddressInfo).port;
      try {
        const run = server({ PORT: String(port), DATA_DIR: dataDir });
        const { code } = await run.exit;
        expect(code).toBe(1);
        expect(run.stderr()).toBe(
          `[wypozyczalnia] Port ${port} on 127.0.0.1 is already in use (another instance of the app or another program): stop it, or start with another PORT (PORT=0 picks a free one).\n`,
        );
        expect(fs.existsSync(path.join(dataDir, 'postgres', 'app.lock'))).toBe(false);
        expect(fs.existsSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'))).toBe(false);
      } finally {
        taken.close();
      }
    },
  );
});
