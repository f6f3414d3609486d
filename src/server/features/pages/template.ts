import { SSR_STATE_ID } from '@/shared/page-renderer';
import type { Language } from '@/shared/constants/limits';

export interface PageParts {
  lang: Language;
  head: string;
  html: string;
  state: string;
}

/**
 * The built client's index.html (Vite's: the hashed script and style names), cut once at start into the pieces a
 * page is put together from. Its own title and description go: each page writes its own (issue 22 §2).
 */
export function parseTemplate(indexHtml: string): (parts: PageParts) => string {
  const cleaned = indexHtml
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
    `${beforeHtml}<html lang="${lang}">${headStart}${head}` +
    `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>\n  ` +
    `${bodyStart}<div id="root">${html}</div>${bodyEnd}`;
}
