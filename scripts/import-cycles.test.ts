import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderEdges } from './import-cycles.mjs';

const srcRoot = path.resolve(import.meta.dirname, '..', 'src');

/** A throwaway src/ tree: file path (under src/server) -> content. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    const p = path.join(root, 'server', file);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, text);
  }
  return root;
}

describe('the layering of src/server (docs/decisions/0055)', () => {
  it('has no import cycle between its folders', () => {
    const cycles = folderCycles(folderEdges(srcRoot));
    expect(cycles.flatMap((c) => c.edges.map((e) => `${e.edge}: ${e.imports[0]}`))).toEqual([]);
  });

  it('finds a cycle made by an inline type import, a dynamic import or a re-export, and skips `import type`', () => {
    const root = tree({
      'lib/a.ts': "import { type B } from '@/server/db/b';\nexport const a = 1;\n",
      'db/b.ts': "export type B = number;\nexport const load = () => import('../features/x/c');\n",
      'features/x/c.ts': "export { a } from '@/server/lib/a';\n",
      'features/y/d.ts': "import type { a } from '@/server/features/x/c';\n",
      'features/x/e.ts': "import { d } from '../y/d';\n",
      'features/x/e.test.ts': "import { a } from '@/server/db/b';\n",
    });
    try {
      const cycles = folderCycles(folderEdges(root));
      expect(cycles.map((c) => c.units)).toEqual([['db', 'features/x', 'lib']]);
      expect(cycles[0].edges.map((e) => e.edge).sort()).toEqual(['db -> features/x', 'features/x -> lib', 'lib -> db']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
