import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartError } from '@/server/lib/start-error';
import type { PostgresBinaries } from './postgres-binaries';
import type { RunAs } from './postgres-user';

export interface ClusterOptions {
  binaries: PostgresBinaries;
  clusterDir: string;
  /** As root: the user PostgreSQL runs as. */
  runAs?: RunAs;
  log: (msg: string) => void;
}

/** How long a start (or a restart, with crash recovery) may take before it counts as failed. */
const START_TIMEOUT_MS = 60_000;
/** After a fast shutdown was asked for, wait this long before an immediate one (recovery at the next start). */
const FAST_SHUTDOWN_MS = 5_000;
const RESTART_BACKOFF_MS = [250, 500, 1_000, 2_000, 5_000];

// Messages are matched below (readiness, FATAL lines): keep them in English whatever the machine's locale.
function env(): NodeJS.ProcessEnv {
  // The child's environment, passed through (not configuration of this app, which config.ts reads).
  // eslint-disable-next-line no-restricted-properties
  const { LC_ALL: _overridesTheRest, ...rest } = process.env;
  return { ...rest, LC_MESSAGES: 'C' };
}

function childOptions(runAs: RunAs | undefined) {
  // cwd '/': the project folder may be one PostgreSQL's user cannot enter (root's home).
  return { ...(runAs ?? {}), cwd: '/', env: env() };
}

function lastFatal(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const fatal = [...lines].reverse().find((l) => /\b(FATAL|PANIC|ERROR):/.test(l)) ?? lines.at(-1) ?? 'no output';
  return fatal.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '');
}

function cannotRun(program: string, e: NodeJS.ErrnoException): StartError {
  return new StartError(
    `Could not run ${program} (${e.code ?? e.message}): run npm install again, or set DATABASE_URL.`,
  );
}

/** initdb: a new cluster in `clusterDir` (empty or absent), owned by `runAs` when given. */
export async function initCluster(opts: ClusterOptions, user: string, password: string): Promise<void> {
  fs.mkdirSync(opts.clusterDir, { recursive: true, mode: 0o700 });
  // The password reaches initdb through a file only it (and we) can read, removed right after.
  const pwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-initdb-'));
  const pwFile = path.join(pwDir, 'pw');
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (opts.runAs) {
    fs.chownSync(opts.clusterDir, opts.runAs.uid, opts.runAs.gid);
    fs.chownSync(pwDir, opts.runAs.uid, opts.runAs.gid);
    fs.chownSync(pwFile, opts.runAs.uid, opts.runAs.gid);
  }
  try {
    const args = [
      `--pgdata=${opts.clusterDir}`,
      '--auth=scram-sha-256',
      `--username=${user}`,
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--lc-messages=C',
    ];
    let output = '';
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(opts.binaries.initdb, args, {
        ...childOptions(opts.runAs),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (c: Buffer) => opts.log(String(c).trim()));
      child.stderr.on('data', (c: Buffer) => (output += String(c)));
      child.once('error', (e) => reject(cannotRun(opts.binaries.initdb, e)));
      child.once('close', resolve);
    });
    if (code !== 0) {
      throw new StartError(
        `The embedded PostgreSQL could not create its database in ${opts.clusterDir} (${lastFatal(output)}): fix that, or set DATABASE_URL.`,
      );
    }
  } finally {
    fs.rmSync(pwDir, { recursive: true, force: true });
  }
}

