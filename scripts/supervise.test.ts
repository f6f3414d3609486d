import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, outside the TypeScript project
import { START_FAILED_EXIT_CODE, supervise } from './supervise.mjs';

/** A stand-in child process: the test decides when it is ready and how it ends. */
class FakeChild extends EventEmitter {
  killedWith: string[] = [];
  kill(signal: string) {
    this.killedWith.push(signal);
  }
  ready() {
    this.emit('message', { type: 'ready' });
  }
  end(code: number | null, signal: string | null = null) {
    this.emit('exit', code, signal);
  }
}

/** supervise() with fake children and a hand-driven clock and timers. */
function harness(opts: { delays?: number[]; stableAfterMs?: number } = {}) {
  const children: FakeChild[] = [];
  const logs: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let clock = 0;
  const sup = supervise({
    start: () => {
      const c = new FakeChild();
      children.push(c);
      return c;
    },
    log: (s: string) => logs.push(s),
    delays: opts.delays ?? [1_000, 2_000, 5_000],
    stableAfterMs: opts.stableAfterMs ?? 60_000,
    now: () => clock,
    setTimer: (run: () => void, ms: number) => {
      const t = { run, ms };
      timers.push(t);
      return t;
    },
    clearTimer: (t: { run: () => void }) => timers.splice(timers.indexOf(t as (typeof timers)[number]), 1),
  });
  let exitCode: number | undefined;
  void sup.done.then((c: number) => (exitCode = c));
  return {
    sup,
    children,
    logs,
    timers,
    advance: (ms: number) => (clock += ms),
    /** Runs the pending restart (its pause has passed). */
    fire: () => {
      const t = timers.shift()!;
      clock += t.ms;
      t.run();
    },
    exitCode: async () => {
      await new Promise((r) => setImmediate(r));
      return exitCode;
    },
  };
}

describe("npm start's supervisor", () => {
  it('a crash is logged and the server started again after a growing pause; then it gives up with one sentence', async () => {
    const h = harness();
    h.children[0].ready();
    h.children[0].end(1);
    expect(h.logs).toEqual(['The server exited with code 1; starting it again in 1 s (attempt 1 of 3) ...']);
    expect(h.timers.map((t) => t.ms)).toEqual([1_000]);
    h.fire();
    expect(h.children).toHaveLength(2);
    h.children[1].end(null, 'SIGKILL');
    expect(h.logs[1]).toBe('The server was killed by SIGKILL; starting it again in 2 s (attempt 2 of 3) ...');
    h.fire();
    h.children[2].end(1);
    expect(h.timers.map((t) => t.ms)).toEqual([5_000]);
    h.fire();
    h.children[3].end(1);
    expect(h.logs.at(-1)).toBe(
      'The server exited with code 1 and has now failed 4 times in a row, so it is not started again: the errors above say why; fix that and run npm start again.',
    );
    expect(h.timers).toEqual([]);
    expect(h.children).toHaveLength(4);
    expect(await h.exitCode()).toBe(1);
  });

  it('a server that served a while before it crashed starts a new row of attempts', async () => {
    const h = harness({ delays: [1_000], stableAfterMs: 60_000 });
    h.children[0].end(1);
    h.fire();
    h.advance(61_000);
    h.children[1].end(1);
    // Not "failed 2 times in a row": the second run was stable.
    expect(h.logs.at(-1)).toBe('The server exited with code 1; starting it again in 1 s (attempt 1 of 1) ...');
    h.fire();
    expect(h.children).toHaveLength(3);
    h.children[2].end(1);
    expect(await h.exitCode()).toBe(1);
  });

  it('a start that cannot work as configured is not repeated; after having served, it is retried like a crash', async () => {
    const never = harness();
    never.children[0].end(START_FAILED_EXIT_CODE);
    expect(never.logs).toEqual([]);
    expect(await never.exitCode()).toBe(1);

    const served = harness();
    served.children[0].ready();
    served.children[0].end(1);
    served.fire();
    // The database is still coming back: the new start fails, and is tried again.
    served.children[1].end(START_FAILED_EXIT_CODE);
    expect(served.timers.map((t) => t.ms)).toEqual([2_000]);
    served.fire();
    expect(served.children).toHaveLength(3);
  });

  it('Ctrl+C stops for good: the server gets the signal, its exit code is the exit code, nothing restarts', async () => {
    const h = harness();
    h.children[0].ready();
    h.sup.stop('SIGINT');
    expect(h.children[0].killedWith).toEqual(['SIGINT']);
    h.children[0].end(0);
    expect(h.timers).toEqual([]);
    expect(await h.exitCode()).toBe(0);

    // During the pause before a restart: nothing more is started.
    const waiting = harness();
    waiting.children[0].end(1);
    waiting.sup.stop('SIGTERM');
    expect(waiting.timers).toEqual([]);
    expect(await waiting.exitCode()).toBe(0);
    expect(waiting.children).toHaveLength(1);

    // A clean exit of its own (code 0) is not a crash either.
    const clean = harness();
    clean.children[0].end(0);
    expect(clean.timers).toEqual([]);
    expect(await clean.exitCode()).toBe(0);
  });
});

const root = path.resolve(import.meta.dirname, '..');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-supervised-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

it(
  'npm start restarts a server that crashed after serving, and Ctrl+C then stops it cleanly',
  { timeout: 30_000 },
  async () => {
    // A stand-in build: the "server" says ready, crashes the first time, then serves until SIGINT.
    fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'client'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'client', 'index.html'), '<!doctype html>');
    const runs = path.join(dist, 'runs');
    fs.writeFileSync(
      path.join(dist, 'server', 'server.js'),
      // The SIGINT handler is in place before "serving" is printed: the test sends SIGINT as soon as it reads that
      // line, and a busy machine can run the test before the next line of this script.
      `const fs = require('node:fs');
     fs.appendFileSync(${JSON.stringify(runs)}, 'x');
     const n = fs.readFileSync(${JSON.stringify(runs)}, 'utf8').length;
     if (n === 1) setTimeout(() => { throw new Error('boom'); }, 50);
     else { process.on('SIGINT', () => { console.log('stopped cleanly'); process.exit(0); }); setInterval(() => {}, 1000); }
     process.send({ type: 'ready' });
     console.log('serving ' + n);`,
    );
    fs.writeFileSync(path.join(dist, 'package.json'), '{"type":"commonjs"}');
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { PATH: process.env.PATH, SKIP_BUILD: '1', DIST_DIR: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += String(c)));
    child.stderr.on('data', (c: Buffer) => (err += String(c)));
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 15_000;
    while (!out.includes('serving 2') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(out).toContain('serving 1');
    expect(out).toContain('serving 2');
    expect(err).toContain(
      '[wypozyczalnia] The server exited with code 1; starting it again in 1 s (attempt 1 of 5) ...',
    );
    child.kill('SIGINT');
    expect(await exit).toBe(0);
    expect(out).toContain('stopped cleanly');
    expect(fs.readFileSync(runs, 'utf8')).toBe('xx');
  },
);
