// The server's import graph folder by folder (docs/decisions/0055): prints every cycle between folders and exits 1 if
// there is one. A unit is a feature (features/<name>), another top-level folder of src/server, or a root file. Test
// files and src/server/test are left out; `import type` lines are skipped (erased at build), but an inline
// `import { type X }` counts, as does a dynamic import of our own code.
// Usage: node scripts/import-cycles.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  const files = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'test' && e.name !== 'migrations') files.push(...sourceFiles(p));
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) files.push(p);
  }
  return files;
}

function resolveImport(srcRoot, from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.join(srcRoot, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return null;
}

/** features/<name>, another top-level folder, or a root file such as app.ts. */
function unitOf(serverRoot, file) {
  const parts = path.relative(serverRoot, file).split(path.sep);
  return parts[0] === 'features' && parts.length > 2 ? `features/${parts[1]}` : parts[0];
}

/**
 * The folder-level import edges of `srcRoot/server` ('@/' resolves to srcRoot): a Map from "a -> b" to the file
 * imports that make it.
 */
export function folderEdges(srcDir) {
  const srcRoot = path.resolve(srcDir);
  const serverRoot = path.join(srcRoot, 'server');
  const edges = new Map();
  for (const file of sourceFiles(serverRoot)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      if (m[1]) continue;
      const target = resolveImport(srcRoot, file, m[2] ?? m[3]);
      if (!target || !target.startsWith(serverRoot + path.sep)) continue;
      const a = unitOf(serverRoot, file);
      const b = unitOf(serverRoot, target);
      if (a === b) continue;
      const key = `${a} -> ${b}`;
      if (!edges.has(key)) edges.set(key, []);
      edges.get(key).push(`${path.relative(srcRoot, file)} -> ${path.relative(srcRoot, target)}`);
    }
  }
  return edges;
}

/** The strongly connected components of more than one unit (Tarjan), each with the edges inside it. */
export function folderCycles(edges) {
  const graph = new Map();
  for (const key of edges.keys()) {
    const [a, b] = key.split(' -> ');
    if (!graph.has(a)) graph.set(a, []);
    if (!graph.has(b)) graph.set(b, []);
    graph.get(a).push(b);
  }
  let next = 0;
  const stack = [];
  const onStack = new Set();
  const index = new Map();
  const low = new Map();
  const components = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((units) => ({
    units,
    edges: [...edges.entries()]
      .filter(([key]) => key.split(' -> ').every((u) => units.includes(u)))
      .map(([key, imports]) => ({ edge: key, imports })),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcRoot = path.resolve(import.meta.dirname, '..', 'src');
  const cycles = folderCycles(folderEdges(srcRoot));
  for (const c of cycles) {
    console.log(`cycle: ${c.units.join(', ')}`);
    for (const e of c.edges) console.log(`  ${e.edge}  (${e.imports.slice(0, 3).join(' | ')})`);
  }
  if (cycles.length > 0) process.exit(1);
  console.log('No import cycles between the folders of src/server.');
}
