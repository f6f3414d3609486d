import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { matchRoute } from '@/shared/constants/routes';

/** True when a 404 should get the client's index.html instead of a JSON error. */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !/^\/(api|uploads|dev|assets)(\/|\?|$)/.test(url) && !/^\/(healthz|readyz)(\?|$)/.test(url);
}

/**
 * Whether a path (query allowed) is a page of the client's router (shared/constants/routes.ts): a client route that
 * is none answers 404 with index.html, whose router shows the not-found screen. Pages that need a look in the database
 * (an item's) are answered by their own routes (features/seo/page-routes.ts).
 */
export function isKnownPage(url: string): boolean {
  return matchRoute(url.split('?')[0]) !== null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a built client is being served (dist/client exists). */
    servesClient: boolean;
  }
}

/**
 * Serves the built React app (dist/client) and uploaded files (<DATA_DIR>/uploads at /uploads/).
 * The SPA fallback (index.html for client routes) lives in the not-found handler of app.ts.
 */
export default fp<{ clientDir: string | null; uploadsDir: string }>(async (app, { clientDir, uploadsDir }) => {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
  const hasClient = clientDir !== null && fs.existsSync(path.join(clientDir, 'index.html'));
  app.decorate('servesClient', hasClient);
  // wildcard: false registers a route per built file, so '/' and client routes fall through to the SPA fallback.
  if (hasClient)
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      // scripts/precompress.mjs wrote a .br and a .gz beside each file at build: sent as the browser accepts them.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlOf(clientDir, filePath));
      },
    });
});

/**
 * Vite names what it emits under assets/ by content hash: a changed file is a new URL, so a browser may keep one
 * forever. index.html names those files and must be asked again every time; the rest (favicon, manifest) an hour.
 */
function cacheControlOf(clientDir: string, filePath: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return relative.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
}

/** The client's index.html with a status: 200 for a page the client has, 404 for one it shows its not-found screen for. */
export function sendClientPage(reply: FastifyReply, status: 200 | 404) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .sendFile('index.html', { cacheControl: false });
}
