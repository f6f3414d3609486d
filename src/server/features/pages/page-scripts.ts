import { PAGE_MODULES } from '@/shared/constants/page-modules';
import type { RouteName } from '@/shared/constants/routes';

/** A chunk of Vite's build manifest (`.vite/manifest.json`), keyed by its source path under src/client. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk | undefined>;

/** The app's entries: index.html (main.tsx) and the page's first script, boot.ts (decision 0079). */
const ENTRY_KEYS = ['index.html', 'main.tsx', 'boot.ts'];

/** The script files a chunk loads statically: its own and, transitively, its imports'. */
function staticFiles(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  if (chunk.file.endsWith('.js')) into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, into);
  return into;
}

/**
 * Each screen's scripts beyond the app's entry (decision 0086): its page module's chunk and the chunks that one imports,
 * as addresses, without those the entry loads anyway. The boot script asks for them with the entry, so that hydrating
 * the page finds them linked: Vite's loader, which React calls while it hydrates, then has nothing to add to the document
 * (a link each, 0.2–0.4 ms of the main thread apiece, inside hydration's task). A screen whose module is not in the
 * manifest gets none (the loader then links its chunks itself, as before).
 */
export function pageScriptsOf(manifest: Manifest): Map<RouteName, string[]> {
  const entry = ENTRY_KEYS.reduce((files, key) => staticFiles(manifest, key, files), new Set<string>());
  const scripts = new Map<RouteName, string[]>();
  for (const [name, module] of Object.entries(PAGE_MODULES) as [RouteName, string][]) {
    const files = staticFiles(manifest, module, new Set(entry));
    for (const file of entry) files.delete(file);
    scripts.set(
      name,
      [...files].map((file) => `/${file}`),
    );
  }
  return scripts;
}
