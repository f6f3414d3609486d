// Bundles the server (our code; packages stay external) into $DIST_DIR/server and copies the SQL migrations beside it.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.resolve(root, process.env.DIST_DIR ?? 'dist', 'server');
/** Style sheets are the browser's business: the server renderer imports none of them (a package's among them). */
const noStyles = {
  name: 'no-styles',
  setup(b) {
    b.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'no-styles' }));
    b.onLoad({ filter: /.*/, namespace: 'no-styles' }, () => ({ contents: '', loader: 'js' }));
  },
};

await build({
  // render-page.js is the client's server renderer (docs/decisions/0059), loaded by server.js by path.
  entryPoints: {
    server: path.join(root, 'src/server/server.ts'),
    'seed/seed-cli': path.join(root, 'src/server/seed/seed-cli.ts'),
  },
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
// The client's server renderer (docs/decisions/0059), loaded by server.js by path. Its packages are bundled with it:
// browser packages are not all importable by Node as they are (directory imports, CommonJS without exports).
await build({
  entryPoints: { 'render-page': path.join(root, 'src/client/ssr/render-page.tsx') },
  plugins: [noStyles],
  jsx: 'automatic',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // CommonJS inside (react-dom/server) requires Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  target: 'node22',
  outdir,
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: path.join(root, 'tsconfig.json'),
});
const migrations = path.join(outdir, 'migrations');
fs.rmSync(migrations, { recursive: true, force: true });
fs.cpSync(path.join(root, 'src/server/db/migrations'), migrations, { recursive: true });
