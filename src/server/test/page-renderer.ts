import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@/shared/page-renderer';

/**
 * The client's server renderer from source, as the build bundles it beside the server (scripts/build-server.mjs):
 * loaded by path, as server.ts loads the bundle, since the server never imports client code.
 */
export async function sourcePageRenderer(): Promise<PageRenderer> {
  const file = path.resolve(import.meta.dirname, '../../client/ssr/render-page.tsx');
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/** A built client's index.html as Vite writes it: the entry script and style sheet in the head, an empty root. */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Wypożyczalnia" />
    <title>Wypożyczalnia</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-test.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
