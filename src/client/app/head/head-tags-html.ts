import type { PageHead } from './head-types';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values: every character that could end a value or open a tag. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * JSON inside <script>: `<` (so no `</script>` or `<!--` can close or comment it), `>` and `&` as JSON escapes, and
 * the two line separators JavaScript once refused in strings. The result parses back to the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The head as HTML for the server's page, every value escaped: title, description, robots, canonical, hreflang
 * alternates, Open Graph and Twitter tags, the preload of the first screen's largest image, and the JSON-LD (a data
 * block, which no browser runs: no CSP nonce needed, decision 0059). The page's template must not carry a <title> or description of its own.
 */
export function headTagsHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const a of head.alternates)
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`);
  for (const m of head.meta)
    tags.push(`<meta ${m.attribute}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}">`);
  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage;
    const responsive = srcSet
      ? ` imagesrcset="${escapeHtml(srcSet)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}`
      : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('\n');
}
