import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '@/shared/page-renderer';
import { items } from '@/server/db/tables';
import { insertItem, insertUser, ratedBy } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { sourcePageRenderer, TEST_INDEX_HTML } from '@/server/test/page-renderer';
import { createTestApp } from '@/server/test/test-app';

const BASE = 'http://localhost:3000';

/** The JSON blocks and scripts of a page: what a crawler reads without running anything. */
function scriptsOf(html: string) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, body]) => ({ attrs, body }));
}

function stateOf(html: string) {
  const block = scriptsOf(html).find((s) => s.attrs.includes('id="ssr-state"'));
  expect(block).toBeDefined();
  return JSON.parse(block!.body) as {
    lang: string;
    rendered: boolean;
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
}

function jsonLdOf(html: string) {
  const block = scriptsOf(html).find((s) => s.attrs.includes('application/ld+json'));
  return block ? (JSON.parse(block.body) as Record<string, unknown>) : null;
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('pages rendered on the server', async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEST_INDEX_HTML);
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  const source = await sourcePageRenderer();
  let renders = 0;
  /** While set, the API answers the renderer's item reads with a server error (as with the database away). */
  let apiDown = false;
  const renderer: PageRenderer = {
    setApiFetch: (f) =>
      source.setApiFetch((url, init) =>
        apiDown && url.startsWith('/api/items')
          ? Promise.resolve(new Response('{"code":"SERVICE_UNAVAILABLE","message":"x"}', { status: 503 }))
          : f(url, init),
      ),
    renderPage: (input) => {
      renders++;
      return source.renderPage(input);
    },
    texts: (lang) => source.texts(lang),
  };
  const { app, db } = await createTestApp({}, { clientDir, pageRenderer: renderer });
  const owner = await insertUser(db, { firstName: 'Olga', lastName: 'Właścicielka' });
  const item = await insertItem(db, owner.id, {
    name: 'Wiertarka udarowa Bosch',
    description: 'Mocna wiertarka do betonu, z walizką i kompletem wierteł.',
    pricePerDay: '45.00',
    ...ratedBy([5, 4]),
  });
  const unavailable = await insertItem(db, owner.id, { name: 'Namiot czteroosobowy', available: false });
  const deleted = await insertItem(db, owner.id, { name: 'Rower usunięty', deletedAt: new Date() });

  it('an item page in Polish: the item in the HTML, its head tags, Product JSON-LD with the price per day', async () => {
    const res = await app.inject(`/przedmiot/${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html lang="pl">');
    expect(rootOf(html)).toContain('Wiertarka udarowa Bosch');
    expect(rootOf(html)).toContain('Mocna wiertarka do betonu');
    const head = headOf(html);
    expect(head).toMatch(/<title>[^<]*Wiertarka udarowa Bosch[^<]*<\/title>/);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="[^"]*Mocna wiertarka/);
    expect(head).toContain(`<link rel="canonical" href="${BASE}/przedmiot/${item.id}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${BASE}/item/${item.id}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="pl" href="${BASE}/przedmiot/${item.id}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/przedmiot/${item.id}">`);
    expect(head).toMatch(/<meta property="og:title" content="[^"]*Wiertarka udarowa Bosch/);
    expect(head).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/[^"]+"/);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).not.toContain('noindex');
    const product = jsonLdOf(html)!;
    expect(product['@type']).toBe('Product');
    expect(product.name).toBe('Wiertarka udarowa Bosch');
    const offer = product.offers as Record<string, unknown>;
    expect(offer.price).toBe('45.00');
    expect(offer.priceCurrency).toBe('PLN');
    expect(offer.availability).toBe('https://schema.org/InStock');
    const unit = offer.priceSpecification as Record<string, unknown>;
    expect(unit['@type']).toBe('UnitPriceSpecification');
    expect(unit.unitCode).toBe('DAY');
    expect(unit.price).toBe('45.00');
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    // The star of its rating is drawn once for the page and shown by reference (decision 0081).
    expect(rootOf(html).match(/<symbol id="icon-star"/g)).toHaveLength(1);
    expect(rootOf(html)).toContain('<use href="#icon-star">');
    expect(rootOf(html).match(/lucide-star/g)).toHaveLength(1);
  });

  it('the same item in English at /item/{id}', async () => {
    const res = await app.inject(`/item/${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(headOf(res.body)).toContain(`<link rel="canonical" href="${BASE}/item/${item.id}">`);
    expect(headOf(res.body)).toContain('<meta property="og:locale" content="en_US">');
    expect(stateOf(res.body).lang).toBe('en');
  });

  it('an unavailable item: 200, shown, noindex and OutOfStock', async () => {
    const res = await app.inject(`/przedmiot/${unavailable.id}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('Namiot czteroosobowy');
    expect(headOf(res.body)).toMatch(/<meta name="robots" content="noindex/);
    const offer = jsonLdOf(res.body)!.offers as Record<string, unknown>;
    expect(offer.availability).toBe('https://schema.org/OutOfStock');
  });

  it('404 with the not-found screen: an unknown path, an unknown, deleted or malformed item', async () => {
    for (const url of ['/nie-ma-takiej-strony', `/przedmiot/${deleted.id}`, '/item/999999', '/przedmiot/abc']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headOf(res.body), url).toMatch(/<meta name="robots" content="noindex/);
      expect(res.body, url).not.toContain('Rower usunięty');
    }
    expect(rootOf((await app.inject('/nie-ma-takiej-strony')).body)).toContain('404');
  });

  it('a page asked by another spelling of its path moves there for good (301), its query kept', async () => {
    const res = await app.inject('/Przegladaj/?q=wiertarka');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/przegladaj?q=wiertarka');
    const item301 = await app.inject(`/ITEM/${item.id}/`);
    expect(item301.statusCode).toBe(301);
    expect(item301.headers.location).toBe(`/item/${item.id}`);
  });

  it("a page that sends elsewhere answers 302 there: a search's page past the last, sign-in for the signed in", async () => {
    const past = await app.inject('/przegladaj?q=wiertarka&page=99');
    expect(past.statusCode).toBe(302);
    expect(past.headers.location).toMatch(/^\/przegladaj\?/);
    expect(past.headers.location).toContain('q=wiertarka');
    expect(past.headers.location).not.toContain('page=99');
    expect(past.body).toBe('');
    // Followed, it is a page: the last one.
    expect((await app.inject(past.headers.location!)).statusCode).toBe(200);
    const user = await signedInUser(db);
    const login = await app.inject({ url: '/logowanie', headers: { cookie: user.cookie } });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toMatch(/^\//);
    expect((await app.inject('/logowanie')).statusCode).toBe(200);
  });

  it('home, browse and the information pages in both languages: content, title, canonical, alternates', async () => {
    const pages = [
      { url: '/', lang: 'pl', canonical: '/', en: '/?lang=en' },
      { url: '/?lang=en', lang: 'en', canonical: '/?lang=en', en: '/?lang=en' },
      { url: '/przegladaj', lang: 'pl', canonical: '/przegladaj', en: '/browse' },
      { url: '/browse', lang: 'en', canonical: '/browse', en: '/browse' },
      { url: '/jak-to-dziala', lang: 'pl', canonical: '/jak-to-dziala', en: '/how-it-works' },
      { url: '/about', lang: 'en', canonical: '/about', en: '/about' },
      { url: '/faq', lang: 'pl', canonical: '/faq', en: '/faq?lang=en' },
      { url: '/kontakt', lang: 'pl', canonical: '/kontakt', en: '/contact' },
    ];
    const titles = new Set<string>();
    for (const page of pages) {
      const res = await app.inject(page.url);
      expect(res.statusCode, page.url).toBe(200);
      const head = headOf(res.body);
      expect(res.body, page.url).toContain(`<html lang="${page.lang}">`);
      titles.add(/<title>([^<]+)<\/title>/.exec(head)![1]);
      expect(head, page.url).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(head, page.url).toContain(`<link rel="canonical" href="${BASE}${page.canonical}">`);
      expect(head, page.url).toContain(`<link rel="alternate" hreflang="en" href="${BASE}${page.en}">`);
      expect(rootOf(res.body), page.url).toMatch(/<h1[^>]*>/);
      expect(stateOf(res.body)).toMatchObject({ lang: page.lang, rendered: true });
    }
    expect(titles.size).toBe(pages.length);
    // The catalogue is in the browse page's HTML, and Polish screens carry no English and the other way round.
    expect(rootOf((await app.inject('/przegladaj')).body)).toContain('Wiertarka udarowa Bosch');
    expect(rootOf((await app.inject('/')).body)).toContain('Wypożycz');
    expect(rootOf((await app.inject('/?lang=en')).body)).not.toContain('Wypożycz ');
  });

  it('no script runs inline: the state and JSON-LD are data blocks, the CSP allows no inline script', async () => {
    const res = await app.inject(`/przedmiot/${item.id}`);
    for (const { attrs } of scriptsOf(res.body))
      expect(attrs).toMatch(/ src="\/assets\/|type="application\/(json|ld\+json)"/);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it('the visitor is known with the page: the session is in its state, so the browser does not ask /api/auth/me', async () => {
    const visitor = stateOf((await app.inject('/przegladaj')).body);
    const me = visitor.queries.queries.find((q) => JSON.stringify(q.queryKey).includes('me'));
    expect(me?.state.data).toBeNull();
    const user = await signedInUser(db);
    const signedIn = stateOf((await app.inject({ url: '/przegladaj', headers: { cookie: user.cookie } })).body);
    const mine = signedIn.queries.queries.find((q) => JSON.stringify(q.queryKey).includes('me'));
    expect(mine?.state.data).toMatchObject({ id: user.id, email: user.email });
  });

  it('signed-in screens come as the shell the browser renders, with the user and noindex', async () => {
    const user = await signedInUser(db);
    const res = await app.inject({ url: '/wynajmy', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(headOf(res.body)).toMatch(/<meta name="robots" content="noindex/);
    expect(stateOf(res.body).rendered).toBe(false);
  });

  it("a visitor's page is rendered once per catalogue version; a signed-in user's every time", async () => {
    const url = `/o-nas?cache-test=${Date.now()}`;
    renders = 0;
    const first = await app.inject(url);
    const second = await app.inject(url);
    expect(second.body).toBe(first.body);
    expect(renders).toBe(1);
    // An item write bumps the catalogue version: the next visitor gets a fresh render.
    await db.update(items).set({ name: 'Wiertarka udarowa Bosch GSB' }).where(eq(items.id, item.id));
    await app.inject(url);
    expect(renders).toBe(2);
    const user = await signedInUser(db);
    await app.inject({ url, headers: { cookie: user.cookie } });
    await app.inject({ url, headers: { cookie: user.cookie } });
    expect(renders).toBe(4);
  });

  it("a shared link's click ids and campaign tags make no page of their own: rendered once, kept, not written in", async () => {
    await app.inject(`/przedmiot/${item.id}?q=tag`);
    const before = renders;
    const first = await app.inject(`/przedmiot/${item.id}?q=tag&fbclid=IwAR0one&utm_source=messenger`);
    const second = await app.inject(`/przedmiot/${item.id}?q=tag&fbclid=IwAR0two`);
    expect(first.statusCode).toBe(200);
    expect(renders).toBe(before);
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain('IwAR0');
    expect(first.body).not.toContain('utm_source');
  });

  it('visitors asking for the same page at once share one render; signed-in users do not', async () => {
    const url = `/jak-to-dziala?burst-test=${Date.now()}`;
    renders = 0;
    const pages = await Promise.all(Array.from({ length: 5 }, () => app.inject(url)));
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(renders).toBe(1);
    const user = await signedInUser(db);
    await Promise.all(Array.from({ length: 2 }, () => app.inject({ url, headers: { cookie: user.cookie } })));
    expect(renders).toBe(3);
  });

  it('a page is sent compressed as the browser accepts it (brotli first, then gzip), the same HTML either way', async () => {
    // Its own address, so the pages it leaves in the visitors' cache are not the ones the other tests ask for.
    const url = `/przedmiot/${item.id}?compression-test=1`;
    const plain = await app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      // Twice: the second comes from the visitors' cache, kept in its encoding.
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        // The same page (its state differs only in when its queries were read).
        const html = decode(res.rawPayload).toString('utf8');
        const timeless = (page: string) => page.replace(/"(dataUpdatedAt|dehydratedAt)":\d+/g, '');
        expect(timeless(html)).toBe(timeless(plain.body));
      }
    }
    // The not-found answer is a page too, and compressed the same way.
    const missing = await app.inject({ url: '/nie-ma-takiej-strony', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(missing.rawPayload).toString('utf8')).toContain('<html lang="pl">');
  });

  it("a page's texts are a file of their own: named by content, kept for good and named by the page", async () => {
    const pl = await app.inject('/');
    const state = stateOf(pl.body) as { textsUrl?: string; texts?: unknown };
    expect(state.texts).toBeUndefined();
    expect(state.textsUrl).toMatch(/^\/texts\/pl-[\w-]{12}\.json$/);
    // Asked for by the page's first script once its main image is painted (boot.ts, decision 0079), not by the head.
    expect(headOf(pl.body)).not.toContain(state.textsUrl);
    const en = (stateOf((await app.inject('/browse')).body) as { textsUrl?: string }).textsUrl!;
    expect(en).toMatch(/^\/texts\/en-[\w-]{12}\.json$/);

    const file = await app.inject(state.textsUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The client's texts and the shared messages, in the file's language only.
    expect(file.json()).toMatchObject({ nav: { browse: 'Przeglądaj' }, errors: { NOT_FOUND: 'Nie znaleziono' } });
    expect((await app.inject(en)).json()).toMatchObject({
      nav: { browse: 'Browse' },
      errors: { NOT_FOUND: 'Not found' },
    });
    const br = await app.inject({ url: state.textsUrl!, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(file.json());
    expect(br.rawPayload.length).toBeLessThan(file.rawPayload.length / 3);

    // A name that is not (one from before a deployment): 404, and the browser takes the texts from its bundle.
    expect((await app.inject('/texts/pl-aaaaaaaaaaaa.json')).statusCode).toBe(404);
    // A page the browser renders itself (not found) needs no texts' file.
    expect(headOf((await app.inject('/nie-ma-takiej-strony')).body)).not.toContain('/texts/');
  });

  it('a page whose data could not be read: 503, rendered by the browser, not kept for the next visitor', async () => {
    apiDown = true;
    const down = await app.inject(`/przedmiot/${item.id}`);
    apiDown = false;
    expect(down.statusCode).toBe(503);
    expect(stateOf(down.body).rendered).toBe(false);
    const after = await app.inject(`/przedmiot/${item.id}`);
    expect(after.statusCode).toBe(200);
    expect(rootOf(after.body)).toContain('Wiertarka udarowa Bosch');
  });
});
