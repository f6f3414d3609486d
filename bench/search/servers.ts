import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ChildServer {
  name: string;
  port: number;
  pid: number;
  /** What the child told about its start (the app: listeningMs, indexReadyMs, indexBytes, rssBytes). */
  facts: Record<string, number>;
  /** The child's CPU time so far (user + system), in ms. */
  cpuMs: () => Promise<number>;
  /** Asks the child a question it answers (serveUntilStopped's `answers`). */
  ask: (question: string) => Promise<unknown>;
  stop: () => Promise<void>;
}

/** The app reports once its index is loaded: minutes at millions of items on a busy machine. */
const READY_TIMEOUT_MS = 600_000;
const STOP_TIMEOUT_MS = 10_000;

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // Asked politely first; killed (this child only, by its pid) if it has not exited in time.
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send('stop');
    else child.kill('SIGTERM');
  });
}

function askCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error('A server did not report its CPU time'));
    }, 5_000);
    const onMessage = (m: unknown) => {
      const cpuMs = (m as { cpuMs?: unknown }).cpuMs;
      if (typeof cpuMs !== 'number') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(cpuMs);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

function askChild(child: ChildProcess, question: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`A server did not answer ${question}`));
    }, 5_000);
    const onMessage = (m: unknown) => {
      const a = m as { answer?: unknown; value?: unknown };
      if (a.answer !== question) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(a.value);
    };
    child.on('message', onMessage);
    child.send(question);
  });
}

/** Starts `bench/search/<file>` as a child (with this process's tsx loader) and waits for the port it listens on. */
export function startChildServer(
  name: string,
  file: string,
  opts: { env?: Record<string, string>; nodeFlags?: readonly string[]; profileDir?: string } = {},
): Promise<ChildServer> {
  const { env = {}, nodeFlags = [], profileDir } = opts;
  const child = fork(path.join(import.meta.dirname, file), [], {
    // A CPU profile of the child (written when it exits) when asked for.
    execArgv: [
      ...process.execArgv,
      ...nodeFlags,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => {
      clearTimeout(timer);
      void stopChild(child).then(() => reject(err));
    };
    const timer = setTimeout(
      () => fail(new Error(`${name} did not start within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      fail(new Error(`${name} exited before it was ready (code ${code}, signal ${signal})`)),
    );
    child.once('message', (m) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const port = (m as { port?: unknown }).port;
      if (typeof port !== 'number') return fail(new Error(`${name} sent no port`));
      const facts = (m as { facts?: Record<string, number> }).facts ?? {};
      resolve({
        name,
        port,
        facts,
        pid: child.pid!,
        cpuMs: () => askCpu(child),
        ask: (q) => askChild(child, q),
        stop: () => stopChild(child),
      });
    });
  });
}
