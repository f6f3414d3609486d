import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** scripts/supervise.mjs: the exit code of a start that cannot work as configured (not retried). */
export const START_FAILED_EXIT_CODE = 78;

export interface Run {
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  stdout: () => string;
  stderr: () => string;
  ready: Promise<void>;
  signal: (sig: NodeJS.Signals) => number;
  /** Sends `sig` to the whole process group (a detached run leads its own). */
  signalGroup: (sig: NodeJS.Signals) => void;
}

/** Every server a test started: one that a failed test left running is killed, so the next test finds the folder free. */
export const startedServers: { pid: number; detached: boolean; exit: Promise<unknown> }[] = [];

/** The server from source (tsx), as `npm start` runs the bundle, in a folder of its own (no .env of the project). */
export function serverProcess(work: string, env: Record<string, string>, opts: { detached?: boolean } = {}): Run {
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
  startedServers.push({ pid: child.pid!, detached: opts.detached ?? false, exit });
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
