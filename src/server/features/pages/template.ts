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
   * The built page's first script (boot.ts, decision 0079): given, the app's module script and its modulepreloads leave
   * the head and are named in a JSON element the boot script reads once the page's main image is painted.
   */
  bootScript?: string;
}

/** The id of the JSON element naming the app's entry and its modulepreloads (read by src/client/boot.ts). */
export const APP_SCRIPTS_ID = 'app-scripts';

const MODULE_SCRIPT = /\s*<script\s+type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/i;
const MODULE_PRELOAD = /\s*<link\s+rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/gi;

/** Moves the app's scripts out of the head, into the list the boot script starts them from. */
function deferScripts(html: string, bootScript: string): string {
  const entry = MODULE_SCRIPT.exec(html);
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const list = JSON.stringify({ entry: entry[1], preloads }).replace(/</g, '\\u003c');
  const boot =
    `<script type="application/json" id="${APP_SCRIPTS_ID}">${list}</script>` +
    `<script type="module" crossorigin src="${bootScript}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, boot);
}

/**
 * The built client's index.html (Vite's: the hashed script and style names), cut once at start into the pieces a
 * page is put together from (issue 22 §3, docs/decisions/0059):
 * - its own title and description go: each page writes its own (issue 22 §2);
 * - its stylesheet stays linked (immutable, kept by the browser for every later page; decision 0079 ended inlining it);
 * - the page's state (its data; the texts are a file of their own, texts.ts) comes after the page's markup, so the browser
 *   parses and paints the page before reading it; the scripts, deferred as modules, read it once the document is in;
 * - with `bootScript`, the app's scripts are started by it once the page's main image is painted (decision 0079).
 */
export function parseTemplate(indexHtml: string, { bootScript }: TemplateOptions = {}): (parts: PageParts) => string {
  const cleaned = (bootScript ? deferScripts(indexHtml, bootScript) : indexHtml)
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?>/i, '');
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
