import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { ConfigError } from './config';
import { createDb, runMigrations } from './db/client';
import { DataDirInUseError, freePort, startEmbeddedPostgres } from './db/embedded';
import { StartError } from './lib/start-error';
import { startFailureMessage } from './start-failure';

/** The error a real connection attempt fails with. */
async function connectError(connectionString: string): Promise<unknown> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (e) {
    return e;
  } finally {
    await client.end().catch(() => {});
  }
  throw new Error(`connected to ${connectionString}`);
}

/** One sentence: no stack trace, no second line. */
function expectOneSentence(message: string) {
  expect(message).not.toMatch(/\n|\bat .*:\d+:\d+/);
  expect(message).toMatch(/: .+\.$/);
}

describe('start failures are one sentence with the fix', () => {
  it('a taken port names the port and PORT', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    const second = net.createServer();
    const error = await new Promise((resolve) => second.once('error', resolve).listen(port, '127.0.0.1'));
    taken.close();
    const message = startFailureMessage(error);
    expect(message).toBe(
      `Port ${port} on 127.0.0.1 is already in use (another instance of the app or another program): stop it, or start with another PORT (PORT=0 picks a free one).`,
    );
    expectOneSentence(message);
  });

  it('a database that refuses connections, also when Drizzle wraps the error (migrations)', async () => {
    const port = await freePort();
    const url = `postgres://u:p@127.0.0.1:${port}/db`;
    expect(startFailureMessage(await connectError(url))).toBe(
      `The database at 127.0.0.1:${port} refuses connections: start it, or fix the host and port in DATABASE_URL.`,
    );
    const db = createDb(url, 1);
    const migrating = await runMigrations(db).then(
      () => null,
      (e: unknown) => e,
    );
    await db.$client.end();
    expect(startFailureMessage(migrating)).toMatch(/^The database at 127\.0\.0\.1:\d+ refuses connections: start it/);
  });

  it('an unknown database host', async () => {
    const message = startFailureMessage(await connectError('postgres://u:p@no-such-host.invalid:5432/db'));
    expect(message).toBe('The database host "no-such-host.invalid" cannot be found: fix the host in DATABASE_URL.');
  });

  it('a wrong password and a missing database, as the server says them', async () => {
    const base = new URL(inject('pgBaseUrl'));
    const wrong = new URL(base);
    wrong.password = 'not-the-password';
    wrong.pathname = '/postgres';
    const password = startFailureMessage(await connectError(wrong.toString()));
    expect(password).toMatch(
      /^The database refused the user or password in DATABASE_URL \(password authentication failed for user "postgres"\): fix them\.$/,
    );
    const missing = new URL(base);
    missing.pathname = '/no_such_database';
    expect(startFailureMessage(await connectError(missing.toString()))).toBe(
      'The database named in DATABASE_URL does not exist (database "no_such_database" does not exist): create it (createdb NAME) or fix the name.',
    );
  });

  it('a DATA_DIR that is a file', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-file-')), 'data');
    fs.writeFileSync(file, 'not a folder');
    const error = await startEmbeddedPostgres(file).catch((e: unknown) => e);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    expect(startFailureMessage(error)).toBe(
      `${file}/postgres (or a folder above it) is a file, not a folder: set DATA_DIR to a folder.`,
    );
  });

  it('file-system and privileged-port errors (made up: as root they do not happen)', () => {
    const mkdir = Object.assign(new Error("EACCES: permission denied, mkdir '/srv/data'"), {
      code: 'EACCES',
      syscall: 'mkdir',
      path: '/srv/data',
    });
    expect(startFailureMessage(mkdir)).toMatch(
      /^No permission to mkdir \/srv\/data: let the user running the app \(.+\) write there, or set DATA_DIR to a folder it owns\.$/,
    );
    const listen = Object.assign(new Error('listen EACCES: permission denied 0.0.0.0:80'), {
      code: 'EACCES',
      syscall: 'listen',
      address: '0.0.0.0',
      port: 80,
    });
    expect(startFailureMessage(listen)).toBe(
      'Not allowed to listen on port 80: ports below 1024 need extra rights; set PORT to 1024 or above (3000 is the default).',
    );
    const full = Object.assign(new Error('ENOSPC'), {
      code: 'ENOSPC',
      syscall: 'write',
      path: '/data/postgres/credentials.json',
    });
    expect(startFailureMessage(full)).toBe(
      'No space left on the disk of /data/postgres/credentials.json: free some space and start again.',
    );
  });

  it('our own start errors and configuration errors are printed as they are', () => {
    const inUse = new DataDirInUseError(
      'The data folder /x is already in use by another running instance (pid 1). Stop it first, or start this one with another DATA_DIR.',
    );
    expect(startFailureMessage(inUse)).toBe(inUse.message);
    expect(startFailureMessage(new StartError('Something: do this.'))).toBe('Something: do this.');
    const config = new ConfigError('Invalid configuration:\n  - PORT: Invalid');
    expect(startFailureMessage(config)).toBe(config.message);
  });

  it('anything else still gives its reason in one line, without the stack', () => {
    const message = startFailureMessage(new Error('boom\nwith details'));
    expect(message).toBe('The app could not start (boom): fix that and start again.');
    expectOneSentence(message);
  });
});
