import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { findItem } from '@/server/features/items/public';
import { sendClientPage } from '@/server/plugins/client-files';
import { ROUTES } from '@/shared/constants/routes';
import { robotsTxt } from './robots';
import { createSitemaps } from './sitemaps';

export interface SeoRoutesOptions {
  db: Db;
  publicUrl: string;
  catalogueVersion: () => number | Promise<number>;
}

/** For crawlers, not the API: left out of the OpenAPI document (plugins/openapi-document.ts honours `hide`). */
const HIDDEN = { hide: true } as const;
/** Crawlers come back daily at most; an hour old is fresh enough. */
const CACHE = 'public, max-age=3600';
/** Largest id an items row can have (integer column): a longer number is no item, not a database error. */
const MAX_ID = 2_147_483_647;

/**
 * What search engines read: robots.txt, the sitemap index and its files (docs/decisions/0058), and the status of an
 * item page (404 for an item that is not, or no longer, listed) when the built client is served.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { db, publicUrl, catalogueVersion }) => {
  const base = publicUrl.replace(/\/+$/, '');
  const robots = robotsTxt(base);
  const sitemaps = createSitemaps({ db, publicUrl: base, catalogueVersion });

  app.get('/robots.txt', { schema: HIDDEN }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robots),
  );

  app.get('/sitemap.xml', { schema: HIDDEN }, async (_req, reply) =>
    reply
      .type('application/xml')
      .header('cache-control', CACHE)
      .send(await sitemaps.index()),
  );

  app.get('/sitemaps/:file', { schema: { ...HIDDEN, params: z.object({ file: z.string() }) } }, async (req, reply) => {
    const { file } = req.params;
    const n = /^items-([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
    const xml = file === 'pages.xml' ? sitemaps.pages() : n ? await sitemaps.items(Number(n)) : null;
    if (xml === null) return reply.callNotFound();
    return reply.type('application/xml').header('cache-control', CACHE).send(xml);
  });

  // The other pages' status comes from their path alone (plugins/error-handler.ts); an item's needs its row.
  if (app.servesClient)
    for (const pattern of ROUTES.item)
      app.get(pattern, { schema: { ...HIDDEN, params: z.object({ id: z.string() }) } }, async (req, reply) => {
        const id = /^\d{1,10}$/.test(req.params.id) ? Number(req.params.id) : 0;
        const listed = id > 0 && id <= MAX_ID && (await findItem(db, id)) !== null;
        return sendClientPage(reply, listed ? 200 : 404);
      });
};
