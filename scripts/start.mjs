// `npm start`: build the client and server when the build is missing or older than the sources, then run
// the server (embedded PostgreSQL, migrations, demo data, app and API on one port), and start it again should it crash.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { supervise } from './supervise.mjs';

const root = path.resolve(import.meta.dirname, '..');
// DIST_DIR lets several checkouts' test runs build side by side; the default is dist/.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const built = path.join(dist, 'server', 'server.js');
const clientBuilt = path.join(dist, 'client', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!fs.existsSync(built) || !fs.existsSync(clientBuilt)) return true;
  const builtAt = Math.min(fs.statSync(built).mtimeMs, fs.statSync(clientBuilt).mtimeMs);
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    newestMtime(path.join(root, 'public')),
    fs.statSync(path.join(root, 'package.json')).mtimeMs,
  );
  return sources > builtAt;
}

// Failures here are one sentence with the fix too (the server's own are mapped in src/server/start-failure.ts).
const fail = (sentence) => {
  console.error(`[wypozyczalnia] ${sentence}`);
  process.exit(1);
};

if (process.env.SKIP_BUILD !== '1' && needsBuild()) {
  console.log('[wypozyczalnia] Building the app (first start or changed sources) ...');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.error)
    fail(`Could not run npm to build the app (${r.error.message}): run npm run build yourself, then npm start.`);
  if (r.status !== 0) fail('The build failed (its errors are above): fix them and run npm start again.');
}
if (!fs.existsSync(built) || !fs.existsSync(clientBuilt)) {
  fail(
    `There is no build in ${path.relative(root, dist) || '.'}/ (SKIP_BUILD=1 skips building): run npm run build, or start without SKIP_BUILD.`,
  );
}

// V8 flags for the server: a larger young generation, so that the short-lived garbage of busy request handling dies
// there instead of being promoted and collected by longer old-generation pauses (decision 0012; the search benchmark
// starts the app with the same flags).
const nodeFlags = JSON.parse(fs.readFileSync(path.join(root, 'scripts/server-node-flags.json'), 'utf8'));
// Supervised (scripts/supervise.mjs): a crash is logged and the server started again after a pause, a few times in a
// row at most; the IPC channel carries the server's "ready".
const supervisor = supervise({
  start: () =>
    spawn(process.execPath, ['--enable-source-maps', ...nodeFlags, built], {
      cwd: root,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: process.env,
    }),
  log: (sentence) => console.error(`[wypozyczalnia] ${sentence}`),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => supervisor.stop(sig));
supervisor.done.then((code) => process.exit(code));
