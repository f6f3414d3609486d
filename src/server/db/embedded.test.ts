import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireLock, DataDirInUseError, startEmbeddedPostgres } from './embedded';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

let sleeper: ChildProcess | undefined;
afterEach(() => {
  sleeper?.kill();
  sleeper = undefined;
});

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('the data folder lock', () => {
  it('refuses a second instance on a DATA_DIR whose lock names a live process', async () => {
    sleeper = spawn('sleep', ['30']);
    const dataDir = tempDir();
    const lock = path.join(dataDir, 'postgres', 'app.lock');
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(lock, String(sleeper.pid));

    const start = startEmbeddedPostgres(dataDir);
    await expect(start).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(start).rejects.toThrow(
      new RegExp(`already in use by another running instance \\(pid ${sleeper.pid}\\)`),
    );
    // The other instance keeps its lock, and no cluster was created.
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(sleeper.pid));
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'data'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const lock = path.join(tempDir(), 'app.lock');
    fs.writeFileSync(lock, String(await deadPid()));
    const release = acquireLock(lock);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over an unreadable lock', () => {
    const lock = path.join(tempDir(), 'app.lock');
    fs.writeFileSync(lock, 'not a pid');
    const release = acquireLock(lock);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('creates the lock when there is none, and refuses while a live process holds it', () => {
    const lock = path.join(tempDir(), 'app.lock');
    const release = acquireLock(lock);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();

    sleeper = spawn('sleep', ['30']);
    fs.writeFileSync(lock, String(sleeper.pid));
    expect(() => acquireLock(lock)).toThrow(DataDirInUseError);
  });

  it('release leaves a lock that another process has since taken', () => {
    const lock = path.join(tempDir(), 'app.lock');
    const release = acquireLock(lock);
    fs.writeFileSync(lock, '999999999');
    release();
    expect(fs.readFileSync(lock, 'utf8')).toBe('999999999');
  });
});
