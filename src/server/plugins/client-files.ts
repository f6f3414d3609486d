import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** True when a 404 should get the client's index.html instead of a JSON error. */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !/^\/(api|uploads|dev|assets)(\/|\?|$)/.test(url) && !/^\/(healthz|readyz)(\?|$)/.test(url);
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
    await app.register(fastifyStatic, { root: clientDir, prefix: '/', index: false, wildcard: false, maxAge: '1h' });
});
