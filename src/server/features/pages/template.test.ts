import { describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML } from '@/server/test/page-renderer';
import { parseTemplate } from './template';

describe('the page template', () => {
  const fill = parseTemplate(TEST_INDEX_HTML, {
    styleOf: (href) => (href === '/assets/index-test.css' ? 'body{color:red}' : null),
  });
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

  it('puts the stylesheet it is given into the page, and keeps the link of one it is not', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>body{color:red}</style>');
    expect(head).not.toContain('<link rel="stylesheet"');
    const linked = parseTemplate(TEST_INDEX_HTML)({ lang: 'pl', head: '', html: '', state: '{}' });
    expect(linked).toContain('<link rel="stylesheet" crossorigin href="/assets/index-test.css">');
    expect(linked).not.toContain('<style>');
  });

  it("drops the template's own title and description: each page writes its own", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<meta name="description" content="Wypożyczalnia"');
  });

  it('refuses an index.html without a root to fill', () => {
    expect(() => parseTemplate('<html><head></head><body></body></html>')).toThrow(/root/);
  });
});
