import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE } from '@/shared/constants/limits';
import { canonicalPath, matchRoute, pathLanguage, type RouteName } from '@/shared/constants/routes';
import type { PageRenderer } from '@/shared/page-renderer';
import { SESSION_COOKIE } from '@/server/features/auth/public';
import { AppError } from '@/server/lib/errors';
import { createPageCache } from './page-cache';
import { encodePage, pageEncodingOf } from './encode';
import { pageAddress } from './page-address';
import { pageScriptsOf, type Manifest } from './page-scripts';
import { parseTemplate } from './template';
import { TEXTS_PATH, textsFiles } from './texts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page of the client's router: rendered on the server, from the visitors' cache when it may be. */
    sendPage(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

export interface PageRoutesOptions {
  renderer: PageRenderer;
  clientDir: string;
  publicUrl: string;
  /** The catalogue version (features/items/search): a visitor's cached page is good while it stays the same. */
  catalogueVersion: () => number | Promise<number>;
}

/** The page being rendered: its API calls are answered by this app, as this visitor, in the page's language. */
interface RenderContext {
  app: FastifyInstance;
  cookie: string | undefined;
  lang: string;
}
const rendering = new AsyncLocalStorage<RenderContext>();

interface RenderedForVisitor {
  status: number;
  body: Buffer;
  cacheable: boolean;
  location?: string;
}

/**
 * The renderer's calls to the API, answered in-process (app.inject) with the visitor's cookie: the same routes, rules
 * and answers as the browser's calls, without a socket. Reads only: a render never changes anything.
 */
async function answerInProcess(url: string, init: RequestInit): Promise<Response> {
  const context = rendering.getStore();
  const method = (init.method ?? 'GET').toUpperCase();
  if (!context) throw new Error(`API call outside a page render: ${method} ${url}`);
  if (method !== 'GET') throw new Error(`a page render only reads: ${method} ${url}`);
  const res = await context.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'application/json',
      'accept-language': context.lang,
      ...(context.cookie ? { cookie: context.cookie } : {}),
    },
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  return new Response(res.statusCode === 204 ? null : res.payload, { status: res.statusCode, headers });
}

/** Vite's build manifest of the client, when there is one (a build; not Vite's dev server nor the tests' fake client). */
function manifestOf(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/**
 * Server-rendered pages (issue 22 §1, docs/decisions/0059): every path of the client's router answers with its page
 * rendered by the client's own renderer, in the language of its address, with its head tags and its data for the
 * browser to hydrate. A page asked at a path that is not its own spelling (case, a trailing slash) is 301 to it.
 */
export default fp<PageRoutesOptions>(async (app, { renderer, clientDir, publicUrl, catalogueVersion }) => {
  // The stylesheet stays linked (decision 0079): kept by the browser for every later page, and a cached page half the size.
  const manifest = manifestOf(clientDir);
  // The built boot script (decision 0079); without one the head keeps the app's scripts.
  const boot = manifest?.['boot.ts'];
  const fill = parseTemplate(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), {
    bootScript: boot ? `/${boot.file}` : undefined,
  });
  // Each screen's own scripts, asked for by the boot script with the entry (decision 0086).
  const pageScripts = manifest ? pageScriptsOf(manifest) : new Map<RouteName, string[]>();
  renderer.setApiFetch(answerInProcess);
  const texts = await textsFiles(renderer);
  const textsByUrl = new Map([...texts.values()].map((file) => [file.url, file]));
  // The texts a page is hydrated with: named by their content, so kept by the browser for good. A name from before a
  // deployment is 404, and the browser then takes the texts from its script bundle (main.tsx).
  app.get(`${TEXTS_PATH}:file`, { schema: { hide: true } }, async (req, reply) => {
    const file = textsByUrl.get(new URL(req.url, 'http://localhost').pathname);
    if (!file) throw new AppError('NOT_FOUND');
    const encoding = pageEncodingOf(req.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .send(file.bodies[encoding]);
  });
  const cache = createPageCache();
  /** Visitors' renders under way, by catalogue version and cache key. */
  const inFlight = new Map<string, Promise<RenderedForVisitor>>();

  app.decorate('sendPage', async (req: FastifyRequest, reply: FastifyReply) => {
    const address = new URL(req.url, 'http://localhost');
    const match = matchRoute(address.pathname);
    const canonical = match && canonicalPath(match);
    if (canonical && canonical !== address.pathname) return reply.redirect(canonical + address.search, 301);
    const lang = pathLanguage(match, address.searchParams) ?? DEFAULT_LANGUAGE;
    // The page as rendered and kept: the same for every visitor of a shared link, whatever its click id.
    const shown = pageAddress(req.url);
    // Signed in (or once was): the page may be theirs alone, so it is rendered for them and not kept.
    const visitor = req.cookies[SESSION_COOKIE] === undefined;
    // Compressed here, not by @fastify/compress: a page is also the not-found handler's answer, which no route hook
    // reaches, and a cached page is kept as sent, so a popular page is compressed once.
    const encoding = pageEncodingOf(req.headers['accept-encoding']);
    const key = `${lang} ${encoding} ${shown.pathname}${shown.search}`;
    const version = await catalogueVersion();
    const cached = visitor ? cache.get(key, version) : undefined;
    const send = (status: number, body: Buffer) => {
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body);
    };
    if (cached) return send(cached.status, cached.body);

    const render = async (): Promise<RenderedForVisitor> => {
      const page = await rendering.run({ app, cookie: req.headers.cookie, lang }, () =>
        renderer.renderPage({
          url: shown.pathname + shown.search,
          lang,
          publicUrl,
          textsUrl: texts.get(lang)!.url,
        }),
      );
      const parts = { lang, head: page.head, html: page.html, state: page.state };
      const body = encodePage(
        fill({ ...parts, pageScripts: match ? pageScripts.get(match.name) : undefined }),
        encoding,
      );
      return { status: page.status, body, cacheable: page.cacheable, location: page.location };
    };
    if (!visitor) {
      const page = await render();
      return page.location ? reply.redirect(page.location, 302) : send(page.status, page.body);
    }
    // Visitors asking for the same page at once share one render: a burst on a page not cached (a shared link, the
    // cache just emptied by a catalogue write) costs one render, not one each.
    const flightKey = `${version} ${key}`;
    let flight = inFlight.get(flightKey);
    if (!flight) {
      flight = render().finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, flight);
    }
    const page = await flight;
    if (page.location) return reply.redirect(page.location, 302);
    if (page.cacheable) cache.set(key, { version, status: page.status, body: page.body });
    return send(page.status, page.body);
  });
});
