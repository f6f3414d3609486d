import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { installedBinaries, stageBinaries } from './postgres-binaries';
import { canEnter, isRoot, postgresUser } from './postgres-user';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * As root (a container, CI): the project sits in a mode-700 home. A DATA_DIR in such a folder, and an empty stand-in
 * for /var/lib/wypozyczalnia, as `npm start` sees them.
 */
function privateDataDir(): { dataDir: string; parent: string; base: string } {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-home-'));
  fs.chmodSync(parent, 0o700);
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-var-lib-'));
  fs.chmodSync(base, 0o755);
  cleanup.push(() => {
    fs.rmSync(parent, { recursive: true, force: true });
    fs.rmSync(base, { recursive: true, force: true });
  });
  return { dataDir: path.join(parent, 'app', 'data'), parent, base };
}

describe('the embedded PostgreSQL', () => {
  const { dataDir, parent, base } = privateDataDir();
  const events: string[] = [];
  let pg1: EmbeddedDatabase;

  it(
    'starts from a DATA_DIR in a mode-700 folder; as root nothing of that folder is opened up',
    { timeout: 60_000 },
    async () => {
      pg1 = await startEmbeddedPostgres(dataDir, {
        rootBase: base,
        onDown: (reason) => events.push(reason),
        onUp: () => events.push('up'),
      });
      cleanup.push(() => pg1.stop());
      expect(await query<{ one: number }>(pg1.url(), 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      if (!isRoot()) return;
      // The private folder is still root's and mode 700; PostgreSQL's cluster and binaries are where its user reaches them.
      const st = fs.statSync(parent);
      expect([st.mode & 0o777, st.uid]).toEqual([0o700, 0]);
      expect(fs.readlinkSync(path.join(dataDir, 'postgres', 'data'))).toBe(pg1.clusterDir);
      expect(pg1.clusterDir.startsWith(path.join(base, 'clusters') + path.sep)).toBe(true);
      const cluster = fs.statSync(pg1.clusterDir);
      expect(cluster.mode & 0o777).toBe(0o700);
      expect(cluster.uid).not.toBe(0);
      // The postmaster runs a binary its user can reach: in place, or (node_modules in a private folder) staged under base.
      const exe = fs.readlinkSync(`/proc/${pg1.pid()}/exe`);
      expect(canEnter(path.dirname(exe), postgresUser())).toBe(true);
      if (exe.startsWith(base))
        expect([fs.statSync(path.dirname(exe)).mode & 0o777, fs.statSync(path.dirname(exe)).uid]).toEqual([0o755, 0]);
      // The lock and the password stay in DATA_DIR, root's own.
      expect(fs.statSync(path.join(dataDir, 'postgres', 'credentials.json')).mode & 0o777).toBe(0o600);
    },
  );

  it(
    'a kill -9 of the postmaster: it is started again on the same port, and nothing committed is lost',
    { timeout: 60_000 },
    async () => {
      const url = pg1.url();
      await query(url, 'CREATE TABLE kept (note text)');
      await query(url, "INSERT INTO kept VALUES ('written before the crash')");
      const pid = pg1.pid()!;
      process.kill(pid, 'SIGKILL');
      const killedAt = Date.now();

      let rows: { note: string }[] = [];
      while (Date.now() - killedAt < 30_000) {
        try {
          rows = await query<{ note: string }>(url, 'SELECT note FROM kept');
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      expect(rows).toEqual([{ note: 'written before the crash' }]);
      // Serving again within seconds, under a new postmaster, with the supervisor's events.
      expect(Date.now() - killedAt).toBeLessThan(15_000);
      expect(pg1.pid()).not.toBe(pid);
      // Said once it died; a first restart may fail while its old processes still hold the shared memory, then it is up.
      expect(events[0]).toBe('PostgreSQL stopped unexpectedly (SIGKILL); restarting it ...');
      expect(events.slice(1, -1).every((e) => e.startsWith('PostgreSQL did not restart'))).toBe(true);
      expect(events.at(-1)).toBe('up');
    },
  );

  it('stops within seconds, leaving no PostgreSQL running and no lock file', { timeout: 30_000 }, async () => {
    const pid = pg1.pid()!;
    const seen = events.length;
    const started = Date.now();
    await pg1.stop();
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(isAlive(pid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'app.lock'))).toBe(false);
    // No restart after an asked-for stop.
    await new Promise((r) => setTimeout(r, 500));
    expect(events).toHaveLength(seen);
  });

  it(
    'starts again on the same data (the cluster is found again, its data is there); a shutdown from outside is not undone',
    { timeout: 60_000 },
    async () => {
      const again = await startEmbeddedPostgres(dataDir, { rootBase: base });
      cleanup.push(() => again.stop());
      expect(again.clusterDir).toBe(pg1.clusterDir);
      expect(await query<{ note: string }>(again.url(), 'SELECT note FROM kept')).toEqual([
        { note: 'written before the crash' },
      ]);

      // An orderly shutdown asked from outside (the terminal's Ctrl+C reaches PostgreSQL too, pg_ctl stop) is respected.
      await again.stop();
      const said: string[] = [];
      const third = await startEmbeddedPostgres(dataDir, {
        rootBase: base,
        onDown: (r) => said.push(r),
        onUp: () => said.push('up'),
      });
      cleanup.push(() => third.stop());
      const pid = third.pid()!;
      process.kill(pid, 'SIGINT');
      while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 1_000));
      expect(said).toEqual([
        'PostgreSQL was shut down from outside the app; it is not restarted (restart the app to serve again).',
      ]);
      expect(third.pid()).toBeUndefined();
      await third.stop();
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'app.lock'))).toBe(false);
    },
  );
});

describe("staging the binaries for PostgreSQL's user", () => {
  it('links them into a folder of their own, once per version, readable and runnable by others', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-stage-'));
    cleanup.push(() => fs.rmSync(base, { recursive: true, force: true }));
    const installed = await installedBinaries();
    const staged = stageBinaries(installed, base);
    expect(staged.postgres.startsWith(path.join(base, 'postgresql') + path.sep)).toBe(true);
    const [from, to] = [fs.statSync(installed.postgres), fs.statSync(staged.postgres)];
    expect(to.mode & 0o777).toBe(0o755);
    // A hard link where the file system allows it (no 60 MB copy); a copy across file systems.
    if (fs.statSync(base).dev === from.dev) expect(to.ino).toBe(from.ino);
    else expect(to.size).toBe(from.size);
    for (const dir of [
      path.join(base, 'postgresql'),
      path.dirname(staged.postgres),
      path.join(path.dirname(path.dirname(staged.postgres)), 'share'),
    ]) {
      expect(fs.statSync(dir).mode & 0o777).toBe(0o755);
    }
    // The libraries' symbolic links come along (the binaries find lib/ beside bin/).
    expect(fs.readlinkSync(path.join(path.dirname(path.dirname(staged.postgres)), 'lib', 'libpq.so'))).toBe(
      'libpq.so.5.18',
    );
    // Already there: nothing is redone.
    const marker = path.join(path.dirname(path.dirname(staged.postgres)), '.complete');
    const before = fs.statSync(marker).mtimeMs;
    expect(stageBinaries(installed, base)).toEqual(staged);
    expect(fs.statSync(marker).mtimeMs).toBe(before);
  });
});
