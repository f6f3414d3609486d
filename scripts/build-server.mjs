// Bundles the server (our code; packages stay external) into $DIST_DIR/server and copies the SQL migrations beside it.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.resolve(root, process.env.DIST_DIR ?? 'dist', 'server');
await build({
  entryPoints: [path.join(root, 'src/server/server.ts'), path.join(root, 'src/server/seed/seed-cli.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  target: 'node22',
  outdir,
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: path.join(root, 'tsconfig.json'),
});
const migrations = path.join(outdir, 'migrations');
fs.rmSync(migrations, { recursive: true, force: true });
fs.cpSync(path.join(root, 'src/server/db/migrations'), migrations, { recursive: true });
