import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** The content encodings a page is sent in, best first; identity when the browser takes neither. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'], cache: new Map() });

/** The encoding to send a page in, from the request's Accept-Encoding (q-values honoured, identity by default). */
export function pageEncodingOf(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  return negotiator.negotiate(acceptEncoding) ?? 'identity';
}

/**
 * A page's HTML in an encoding. Brotli at quality 5: a visitor's page is made once and sent many times from the cache
 * (page-cache.ts keeps each encoding it was asked in), so a little more effort than @fastify/compress's 4 pays.
 */
export function encodePage(body: string, encoding: PageEncoding): Buffer {
  const bytes = Buffer.from(body, 'utf8');
  if (encoding === 'br')
    return zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  if (encoding === 'gzip') return zlib.gzipSync(bytes, { level: 6 });
  return bytes;
}
