import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '@/server/adapters/storage/storage';
import type { Db } from '@/server/db/client';
import { findItem } from '@/server/features/items/public';
import { AppError } from '@/server/lib/errors';
import { sendClientPage } from '@/server/plugins/client-files';
import { ROUTES } from '@/shared/constants/routes';
import { createOgImages } from './og-image';
import { robotsTxt } from './robots';
import { createSitemaps } from './sitemaps';

export interface SeoRoutesOptions {
  db: Db;
  /** Where the items' photos are, for their link preview images. */
  storage: FileStorage;
  publicUrl: string;
  catalogueVersion: () => number | Promise<number>;
}

/** For crawlers, not the API: left out of the OpenAPI document (plugins/openapi-document.ts honours `hide`). */
const HIDDEN = { hide: true } as const;
/** Crawlers come back daily at most; an hour old is fresh enough. */
const CACHE = 'public, max-age=3600';
/** A preview image's URL carries the item's last change (shared/constants/seo.ts): a day is safe, and spares renders. */
const IMAGE_CACHE = 'public, max-age=86400';
/** Largest id an items row can have (integer column): a longer number is no item, not a database error. */
const MAX_ID = 2_147_483_647;

/**
 * What search engines read: robots.txt, the sitemap index and its files (docs/decisions/0058), and the status of an
 * item page (404 for an item that is not, or no longer, listed) when the built client is served.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (
  app,
  { db, storage, publicUrl, catalogueVersion },
) => {
  const base = publicUrl.replace(/\/+$/, '');
  const robots = robotsTxt(base);
  const sitemaps = createSitemaps({ db, publicUrl: base, catalogueVersion });
  const ogImage = createOgImages({ db, storage });

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

  // A link preview's picture (og:image of an item page): a JSON 404, not the app's page, for no item or no photo.
  app.get('/og/items/:file', { schema: { ...HIDDEN, params: z.object({ file: z.string() }) } }, async (req, reply) => {
    const id = /^([1-9]\d{0,9})\.jpg$/.exec(req.params.file)?.[1];
    const image = id ? await ogImage(Number(id)) : null;
    if (!image) throw new AppError('NOT_FOUND');
    return reply.type('image/jpeg').header('cache-control', IMAGE_CACHE).send(image);
  });

  // The other pages' status comes from their path alone (plugins/error-handler.ts); an item's needs its row.
  if (app.servesClient)
    for (const pattern of ROUTES.item)
      app.get(pattern, { schema: { ...HIDDEN, params: z.object({ id: z.string() }) } }, async (req, reply) => {
        // With the server renderer, the page's own render knows whether the item is there (features/pages).
        if (app.hasDecorator('sendPage')) return app.sendPage(req, reply);
        const id = /^\d{1,10}$/.test(req.params.id) ? Number(req.params.id) : 0;
        const listed = id > 0 && id <= MAX_ID && (await findItem(db, id)) !== null;
        return sendClientPage(reply, listed ? 200 : 404);
      });
};
