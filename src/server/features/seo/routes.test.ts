import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVATE_ROUTES, ROUTES, SITEMAP_ROUTES } from '@/shared/constants/routes';
import { items } from '@/server/db/tables';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { createTestApp } from '@/server/test/test-app';
import { createSitemaps } from './sitemaps';

const BASE = 'http://localhost:3000';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (n) => ['url', 'sitemap', 'xhtml:link'].includes(n),
});

interface Url {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: { '@hreflang': string; '@href': string }[];
}

/** A well-formed XML document, parsed (fails the test otherwise). */
function parseXml<T>(xml: string): T {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as T;
}

describe('robots.txt and the sitemaps', async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  const { app, db, search } = await createTestApp({}, { clientDir });
  const owner = await insertUser(db);
  const live = await insertItem(db, owner.id, { updatedAt: new Date('2026-05-01T10:00:00Z') });
  const unavailable = await insertItem(db, owner.id, { available: false });
  const deleted = await insertItem(db, owner.id, { deletedAt: new Date() });

  const itemUrls = async () => {
    const index = parseXml<{ sitemapindex: { sitemap: { loc: string }[] } }>((await app.inject('/sitemap.xml')).body);
    const files = index.sitemapindex.sitemap.map((s) => s.loc).filter((loc) => loc.includes('/items-'));
    const urls: Url[] = [];
    for (const loc of files) {
      const res = await app.inject(loc.replace(BASE, ''));
      urls.push(...(parseXml<{ urlset: { url?: Url[] } }>(res.body).urlset.url ?? []));
    }
    return urls;
  };

  it('robots.txt: plain text, every alias of the private pages, the API and dev tools disallowed, the sitemap named', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const p of ['/api/', '/dev/', '/admin', '/moje-przedmioty', '/my-items', '/wiadomosci', '/messages'])
      expect(disallowed, p).toContain(p);
    for (const name of PRIVATE_ROUTES)
      for (const pattern of ROUTES[name])
        expect(
          disallowed.some((d) => pattern.startsWith(d)),
          pattern,
        ).toBe(true);
    // No public page falls under a disallowed prefix.
    for (const name of [...SITEMAP_ROUTES, 'item'] as const)
      for (const pattern of ROUTES[name])
        expect(
          disallowed.some((d) => pattern.startsWith(d)),
          pattern,
        ).toBe(false);
  });

  it('the sitemap index names the public pages and the item files, as XML', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const index = parseXml<{ sitemapindex: { '@xmlns': string; sitemap: { loc: string }[] } }>(res.body);
    expect(index.sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.sitemapindex.sitemap.map((s) => s.loc)).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/items-1.xml`,
    ]);
    const pages = parseXml<{ urlset: { url: Url[] } }>((await app.inject('/sitemaps/pages.xml')).body);
    const locs = pages.urlset.url.map((u) => u.loc);
    for (const p of ['/', '/przegladaj', '/browse', '/jak-to-dziala', '/how-it-works', '/o-nas', '/about', '/faq'])
      expect(locs, p).toContain(`${BASE}${p}`);
    expect(locs).toContain(`${BASE}/kontakt`);
    expect(locs).not.toContain(`${BASE}/logowanie`);
    // A page with one path for both languages: Polish as it is, English with ?lang=en, each listed with both.
    for (const [pl, en] of [
      ['/', '/?lang=en'],
      ['/faq', '/faq?lang=en'],
    ]) {
      const listed = pages.urlset.url.filter((u) => u.loc === `${BASE}${pl}` || u.loc === `${BASE}${en}`);
      expect(listed.map((u) => u.loc)).toEqual([`${BASE}${pl}`, `${BASE}${en}`]);
      for (const url of listed)
        expect(Object.fromEntries(url['xhtml:link']!.map((l) => [l['@hreflang'], l['@href']]))).toEqual({
          pl: `${BASE}${pl}`,
          en: `${BASE}${en}`,
          'x-default': `${BASE}${pl}`,
        });
    }
  });

  it('lists each live, available item in both languages with its last change and hreflang alternates', async () => {
    const urls = await itemUrls();
    expect(urls.map((u) => u.loc).sort()).toEqual([`${BASE}/item/${live.id}`, `${BASE}/przedmiot/${live.id}`]);
    for (const url of urls) {
      expect(url.lastmod).toBe('2026-05-01T10:00:00.000Z');
      expect(Object.fromEntries(url['xhtml:link']!.map((l) => [l['@hreflang'], l['@href']]))).toEqual({
        pl: `${BASE}/przedmiot/${live.id}`,
        en: `${BASE}/item/${live.id}`,
        'x-default': `${BASE}/przedmiot/${live.id}`,
      });
    }
    const listed = urls.map((u) => u.loc).join(' ');
    for (const gone of [unavailable, deleted]) expect(listed).not.toContain(`/${gone.id}`);
  });

  it('is made again when the catalogue changes: a new item appears, a deleted one goes', async () => {
    const before = await search.currentVersion();
    const added = await insertItem(db, owner.id);
    await db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, live.id));
    expect(await search.currentVersion()).toBeGreaterThan(before);
    const locs = (await itemUrls()).map((u) => u.loc).sort();
    expect(locs).toEqual([`${BASE}/item/${added.id}`, `${BASE}/przedmiot/${added.id}`]);
  });

  it('splits the items into files of the given size and 404s past the last one', async () => {
    for (let i = 0; i < 3; i++) await insertItem(db, owner.id);
    const sitemaps = createSitemaps({
      db,
      publicUrl: BASE,
      catalogueVersion: () => search.currentVersion(),
      itemsPerSitemap: 2,
    });
    const index = parseXml<{ sitemapindex: { sitemap: { loc: string }[] } }>(await sitemaps.index());
    expect(index.sitemapindex.sitemap.map((s) => s.loc.replace(`${BASE}/sitemaps/`, ''))).toEqual([
      'pages.xml',
      'items-1.xml',
      'items-2.xml',
    ]);
    const second = parseXml<{ urlset: { url: Url[] } }>((await sitemaps.items(2))!);
    expect(second.urlset.url).toHaveLength(4);
    expect(await sitemaps.items(3)).toBeNull();
    for (const url of ['/sitemaps/items-9.xml', '/sitemaps/other.xml'])
      expect((await app.inject(url)).statusCode, url).toBe(404);
  });

  it('an item page answers 200 for a listed item (available or not), 404 with the app for a missing or deleted one', async () => {
    const shown = await insertItem(db, owner.id);
    for (const url of [`/przedmiot/${shown.id}`, `/item/${shown.id}`, `/item/${unavailable.id}`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of [
      `/przedmiot/${deleted.id}`,
      `/item/${deleted.id}`,
      '/przedmiot/999999',
      '/item/abc',
      '/item/99999999999',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('is not part of the API document', async () => {
    const doc = (await app.inject('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(
      Object.keys(doc.paths).filter((p) => !p.startsWith('/api/') && !['/healthz', '/readyz'].includes(p)),
    ).toEqual([]);
  });
});
