import { ROUTES, SITEMAP_ROUTES } from '@/shared/constants/routes';
import { HELP_ARTICLE_IDS } from '@/shared/help/types';
import { helpArticlePath } from '@/shared/help/paths';

/** The protocol's limit is 50,000 URLs a file; an item is two (its Polish and its English page). */
export const ITEMS_PER_SITEMAP = 25_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** One listed item: its id and when it last changed. */
export interface SitemapItem {
  id: number;
  updatedAt: Date;
}

/** A page in both languages: one <url> per language, each naming both and x-default (Polish, the site's default). */
function bilingualUrls(base: string, pl: string, en: string, lastmod?: Date): string {
  const links =
    `<xhtml:link rel="alternate" hreflang="pl" href="${escapeXml(base + pl)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(base + en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + pl)}"/>`;
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return [pl, en].map((p) => `<url><loc>${escapeXml(base + p)}</loc>${mod}${links}</url>`).join('\n');
}

const urlset = (urls: string[]) =>
  `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;

/**
 * The public pages without a parameter, in both languages. A page with one path for both (home, FAQ) is Polish as it
 * is and English with `?lang=en`, as the pages' own hreflang alternates say (client/app/head/page-urls.ts). Then
 * every help article, its Polish and English slugs.
 */
export function pagesSitemap(base: string): string {
  const urls = SITEMAP_ROUTES.map((name) => {
    const [en, pl] = ROUTES[name] as readonly string[];
    return pl === undefined ? bilingualUrls(base, en, `${en}?lang=en`) : bilingualUrls(base, pl, en);
  });
  const articles = HELP_ARTICLE_IDS.map((id) =>
    bilingualUrls(base, helpArticlePath(id, 'pl'), helpArticlePath(id, 'en')),
  );
  return urlset([...urls, ...articles]);
}

/** One file of item pages, both languages of each, with its last change. */
export function itemsSitemap(base: string, items: readonly SitemapItem[]): string {
  const [en, pl] = ROUTES.item;
  const urls = items.map((item) =>
    bilingualUrls(base, pl.replace(':id', String(item.id)), en.replace(':id', String(item.id)), item.updatedAt),
  );
  return urlset(urls);
}

/** The sitemap index: the public pages' file, then the item files, each with its newest change. */
export function sitemapIndex(base: string, itemFiles: readonly { name: string; lastmod?: Date }[]): string {
  const files = [{ name: 'pages.xml' }, ...itemFiles].map(
    (f) =>
      `<sitemap><loc>${escapeXml(`${base}/sitemaps/${f.name}`)}</loc>` +
      `${f.lastmod ? `<lastmod>${f.lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${files.join('\n')}\n</sitemapindex>\n`;
}
