import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { processCpuMs } from '../search/cpu';

const root = path.resolve(import.meta.dirname, '..', '..');
const READY_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 15_000;

/** `npm run build` into `distDir`, as a deployment builds it. */
export function buildInto(distDir: string, log: (m: string) => void): void {
  log(`Building the app into ${distDir} ...`);
  const started = performance.now();
  const r = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.error || r.status !== 0) throw new Error(`npm run build failed (exit ${r.status}): its errors are above`);
  log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

export interface BuiltApp {
  url: string;
  pid: number;
  /** The app process's CPU time so far (user + system), in ms. */
  cpuMs: () => number;
  stop: () => Promise<void>;
}

/**
 * The built server (`node <dist>/server/server.js`, with the flags `npm start` gives it) as its own process: the
 * benchmark talks to it over HTTP only, as a browser or a crawler would. Ready once `/readyz` answers 200.
 */
export async function startBuiltApp(opts: {
  distDir: string;
  port: number;
  env: Record<string, string>;
  log: (m: string) => void;
  /** A V8 CPU profile of the app, written into this folder when it stops. */
  profileDir?: string;
}): Promise<BuiltApp> {
  const server = path.join(opts.distDir, 'server', 'server.js');
  if (!fs.existsSync(server)) throw new Error(`There is no build in ${opts.distDir} (run without --skip-build)`);
  // The bundle leaves packages external, found by walking up from server.js: a build outside the repository needs
  // a way back to its node_modules.
  const modules = path.join(opts.distDir, 'node_modules');
  const outside = path.relative(root, opts.distDir).startsWith('..');
  if (outside && !fs.lstatSync(modules, { throwIfNoEntry: false }))
    fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  const nodeFlags = JSON.parse(
    fs.readFileSync(path.join(root, 'scripts', 'server-node-flags.json'), 'utf8'),
  ) as string[];
  const profile = opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`] : [];
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeFlags, ...profile, server], {
    cwd: root,
    env: { ...process.env, ...opts.env, HOST: '127.0.0.1', PORT: String(opts.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines it wrote, to explain a failed start.
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGTERM lets it stop its embedded PostgreSQL; killed (this child only, by its pid) if it hangs.
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited (code ${child.exitCode}):\n${tail.join('\n')}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${tail.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, pid: child.pid!, cpuMs: () => processCpuMs(child.pid!), stop };
}
