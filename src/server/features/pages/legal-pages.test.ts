import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COOKIES } from '@/shared/domain/legal';
import { sourcePageRenderer, TEST_INDEX_HTML } from '@/server/test/page-renderer';
import { createTestApp, TEST_COMPANY } from '@/server/test/test-app';

const BASE = 'http://localhost:3000';
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The rendered page, without the dehydrated state that follows it. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="ssr-state"'));
/** The document itself: the article, without the site's header and footer (which link to the legal pages too). */
const articleOf = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));

function clientDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-legal-pages-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const PAGES = [
  { pl: '/regulamin', en: '/terms', title: ['Regulamin', 'Terms of service'], section: ['reklamacje', 'complaints'] },
  {
    pl: '/polityka-prywatnosci',
    en: '/privacy',
    title: ['Polityka prywatności', 'Privacy policy'],
    section: ['jak-dlugo', 'retention'],
  },
  {
    pl: '/deklaracja-dostepnosci',
    en: '/accessibility',
    title: ['Deklaracja dostępności', 'Accessibility statement'],
    section: ['egzekwowanie', 'enforcement'],
  },
] as const;

/** The legal pages (issue 27 §2) as a crawler and a reader without JavaScript get them. */
describe('the legal pages rendered on the server', async () => {
  const { app } = await createTestApp(TEST_COMPANY, {
    clientDir: clientDir(),
    pageRenderer: await sourcePageRenderer(),
  });

  for (const page of PAGES)
    for (const [i, lang] of (['pl', 'en'] as const).entries()) {
      const url = page[lang];
      const other = page[lang === 'pl' ? 'en' : 'pl'];
      it(`${url}: its head, its contents linking to its sections, links to the other documents and the contact page`, async () => {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<html lang="${lang}">`);
        const head = headOf(res.body);
        expect(head).toMatch(new RegExp(`<title>${page.title[i]} \\| `));
        expect(head).toMatch(/<meta name="description" content="[^"]{40,}">/);
        expect(head).toContain(`<link rel="canonical" href="${BASE}${url}">`);
        expect(head).toContain(
          `<link rel="alternate" hreflang="${lang === 'pl' ? 'en' : 'pl'}" href="${BASE}${other}">`,
        );
        expect(head).not.toContain('noindex');

        const article = articleOf(res.body);
        expect(article.match(/<h1[ >]/g)).toHaveLength(1);
        const section = page.section[i];
        expect(article).toContain(`id="${section}"`);
        expect(article).toContain(`href="#${section}"`);
        expect(article).toContain(`href="${lang === 'pl' ? '/kontakt' : '/contact'}"`);
        for (const p of PAGES.filter((x) => x !== page)) expect(article).toContain(`href="${p[lang]}"`);
        expect(article).toContain(`href="mailto:${TEST_COMPANY.COMPANY_EMAIL}"`);
        // A lawyer's template, with its version's date, naming the company from the configuration.
        expect(article).toContain(
          lang === 'pl' ? 'Wzór do weryfikacji przez prawnika' : 'Template to be reviewed by a lawyer',
        );
        expect(article).toMatch(
          lang === 'pl'
            ? /(Wersja z dnia|Data sporządzenia:) 28 listopada 2026/
            : /(Version of|Prepared on) 28 November 2026/,
        );
        expect(article).toContain(TEST_COMPANY.COMPANY_NAME);
        // Nothing of the other language's document.
        const otherTitle = page.title[1 - i];
        expect(rootOf(res.body)).not.toContain(`>${otherTitle}</h1>`);
      });
    }

  it('the terms say that the withdrawal right does not apply to a service on a set date, and where to complain', async () => {
    const pl = articleOf((await app.inject('/regulamin')).body);
    expect(pl).toContain('art. 38 pkt 12 ustawy o prawach konsumenta');
    expect(pl).toContain('href="https://polubowne.uokik.gov.pl"');
    const en = articleOf((await app.inject('/terms')).body);
    expect(en).toContain('Article 38(12) of the Polish Consumer Rights Act');
  });

  it('the privacy policy links to the self-service export and lists every cookie in English too', async () => {
    const pl = articleOf((await app.inject('/polityka-prywatnosci')).body);
    expect(pl).toMatch(/<a[^>]*href="\/profil"[^>]*>„Pobierz moje dane” w profilu<\/a>/);
    const en = articleOf((await app.inject('/privacy')).body);
    expect(en).toMatch(/<a[^>]*href="\/profile"[^>]*>“Download my data” on your profile<\/a>/);
    for (const c of COOKIES) {
      expect(pl).toContain(`>${c.name}</td>`);
      expect(en).toContain(`>${c.name}</td>`);
    }
    expect(en).toContain('no consent banner');
  });

  it('the accessibility statement gives the company’s e-mail and phone for accessibility requests', async () => {
    const article = articleOf((await app.inject('/deklaracja-dostepnosci')).body);
    expect(article).toContain(`>${TEST_COMPANY.COMPANY_PHONE}</a>`);
    expect(article).toContain('WCAG 2.1 AA');
    expect(article).toContain('PFRON');
  });
});

describe('the legal pages of the demo (no company configured)', async () => {
  const { app } = await createTestApp({}, { clientDir: clientDir(), pageRenderer: await sourcePageRenderer() });

  it.each([
    ['/regulamin', 'Wypożyczalnia — wersja demonstracyjna', 'Bez adresu siedziby'],
    ['/terms', 'Wypożyczalnia — demo version', 'No registered address'],
  ])('%s names the demo as such, with no street nor NIP', async (url, name, address) => {
    const article = articleOf((await app.inject(url)).body);
    expect(article).toContain(name);
    expect(article).toContain(address);
    expect(article).not.toMatch(/NIP \d|Przykładowa/);
  });
});
