import os from 'node:os';
import { ConfigError } from './config';
import { StartError } from './lib/start-error';

/** The parts of Node's system errors and pg's server errors the sentences below use. */
interface Failure extends Error {
  code?: string;
  syscall?: string;
  address?: string;
  port?: number;
  path?: string;
  hostname?: string;
  /** pg: set on errors the PostgreSQL server sent (with a SQLSTATE code). */
  severity?: string;
  cause?: unknown;
  errors?: unknown[];
}

/** The most specific error: Drizzle wraps pg's in `cause`, a failed multi-address connect is an AggregateError. */
function innermost(e: unknown): Failure {
  let err = e as Failure;
  for (let depth = 0; depth < 5; depth++) {
    if (err.cause && typeof err.cause === 'object') err = err.cause as Failure;
    else if (Array.isArray(err.errors) && err.errors.length > 0 && !err.address) err = err.errors[0] as Failure;
    else break;
  }
  return err;
}

function firstLine(text: string): string {
  return text.split('\n')[0].replace(/[.\s]+$/, '');
}

const user = () => {
  try {
    return os.userInfo().username;
  } catch {
    return `uid ${process.getuid?.()}`;
  }
};

function systemError(err: Failure): string | null {
  const where = `${err.address ?? err.hostname ?? 'the database host'}${err.port ? `:${err.port}` : ''}`;
  switch (err.code) {
    case 'EADDRINUSE':
      return `Port ${err.port} on ${err.address} is already in use (another instance of the app or another program): stop it, or start with another PORT (PORT=0 picks a free one).`;
    case 'EADDRNOTAVAIL':
      return `${err.address} is not an address of this machine: set HOST to 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).`;
    case 'ECONNREFUSED':
      return `The database at ${where} refuses connections: start it, or fix the host and port in DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The database host "${err.hostname}" cannot be found: fix the host in DATABASE_URL.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `The database at ${where} cannot be reached (${err.code}): check the host in DATABASE_URL and the network.`;
    case 'ECONNRESET':
      return `The database at ${where} closed the connection at once: check that DATABASE_URL points to a PostgreSQL server, and its SSL settings.`;
    case 'ENOSPC':
      return `No space left on the disk of ${err.path ?? 'DATA_DIR'}: free some space and start again.`;
    case 'EROFS':
      return `${err.path ?? 'DATA_DIR'} is on a read-only file system: set DATA_DIR to a writable folder.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `${err.path ?? 'DATA_DIR'} (or a folder above it) is a file, not a folder: set DATA_DIR to a folder.`;
    case 'EACCES':
    case 'EPERM':
      if (err.syscall === 'listen') {
        return `Not allowed to listen on port ${err.port}: ports below 1024 need extra rights; set PORT to 1024 or above (3000 is the default).`;
      }
      if (err.path) {
        return `No permission to ${err.syscall ?? 'use'} ${err.path}: let the user running the app (${user()}) write there, or set DATA_DIR to a folder it owns.`;
      }
      return null;
    default:
      return null;
  }
}

/** Sentences for errors the PostgreSQL server sends, by SQLSTATE class or code. */
function databaseError(err: Failure): string | null {
  if (!err.severity || !err.code) return null;
  const what = firstLine(err.message);
  if (err.code === '28P01' || err.code === '28000')
    return `The database refused the user or password in DATABASE_URL (${what}): fix them.`;
  if (err.code === '3D000')
    return `The database named in DATABASE_URL does not exist (${what}): create it (createdb NAME) or fix the name.`;
  if (err.code === '42501' || err.code === '58P01' || err.code === '0A000') {
    return `The database user may not create what the migrations need (${what}): create the extensions citext, btree_gist, pg_trgm and unaccent beforehand, or use a user allowed to (see README).`;
  }
  if (err.code === '57P03')
    return `The database is starting up or shutting down (${what}): start the app again in a moment.`;
  if (err.code === '53300')
    return `The database has no free connections (${what}): close some, or raise its max_connections.`;
  return `The database refused to set up the app (${err.code}: ${what}): check DATABASE_URL and the database's log.`;
}

/**
 * The one sentence (never a stack trace) that `main()` prints when the app cannot start: what is wrong and how to fix
 * it. Our own failures (StartError, ConfigError) already say so; Node's and PostgreSQL's are mapped by their codes.
 */
export function startFailureMessage(e: unknown): string {
  if (e instanceof StartError || e instanceof ConfigError) return e.message;
  if (!(e instanceof Error)) return `The app could not start (${String(e)}).`;
  const err = innermost(e);
  const sentence = systemError(err) ?? databaseError(err);
  if (sentence) return sentence;
  if (/Connection terminated|timeout/i.test(err.message)) {
    return `The database did not answer (${firstLine(err.message)}): check that DATABASE_URL points to a running PostgreSQL.`;
  }
  if (/certificate|SSL|TLS/i.test(err.message)) {
    return `The database connection's TLS failed (${firstLine(err.message)}): fix sslmode in DATABASE_URL or the server's certificate.`;
  }
  return `The app could not start (${firstLine(err.message) || err.name}): fix that and start again.`;
}