/** PostgreSQL exited while starting; `reason` is its last FATAL line. */
class PostmasterExited extends StartError {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

/** The fix to suggest for a PostgreSQL that exited at start, by its last FATAL line. */
function startFailure(clusterDir: string, output: string): StartError {
  const fatal = lastFatal(output);
  let fix = 'fix that, or set DATABASE_URL to use another PostgreSQL';
  if (/lock file .* already exists|postmaster\.pid/.test(fatal))
    fix = `another PostgreSQL runs on ${clusterDir}: stop it and start again`;
  else if (/invalid permissions|Permission denied/i.test(fatal))
    fix = `give ${clusterDir} back to the user PostgreSQL runs as, with mode 700`;
  else if (/could not bind|Address already in use/i.test(fatal)) fix = 'start again (another program took the port)';
  else if (/No space left/i.test(fatal)) fix = 'free some disk space and start again';
  return new PostmasterExited(`The embedded PostgreSQL did not start (${fatal}): ${fix}.`, fatal);
}

interface Running {
  child: ChildProcess;
  ready: Promise<void>;
}

function spawnPostmaster(opts: ClusterOptions, port: number): Running {
  const child = spawn(
    opts.binaries.postgres,
    [
      '-D',
      opts.clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${os.tmpdir()}`,
    ],
    // In the app's process group, not detached: whatever kills the group (Playwright's SIGKILL of its web server, a
    // terminal closing) takes PostgreSQL with it rather than leaving it running on its own.
    { ...childOptions(opts.runAs), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(
        new StartError(
          `The embedded PostgreSQL did not become ready within ${START_TIMEOUT_MS / 1000} s: start again, or set DATABASE_URL.`,
        ),
      );
    }, START_TIMEOUT_MS);
    const onData = (c: Buffer) => {
      const text = String(c);
      output = (output + text).slice(-4_000);
      opts.log(text.trim());
      if (output.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(cannotRun(opts.binaries.postgres, e));
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(startFailure(opts.clusterDir, output));
    });
  });
  // Rejections are handled by whoever awaits `ready`; this keeps a late one (after a stop) from being unhandled.
  ready.catch(() => {});
  return { child, ready };
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export interface Postmaster {
  /** The running postmaster's process id (tests kill it). */
  pid(): number | undefined;
  /** Fast shutdown (sessions ended, checkpoint); an immediate one if that takes longer than a few seconds. */
  stop(): Promise<void>;
}

export interface SuperviseOptions extends ClusterOptions {
  port: number;
  /** PostgreSQL exited without being asked to; it is being restarted. */
  onDown?: (reason: string) => void;
  /** It serves again after a restart. */
  onUp?: () => void;
}

/**
 * Starts PostgreSQL and keeps it running: `npm start` has no supervisor around it, so when the postmaster dies (a
 * kill -9, the OOM killer) this starts it again on the same folder and port (the pools' URLs stay valid), with
 * backoff while the old one's processes still hold its shared memory. Crash recovery replays the WAL: nothing
 * committed is lost.
 */
export async function startPostmaster(opts: SuperviseOptions): Promise<Postmaster> {
  let current = spawnPostmaster(opts, opts.port);
  try {
    await current.ready;
  } catch (e) {
    current.child.kill('SIGQUIT');
    throw e;
  }
  let stopping = false;
  let retry: NodeJS.Timeout | undefined;

  const watch = (running: Running) => {
    running.child.once('exit', (code, signal) => {
      if (stopping || running !== current) return;
      if (code === 0) {
        // An orderly shutdown someone asked for: Ctrl+C in the terminal reaches PostgreSQL too (the app is stopping
        // as well), or an administrator's pg_ctl stop. Respected, not undone.
        opts.onDown?.(
          'PostgreSQL was shut down from outside the app; it is not restarted (restart the app to serve again).',
        );
        return;
      }
      opts.onDown?.(`PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it ...`);
      restart(0);
    });
  };
  const restart = (attempt: number) => {
    if (stopping) return;
    const next = spawnPostmaster(opts, opts.port);
    current = next;
    next.ready.then(
      () => {
        if (stopping) return;
        watch(next);
        opts.onUp?.();
      },
      (e: Error) => {
        if (stopping) return;
        const delay = RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)];
        // The first tries may fail while the dead postmaster's last processes still hold its shared memory: expected.
        if (attempt >= 2) {
          const reason = e instanceof PostmasterExited ? e.reason : e.message;
          opts.onDown?.(`PostgreSQL did not restart (${reason}); trying again in ${delay / 1000} s ...`);
        }
        retry = setTimeout(() => restart(attempt + 1), delay);
      },
    );
  };
  watch(current);

  // Should the app exit without stopping it (an uncaught error), PostgreSQL is still asked to stop.
  const onExit = () => {
    if (current.child.exitCode === null) current.child.kill('SIGINT');
  };
  process.once('exit', onExit);

  return {
    pid: () => (current.child.exitCode === null && current.child.signalCode === null ? current.child.pid : undefined),
    stop: async () => {
      stopping = true;
      clearTimeout(retry);
      process.removeListener('exit', onExit);
      const { child } = current;
      if (await exited(child, 0)) return;
      child.kill('SIGINT');
      if (await exited(child, FAST_SHUTDOWN_MS)) return;
      child.kill('SIGQUIT');
      if (await exited(child, 3_000)) return;
      child.kill('SIGKILL');
      await exited(child, 3_000);
    },
  };
}
