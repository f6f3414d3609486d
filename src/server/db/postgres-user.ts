import { execFileSync, spawnSync } from 'node:child_process';
import { StartError } from '@/server/lib/start-error';

/** The user and group PostgreSQL runs as when we are root (it refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
}

const USER = 'postgres';

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function ids(): RunAs | null {
  try {
    const uid = Number(
      execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    const gid = Number(
      execFileSync('id', ['-g', USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/** The `postgres` system user, created (no home, no login) when it does not exist yet. */
export function postgresUser(): RunAs {
  const existing = ids();
  if (existing) return existing;
  try {
    spawnSync('groupadd', ['--system', USER], { stdio: 'ignore' });
    execFileSync(
      'useradd',
      [
        '--system',
        '--gid',
        USER,
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        USER,
      ],
      {
        stdio: 'ignore',
      },
    );
  } catch {
    /* reported below */
  }
  const created = ids();
  if (!created) {
    throw new StartError(
      'PostgreSQL refuses to run as root and no "postgres" user could be created: create one (useradd --system postgres), run the app as another user, or set DATABASE_URL.',
    );
  }
  return created;
}

/**
 * Whether `user` can enter `dir` (search permission on it and every folder above it), asked of the kernel by running
 * `test` as that user, so ACLs and group membership count exactly as they will for PostgreSQL.
 */
export function canEnter(dir: string, user: RunAs): boolean {
  const r = spawnSync('test', ['-x', dir], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'ignore' });
  return r.status === 0;
}
