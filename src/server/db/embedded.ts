import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { StartError } from '@/server/lib/start-error';
import { installedBinaries, stageBinaries } from './postgres-binaries';
import { canEnter, isRoot, postgresUser, type RunAs } from './postgres-user';
import { initCluster, startPostmaster } from './postmaster';

export interface EmbeddedDatabase {
  url: (database?: string) => string;
  stop: () => Promise<void>;
  /** The cluster's folder: DATA_DIR/postgres/data, or (as root, when PostgreSQL's user cannot enter DATA_DIR) under ROOT_BASE. */
  clusterDir: string;
  /** The running postmaster's process id (undefined while it restarts). */
  pid: () => number | undefined;
}

export class DataDirInUseError extends StartError {}

/**
 * As root, PostgreSQL runs as the `postgres` user, who cannot enter root's home (mode 700), where the project and
 * its DATA_DIR usually are. What it needs goes here instead: postgresql/<version> (the binaries, root's, mode 755)
 * and clusters/<name>-<hash of DATA_DIR's path> (a cluster, postgres's, mode 700). Nothing of root's is opened up.
 */
export const ROOT_BASE = '/var/lib/wypozyczalnia';

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

/** Whether a process with this pid exists (EPERM: it does, owned by another user). */
export function isAlive(pid: number): boolean {
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
      const release = () => {
        process.removeListener('exit', release);
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      // Any exit short of a kill -9 removes it, even one that skipped the orderly stop.
      process.once('exit', release);
      return release;
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
  if (isAlive(pid))
    throw new DataDirInUseError(
      `A PostgreSQL (pid ${pid}) left running on ${clusterDir} did not stop; stop it and start again.`,
    );
}

/**
 * Where the cluster of `root` (DATA_DIR/postgres) lives: in it, unless we are root and PostgreSQL's user cannot enter
 * it; then under `base`, named after DATA_DIR's real path (the same folder finds the same cluster at every start),
 * with a symbolic link DATA_DIR/postgres/data pointing there so that a person finds it.
 */
export function clusterLocation(root: string, runAs: RunAs | undefined, base: string): string {
  const inPlace = path.join(root, 'data');
  if (!runAs || canEnter(root, runAs)) return inPlace;
  const placed = fs.lstatSync(inPlace, { throwIfNoEntry: false });
  if (placed?.isDirectory() && fs.existsSync(path.join(inPlace, 'PG_VERSION'))) {
    throw new StartError(
      `The database in ${inPlace} is in a folder PostgreSQL's user ("postgres") cannot enter while the app runs as root: start the app as the user who made it, or move DATA_DIR to a folder every user can enter.`,
    );
  }
  const real = fs.realpathSync(root);
  const name = path.basename(path.dirname(path.dirname(real))) + '-' + path.basename(path.dirname(real));
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 12);
  const clusters = path.join(base, 'clusters');
  for (const dir of [base, clusters]) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    fs.chmodSync(dir, 0o755);
  }
  const outside = path.join(clusters, `${name.replace(/[^\w.-]+/g, '_')}-${hash}`);
  if (!(placed?.isSymbolicLink() && fs.readlinkSync(inPlace) === outside)) {
    // An empty or half-made folder (an attempt that could not work) or a stale link: the right link takes its place.
    if (placed) fs.rmSync(inPlace, { recursive: true, force: true });
    fs.symlinkSync(outside, inPlace);
  }
  return outside;
}

/**
 * Starts a private PostgreSQL for `<dataDir>/postgres` (initialised on first use) on a free loopback port, and keeps it
 * running (postmaster.ts restarts it should it die). Layout: postgres/data is the cluster (or, as root, a link to it,
 * see ROOT_BASE), postgres/credentials.json its generated password, postgres/app.lock the lock.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  opts: {
    log?: (msg: string) => void;
    database?: string;
    onDown?: (reason: string) => void;
    onUp?: () => void;
    rootBase?: string;
  } = {},
): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir, 'postgres');
  fs.mkdirSync(root, { recursive: true });
  const releaseLock = acquireLock(path.join(root, 'app.lock'));

  try {
    const runAs = isRoot() ? postgresUser() : undefined;
    const base = opts.rootBase ?? ROOT_BASE;
    const clusterDir = clusterLocation(root, runAs, base);
    await stopOrphanedPostmaster(clusterDir);
    const installed = await installedBinaries();
    const binaries =
      runAs && !canEnter(path.dirname(installed.postgres), runAs) ? stageBinaries(installed, base) : installed;

    const log = opts.log ?? (() => {});
    const cluster = { binaries, clusterDir, runAs, log };
    const credentialsFile = path.join(root, 'credentials.json');
    const initialised = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
    let password: string;
    if (initialised && fs.existsSync(credentialsFile)) {
      password = (JSON.parse(fs.readFileSync(credentialsFile, 'utf8')) as { password: string }).password;
    } else {
      // A cluster whose password is gone is of no use (and a fresh DATA_DIR must mean a fresh database).
      fs.rmSync(clusterDir, { recursive: true, force: true });
      password = randomBytes(18).toString('base64url');
      await initCluster(cluster, 'postgres', password);
      fs.writeFileSync(credentialsFile, JSON.stringify({ user: 'postgres', password }), { mode: 0o600 });
    }
    const port = await freePort();
    const postmaster = await startPostmaster({ ...cluster, port, onDown: opts.onDown, onUp: opts.onUp });

    const database = opts.database ?? APP_DATABASE;
    const url = (db = database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;
    try {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
      } finally {
        await admin.end();
      }
    } catch (e) {
      await postmaster.stop();
      throw e;
    }

    let stopped = false;
    return {
      url,
      clusterDir,
      pid: () => postmaster.pid(),
      stop: async () => {
        if (stopped) return;
        stopped = true;
        try {
          await postmaster.stop();
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
