import { describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML } from '@/server/test/page-renderer';
import { APP_SCRIPTS_ID, parseTemplate } from './template';

describe('the page template', () => {
  const fill = parseTemplate(TEST_INDEX_HTML);
  const html = fill({ lang: 'en', head: '<title>T</title>', html: '<p>page</p>', state: '{"lang":"en"}' });

  it('puts the page in the root, its language on <html>, its head tags in <head> and its state after the page', () => {
    expect(html).toContain('<html lang="en">');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>T</title>');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    // The markup first, to be painted; the state (the data) after it, read by the deferred scripts.
    expect(html).toContain(
      '<div id="root"><p>page</p></div><script type="application/json" id="ssr-state">{"lang":"en"}</script>',
    );
    expect(head).not.toContain('ssr-state');
  });

  it('keeps the stylesheet linked: the browser keeps it for every later page (decision 0079)', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-test.css">');
    expect(head).not.toContain('<style>');
  });

  it("drops the template's own title and description: each page writes its own", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<meta name="description" content="Wypożyczalnia"');
  });

  it('with a boot script, moves the app’s module script and modulepreloads out of the head into the list it reads', () => {
    const index = TEST_INDEX_HTML.replace(
      '<link rel="stylesheet"',
      '<link rel="modulepreload" crossorigin href="/assets/framework-test.js">\n    <link rel="stylesheet"',
    );
    const page = parseTemplate(index, { bootScript: '/assets/boot-test.js' })({
      lang: 'pl',
      head: '',
      html: '<p>strona</p>',
      state: '{}',
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('src="/assets/index-test.js"');
    expect(head).toContain('<script type="module" crossorigin src="/assets/boot-test.js"></script>');
    const list = new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">(.*?)</script>`).exec(head);
    expect(JSON.parse(list![1])).toEqual({
      entry: '/assets/index-test.js',
      preloads: ['/assets/framework-test.js'],
      page: [],
    });
  });

  it("names a page's own scripts in the list, after the entry's, for the boot script to ask for (decision 0086)", () => {
    const fillBooted = parseTemplate(TEST_INDEX_HTML, { bootScript: '/assets/boot-test.js' });
    const scripts = ['/assets/item-page-test.js', '/assets/item-card-test.js'];
    const page = fillBooted({ lang: 'pl', head: '<title>T</title>', html: '', state: '{}', pageScripts: scripts });
    const head = page.slice(0, page.indexOf('</head>'));
    const list = new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">(.*?)</script>`).exec(head);
    expect(JSON.parse(list![1])).toMatchObject({ entry: '/assets/index-test.js', page: scripts });
    // The list first, then the boot script that reads it, then the page's head tags.
    expect(head.indexOf(APP_SCRIPTS_ID)).toBeLessThan(head.indexOf('boot-test.js'));
    expect(head.indexOf('boot-test.js')).toBeLessThan(head.indexOf('<title>T</title>'));
    expect(head).not.toContain('modulepreload');
  });

  it('refuses an index.html without a root to fill', () => {
    expect(() => parseTemplate('<html><head></head><body></body></html>')).toThrow(/root/);
  });
});
