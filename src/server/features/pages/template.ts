import { SSR_STATE_ID } from '@/shared/page-renderer';
import type { Language } from '@/shared/constants/limits';

export interface PageParts {
  lang: Language;
  head: string;
  html: string;
  state: string;
  /** The page module's scripts beyond the entry's (page-scripts.ts): the boot script asks for them with the entry. */
  pageScripts?: readonly string[];
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

/** Where the list of the app's scripts goes in the head: filled per page, as each page names its own modules. */
const SCRIPTS_SLOT = '\u0000app-scripts\u0000';

/** Moves the app's scripts out of the head, into the list the boot script starts them from (filled by `appScripts`). */
function deferScripts(
  html: string,
  bootScript: string,
): { html: string; appScripts: (page: readonly string[]) => string } {
  const entry = MODULE_SCRIPT.exec(html);
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const boot = `${SCRIPTS_SLOT}<script type="module" crossorigin src="${bootScript}"></script>`;
  // A page's list is the same for every render of it: made once per list of page scripts (one per screen).
  const made = new WeakMap<readonly string[], string>();
  const appScripts = (page: readonly string[]) => {
    let element = made.get(page);
    if (element === undefined) {
      const list = JSON.stringify({ entry: entry[1], preloads, page }).replace(/</g, '\\u003c');
      element = `<script type="application/json" id="${APP_SCRIPTS_ID}">${list}</script>`;
      made.set(page, element);
    }
    return element;
  };
  return { html: html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, boot), appScripts };
}

const NO_SCRIPTS: readonly string[] = [];

/**
 * The built client's index.html (Vite's: the hashed script and style names), cut once at start into the pieces a
 * page is put together from (issue 22 §3, docs/decisions/0059):
 * - its own title and description go: each page writes its own (issue 22 §2);
 * - its stylesheet stays linked (immutable, kept by the browser for every later page; decision 0079 ended inlining it);
 * - the page's state (its data; the texts are a file of their own, texts.ts) comes after the page's markup, so the browser
 *   parses and paints the page before reading it; the scripts, deferred as modules, read it once the document is in;
 * - with `bootScript`, the app's scripts are started by it once the page's main image is painted (decision 0079), the
 *   page module's own among them (`pageScripts`, decision 0086).
 */
export function parseTemplate(indexHtml: string, { bootScript }: TemplateOptions = {}): (parts: PageParts) => string {
  const deferred = bootScript ? deferScripts(indexHtml, bootScript) : undefined;
  const cleaned = (deferred?.html ?? indexHtml)
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?>/i, '');
  const headEnd = cleaned.indexOf('</head>');
  const root = cleaned.indexOf('<div id="root"></div>');
  if (headEnd < 0 || root < headEnd) throw new Error('index.html has no </head> followed by <div id="root"></div>');
  const htmlTag = /<html[^>]*>/i.exec(cleaned);
  if (!htmlTag) throw new Error('index.html has no <html> tag');
  const beforeHtml = cleaned.slice(0, htmlTag.index);
  const [headStart, afterScripts] = cleaned.slice(htmlTag.index + htmlTag[0].length, headEnd).split(SCRIPTS_SLOT);
  const bodyStart = cleaned.slice(headEnd, root);
  const bodyEnd = cleaned.slice(root + '<div id="root"></div>'.length);
  const scriptsOf = (page: readonly string[]) =>
    deferred && afterScripts !== undefined ? deferred.appScripts(page) + afterScripts : '';
  return ({ lang, head, html, state, pageScripts = NO_SCRIPTS }) =>
    `${beforeHtml}<html lang="${lang}">${headStart}${scriptsOf(pageScripts)}${head}${bodyStart}` +
    `<div id="root">${html}</div>` +
    `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>${bodyEnd}`;
}
