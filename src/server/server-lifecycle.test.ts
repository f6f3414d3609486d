import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort, isAlive } from './db/embedded';
import { serverProcess, startedServers, START_FAILED_EXIT_CODE } from './test/server-process';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-server-'));
// Reachable by PostgreSQL's user when the tests run as root: the data is in place, as in a normal install.
fs.chmodSync(work, 0o755);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const server = (env: Record<string, string>, opts: { detached?: boolean } = {}) => serverProcess(work, env, opts);

describe('the server process', () => {
  const dataDir = path.join(work, 'data');

  afterEach(async () => {
    for (const run of startedServers.splice(0)) {
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
    'a database that refuses connections: one sentence with the fix on stderr, the exit code of a start that cannot work',
    { timeout: 30_000 },
    async () => {
      const port = await freePort();
      const run = server({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/app` });
      expect((await run.exit).code).toBe(START_FAILED_EXIT_CODE);
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
      // Serving again: the readiness probe and real API reads answer. Each pooled connection cut by the crash may cost
      // one request a 503 before the pool drops it, so it is polled until three reads in a row answer.
      const serving = async () => {
        if ((await get(port, '/readyz')) !== 200) return false;
        for (let i = 0; i < 3; i++) if ((await get(port, '/api/categories')) !== 200) return false;
        return true;
      };
      while (!(await serving()) && Date.now() - killedAt < 20_000) await new Promise((r) => setTimeout(r, 100));
      expect(Date.now() - killedAt).toBeLessThan(10_000);
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
        expect(code).toBe(START_FAILED_EXIT_CODE);
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
