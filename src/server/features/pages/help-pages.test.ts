import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY } from '@/shared/constants/listing';
import { helpContent } from '@/shared/help/help';
import { sourcePageRenderer, TEST_INDEX_HTML } from '@/server/test/page-renderer';
import { createTestApp } from '@/server/test/test-app';

const BASE = 'http://localhost:3000';
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The rendered page, without the dehydrated state that follows it. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="ssr-state"'));

/** The dehydrated queries' keys of a page. */
function queryKeysOf(html: string): unknown[][] {
  const block = /<script[^>]*id="ssr-state"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  const state = JSON.parse(block![1]) as { queries: { queries: { queryKey: unknown[] }[] } };
  return state.queries.queries.map((q) => q.queryKey);
}

describe('help pages rendered on the server', async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-help-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEST_INDEX_HTML);
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  const { app } = await createTestApp({}, { clientDir, pageRenderer: await sourcePageRenderer() });
  const { strict } = CANCELLATION_POLICY;

  it('/pomoc lists every Polish article with its summary, with its head tags', async () => {
    const res = await app.inject('/pomoc');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="pl">');
    for (const a of helpContent('pl').articles) {
      expect(rootOf(res.body)).toContain(a.title);
      expect(rootOf(res.body)).toContain(`href="/pomoc/${a.slug}"`);
    }
    const head = headOf(res.body);
    expect(head).toMatch(/<title>Centrum pomocy \| /);
    expect(head).toContain(`<link rel="canonical" href="${BASE}/pomoc">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${BASE}/help">`);
    expect(queryKeysOf(res.body)).toContainEqual(['help', 'pl', 'list']);
  });

  it('/help lists the English articles', async () => {
    const res = await app.inject('/help');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(rootOf(res.body)).toContain('Cancellations and refunds');
    expect(rootOf(res.body)).toContain('href="/help/cancellation"');
    expect(headOf(res.body)).toMatch(/<title>Help centre \| /);
  });

  it('/pomoc/anulowanie: the article, its sections under their anchors, its head with the English slug as alternate', async () => {
    const res = await app.inject('/pomoc/anulowanie');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain(
      '<h1 class="mt-4 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Anulowanie i zwroty</h1>',
    );
    expect(root).toContain(
      `Anulujesz najpóźniej ${strict.hoursBefore} h przed rozpoczęciem: zwracamy ${strict.refundPercent}% ceny wynajmu`,
    );
    for (const id of ['strict', 'standard', 'flexible', 'owner-cancels']) expect(root).toContain(`id="${id}"`);
    expect(root).toContain('href="/pomoc"');
    const head = headOf(res.body);
    const summary = helpContent('pl').articles.find((a) => a.id === 'cancellation')!.summary;
    expect(head).toMatch(/<title>Anulowanie i zwroty \| /);
    expect(head).toContain(`<meta name="description" content="${summary}">`);
    expect(head).toContain(`<link rel="canonical" href="${BASE}/pomoc/anulowanie">`);
    expect(head).toContain(`<link rel="alternate" hreflang="pl" href="${BASE}/pomoc/anulowanie">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${BASE}/help/cancellation">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/pomoc/anulowanie">`);
    expect(head).not.toContain('noindex');
    // Only what the page shows travels: this article in Polish, no other article nor language, no chatbot keywords.
    expect(queryKeysOf(res.body).filter((k) => k[0] === 'help')).toEqual([['help', 'pl', 'article', 'cancellation']]);
    expect(res.body).not.toContain('Cancellations and refunds');
    expect(res.body).not.toContain('"keywords"');
  });

  it('/help/deposit: the English article with the support address filled in', async () => {
    const res = await app.inject('/help/deposit');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('The damage deposit');
    expect(root).toContain('The deposit comes back in full automatically');
    expect(root).toContain('pomoc@wypozyczalnia.pl');
    expect(root).not.toContain('{{supportEmail}}');
    const head = headOf(res.body);
    expect(head).toContain(`<link rel="canonical" href="${BASE}/help/deposit">`);
    expect(head).toContain(`<link rel="alternate" hreflang="pl" href="${BASE}/pomoc/kaucja">`);
  });

  it('404 with the not-found screen for a slug that names no article in the path’s language', async () => {
    for (const url of ['/pomoc/nie-ma-takiego', '/help/kaucja', '/pomoc/deposit']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(headOf(res.body), url).toMatch(/<meta name="robots" content="noindex/);
      expect(rootOf(res.body), url).toContain('404');
    }
  });

  it('the FAQ: its entries from the help content, each linking to its article', async () => {
    const res = await app.inject('/faq');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    for (const entry of helpContent('pl').faq) expect(root).toContain(entry.question);
    expect(queryKeysOf(res.body)).toContainEqual(['help', 'pl', 'faq']);
  });
});
