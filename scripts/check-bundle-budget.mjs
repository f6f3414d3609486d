// The JavaScript budget of the public pages (issue 22 §3): what a page loads before it is interactive, gzipped, must
// stay under BUDGET_BYTES. That is the entry chunk with its static imports (the modulepreload list) and the route's
// lazy page chunk with its static imports. The texts of the page's language come in the page's HTML (its server state,
// JSON, decision 0059), not as a script: not counted. Other dynamic imports (the date picker,
// dialogs, forms opened on use) are not counted: they load after the first paint. Reads the Vite manifest of
// $DIST_DIR/client and prints a table. A page over BUDGET_BYTES (the 150 KiB) is named with its largest files
// and the build fails (exit 1).
// Usage: node scripts/check-bundle-budget.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const BUDGET_BYTES = 150 * 1024;
/** The pages the budget covers, by their source file under src/client. */
export const PAGES = {
  home: 'app/routes/home-page.tsx',
  browse: 'features/items/pages/browse-page.tsx',
  item: 'app/routes/item-page.tsx',
};

/**
 * The app's entries: main.tsx (or the index.html that loads it) and the page's first script, boot.ts, which starts it
 * once the page's main image is painted (decision 0079): all of them load before the page is interactive.
 */
const ENTRY_CANDIDATES = ['main.tsx', 'index.html', 'boot.ts'];

/** Manifest keys are relative to Vite's root (src/client); accept a path from the repository root too. */
function findKey(manifest, src) {
  const inClient = src.replace(/^src\/client\//, '');
  for (const key of [inClient, `src/client/${inClient}`]) if (manifest[key]) return key;
  return null;
}

/** The chunk files a key loads statically: its own file and, transitively, its `imports`. */
function staticFiles(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  if (chunk.file.endsWith('.js')) seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, seen);
  return seen;
}

/**
 * Per page: the JS files loaded at first paint and their total gzip size. `sizeOf(file)` gives the gzip bytes of a
 * built file (injected so the test can count without real chunks).
 */
export function pageBudgets(manifest, sizeOf, pages = PAGES) {
  const entryKeys = ENTRY_CANDIDATES.map((c) => findKey(manifest, c)).filter(Boolean);
  if (entryKeys.length === 0) throw new Error(`no entry (${ENTRY_CANDIDATES.join(' or ')}) in the manifest`);
  const entryFiles = entryKeys.reduce((seen, key) => staticFiles(manifest, key, seen), new Set());
  return Object.entries(pages).map(([page, src]) => {
    const pageKey = findKey(manifest, src);
    if (!pageKey) throw new Error(`page ${page} (${src}) is not in the manifest`);
    const files = staticFiles(manifest, pageKey, new Set(entryFiles));
    const bytes = total(files, sizeOf);
    return { page, files: [...files], bytes, over: bytes > BUDGET_BYTES };
  });
}

function total(files, sizeOf) {
  return [...files].reduce((sum, file) => sum + sizeOf(file), 0);
}

function gzipSizer(clientDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const data = fs.readFileSync(path.join(clientDir, file));
      cache.set(file, zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }).length);
    }
    return cache.get(file);
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const clientDir = path.resolve(root, process.env.DIST_DIR ?? 'dist', 'client');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error(`bundle budget: ${manifestFile} is missing (build.manifest must be on)`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const sizeOf = gzipSizer(clientDir);
  const rows = pageBudgets(manifest, sizeOf);
  console.log(`JavaScript before interactive (gzip), budget ${kib(BUDGET_BYTES)}:`);
  for (const r of rows) {
    const mark = r.over ? '  OVER THE BUDGET' : '';
    console.log(`  ${r.page.padEnd(8)} ${kib(r.bytes).padStart(10)}  ${r.files.length} files${mark}`);
  }
  const over = rows.filter((r) => r.over);
  if (over.length > 0) {
    for (const r of over) {
      console.log(`\n${r.page} is over the budget by ${kib(r.bytes - BUDGET_BYTES)}; its largest files:`);
      const largest = r.files.map((f) => [f, sizeOf(f)]).sort((a, b) => b[1] - a[1]);
      for (const [f, b] of largest.slice(0, 8)) console.log(`  ${kib(b).padStart(10)}  ${f}`);
    }
    console.error(`\n${over.map((r) => r.page).join(', ')} over the budget of ${kib(BUDGET_BYTES)}: the build fails.`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
