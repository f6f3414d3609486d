import { SSR_STATE_ID } from '@/shared/page-renderer';
import type { Language } from '@/shared/constants/limits';

export interface PageParts {
  lang: Language;
  head: string;
  html: string;
  state: string;
}

export interface TemplateOptions {
  /**
   * The text of a stylesheet the template links (by its href, e.g. /assets/index-abc.css), or null to keep the link.
   * A stylesheet given here is put into the page as a <style>: the first paint then waits for no request but the page.
   */
  styleOf?: (href: string) => string | null;
}

const STYLESHEET_LINK = /<link\s+rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*>/gi;

/**
 * The built client's index.html (Vite's: the hashed script and style names), cut once at start into the pieces a
 * page is put together from (issue 22 §3, docs/decisions/0059):
 * - its own title and description go: each page writes its own (issue 22 §2);
 * - its stylesheet comes inline (about 9 KiB compressed): a phone on a slow network paints the page from its first
 *   response, instead of waiting for one more round trip that competes with the scripts for the connection;
 * - the page's state (its data; the texts are a file of their own, texts.ts) comes after the page's markup, so the browser
 *   parses and paints the page before reading it; the scripts, deferred as modules, read it once the document is in.
 */
export function parseTemplate(indexHtml: string, { styleOf }: TemplateOptions = {}): (parts: PageParts) => string {
  const cleaned = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?>/i, '')
    .replace(STYLESHEET_LINK, (link, href: string) => {
      const css = styleOf?.(href);
      return css == null ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    });
  const headEnd = cleaned.indexOf('</head>');
  const root = cleaned.indexOf('<div id="root"></div>');
  if (headEnd < 0 || root < headEnd) throw new Error('index.html has no </head> followed by <div id="root"></div>');
  const htmlTag = /<html[^>]*>/i.exec(cleaned);
  if (!htmlTag) throw new Error('index.html has no <html> tag');
  const beforeHtml = cleaned.slice(0, htmlTag.index);
  const headStart = cleaned.slice(htmlTag.index + htmlTag[0].length, headEnd);
  const bodyStart = cleaned.slice(headEnd, root);
  const bodyEnd = cleaned.slice(root + '<div id="root"></div>'.length);
  return ({ lang, head, html, state }) =>
    `${beforeHtml}<html lang="${lang}">${headStart}${head}${bodyStart}<div id="root">${html}</div>` +
    `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>${bodyEnd}`;
}
