import { describe, expect, it } from 'vitest';
import { pagesSitemap } from './sitemap-xml';

const BASE = 'https://example.pl';

/** The legal pages (issue 27 §2) are public documents: in the sitemap at both addresses, each naming the other. */
describe('the pages sitemap and the legal pages', () => {
  const xml = pagesSitemap(BASE);

  it.each([
    ['/regulamin', '/terms'],
    ['/polityka-prywatnosci', '/privacy'],
    ['/deklaracja-dostepnosci', '/accessibility'],
  ])('lists %s and %s', (pl, en) => {
    const links =
      `<xhtml:link rel="alternate" hreflang="pl" href="${BASE}${pl}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${BASE}${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}${pl}"/>`;
    expect(xml).toContain(`<url><loc>${BASE}${pl}</loc>${links}</url>`);
    expect(xml).toContain(`<url><loc>${BASE}${en}</loc>${links}</url>`);
  });
});
