import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/shared/constants/limits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages: from Accept-Language (the client sends its chosen one). */
    lang: Language;
  }
}

/** Picks pl or en from an Accept-Language header by quality; Polish when neither is named. */
export function pickLanguage(header: string | undefined): Language {
  return namedLanguage(header) ?? DEFAULT_LANGUAGE;
}

/** The best of pl and en an Accept-Language header names, or null when it names neither (nothing to remember). */
export function namedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())).find(Boolean);
      return { base: tag.split('-')[0], q: q ? Number(q[1]) : 1, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const hit = ranked.find((x) => (LANGUAGES as readonly string[]).includes(x.base));
  return (hit?.base as Language | undefined) ?? null;
}

export default fp(async (app) => {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (req) => {
    req.lang = pickLanguage(req.headers['accept-language']);
  });
});
