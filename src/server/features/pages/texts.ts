import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '@/shared/constants/limits';
import type { PageRenderer } from '@/shared/page-renderer';
import { encodePage, type PageEncoding } from './encode';

/** A language's texts as a file: its address (named by its content) and its body in each encoding, made once. */
export interface TextsFile {
  url: string;
  bodies: Record<PageEncoding, Buffer>;
}

/** The path the texts are served under: `/texts/pl-<hash>.json`. */
export const TEXTS_PATH = '/texts/';

/**
 * The browser's texts of each language (docs/decisions/0059): read from the renderer once at start, named by a hash
 * of their content so that the browser may keep them for good (a deployment that changes them changes the name), and
 * compressed once in each encoding a page is sent in.
 */
export async function textsFiles(renderer: PageRenderer): Promise<Map<Language, TextsFile>> {
  const files = new Map<Language, TextsFile>();
  for (const lang of LANGUAGES) {
    const json = await renderer.texts(lang);
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12);
    files.set(lang, {
      url: `${TEXTS_PATH}${lang}-${hash}.json`,
      bodies: { br: encodePage(json, 'br'), gzip: encodePage(json, 'gzip'), identity: encodePage(json, 'identity') },
    });
  }
  return files;
}
