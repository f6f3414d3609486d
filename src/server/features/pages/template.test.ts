import { describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML } from '@/server/test/page-renderer';
import { parseTemplate } from './template';

describe('the page template', () => {
  const fill = parseTemplate(TEST_INDEX_HTML);
  const html = fill({ lang: 'en', head: '<title>T</title>', html: '<p>page</p>', state: '{"lang":"en"}' });

  it('puts the page in the root, its language on <html>, its head tags and state in <head>', () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root"><p>page</p></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>T</title>');
    expect(head).toContain('<script type="application/json" id="ssr-state">{"lang":"en"}</script>');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
  });

  it("drops the template's own title and description: each page writes its own", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<meta name="description" content="Wypożyczalnia"');
  });

  it('refuses an index.html without a root to fill', () => {
    expect(() => parseTemplate('<html><head></head><body></body></html>')).toThrow(/root/);
  });
});
