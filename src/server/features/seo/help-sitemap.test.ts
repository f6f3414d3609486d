import { describe, expect, it } from 'vitest';
import { HELP_ARTICLE_IDS } from '@/shared/help/types';
import { helpArticlePath } from '@/shared/help/paths';
import { pagesSitemap } from './sitemap-xml';

const BASE = 'https://example.pl';

describe('the pages sitemap and the help centre', () => {
  const xml = pagesSitemap(BASE);

  it('lists the help list in both languages', () => {
    expect(xml).toContain(`<loc>${BASE}/pomoc</loc>`);
    expect(xml).toContain(`<loc>${BASE}/help</loc>`);
  });

  it('lists every article at its Polish and English slug, each naming the other', () => {
    for (const id of HELP_ARTICLE_IDS) {
      const pl = BASE + helpArticlePath(id, 'pl');
      const en = BASE + helpArticlePath(id, 'en');
      const links =
        `<xhtml:link rel="alternate" hreflang="pl" href="${pl}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${pl}"/>`;
      expect(xml, id).toContain(`<url><loc>${pl}</loc>${links}</url>`);
      expect(xml, id).toContain(`<url><loc>${en}</loc>${links}</url>`);
    }
    expect(xml).toContain(`<loc>${BASE}/pomoc/kaucja</loc>`);
    expect(xml).toContain(`<loc>${BASE}/help/deposit</loc>`);
  });
});
