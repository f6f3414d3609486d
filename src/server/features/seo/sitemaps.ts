import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { items } from '@/server/db/tables';
import { itemListed } from '@/server/features/items/public';
import { ITEMS_PER_SITEMAP, itemsSitemap, pagesSitemap, sitemapIndex, type SitemapItem } from './sitemap-xml';

/** Listed items a search engine should index: live, of a live owner, available (an unavailable one is noindex). */
function indexableItems(db: Db): Promise<SitemapItem[]> {
  return db
    .select({ id: items.id, updatedAt: items.updatedAt })
    .from(items)
    .where(and(itemListed, eq(items.available, true)))
    .orderBy(asc(items.id));
}

export interface SitemapsOptions {
  db: Db;
  /** PUBLIC_URL: sitemaps name absolute URLs. */
  publicUrl: string;
  /** The catalogue version (features/items/search): from memory in the app, so a read per request costs nothing. */
  catalogueVersion: () => number | Promise<number>;
  itemsPerSitemap?: number;
}

/**
 * The sitemaps, made from the database once per catalogue version: every item write bumps the version, so a request
 * after a change reads the items again (one indexed query of ids and dates) and the files are rendered as asked.
 */
export function createSitemaps({
  db,
  publicUrl,
  catalogueVersion,
  itemsPerSitemap = ITEMS_PER_SITEMAP,
}: SitemapsOptions) {
  const base = publicUrl.replace(/\/+$/, '');
  const pages = pagesSitemap(base);
  let cached: { version: number; chunks: Promise<SitemapItem[][]>; files: Map<number, string> } | undefined;

  async function chunksNow(): Promise<{ chunks: SitemapItem[][]; files: Map<number, string> }> {
    const version = await catalogueVersion();
    if (cached?.version !== version) {
      const chunks = indexableItems(db).then((rows) => {
        const out: SitemapItem[][] = [];
        for (let i = 0; i < rows.length; i += itemsPerSitemap) out.push(rows.slice(i, i + itemsPerSitemap));
        return out;
      });
      const entry = { version, chunks, files: new Map<number, string>() };
      cached = entry;
      // A failed read is not kept: the next request tries again.
      chunks.catch(() => cached === entry && (cached = undefined));
    }
    const entry = cached;
    return { chunks: await entry.chunks, files: entry.files };
  }

  return {
    /** /sitemap.xml: the pages' file and items-1.xml … items-N.xml. */
    async index(): Promise<string> {
      const { chunks } = await chunksNow();
      return sitemapIndex(
        base,
        chunks.map((chunk, i) => ({
          name: `items-${i + 1}.xml`,
          lastmod: new Date(chunk.reduce((max, item) => Math.max(max, item.updatedAt.getTime()), 0)),
        })),
      );
    },
    pages: () => pages,
    /** items-{n}.xml (n from 1), or null past the last file. */
    async items(n: number): Promise<string | null> {
      const { chunks, files } = await chunksNow();
      const chunk = chunks[n - 1];
      if (!chunk) return null;
      let xml = files.get(n);
      if (xml === undefined) {
        xml = itemsSitemap(base, chunk);
        files.set(n, xml);
      }
      return xml;
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
