import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { createInstance, type Texts as I18n } from '@/client/i18n/texts';
import { renderToPipeableStream } from 'react-dom/server';
import { TextsProvider } from '@/client/i18n/texts-provider';
import { StaticRouter } from 'react-router';
import { LANGUAGES, type Language } from '@/shared/constants/limits';
import type { RenderedPage, RenderPageInput } from '@/shared/page-renderer';
import { matchRoute, PRIVATE_ROUTES, type RouteMatch } from '@/shared/constants/routes';
import { headTagsHtml } from '@/client/app/head/head-tags-html';
import { pageHead } from '@/client/app/head/page-head';
import { makeQueryClient, Providers } from '@/client/app/providers';
import { AppRoutes, preloadPage } from '@/client/app/router';
import { ServerRedirectContext, type ServerRedirect } from '@/client/components/redirect';
import { pageStatusOf } from '@/client/app/page-status';
import { prefetchPage } from '@/client/app/ssr-prefetch';
import { I18N_OPTIONS, loadTranslation } from '@/client/i18n/i18n';
import { legalInfoQueryOptions } from '@/client/lib/legal-info';
import { meQueryOptions } from '@/client/lib/session';
import { serializeState } from './state';

import { ApiError } from '@/client/lib/api-client';
export { setApiFetch } from '@/client/lib/api-client';

/** One texts instance per language, made once: a render never changes its language, so they are shared. */
const instances = new Map<Language, Promise<I18n>>();
function i18nFor(lang: Language): Promise<I18n> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = (async () => {
      const i18n = createInstance();
      const resources = Object.fromEntries(
        await Promise.all(LANGUAGES.map(async (l) => [l, { translation: await loadTranslation(l) }] as const)),
      );
      await i18n.init({ ...I18N_OPTIONS, resources, lng: lang });
      return i18n;
    })();
    instances.set(lang, instance);
  }
  return instance;
}

/** A render that waits for everything lazy, as crawlers must see the whole page; a stuck one is cut at 10 s. */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Everything is written in place, in order: no boundary left for an inline script to fill in later, which the
      // CSP would refuse and a crawler would not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that fails is left for the browser to render; the server's log says why (a bug to fix, not hide).
      onError: (error) => console.error('server render:', error),
    });
    setTimeout(() => stream.abort(new Error('render timed out')), 10_000).unref();
  });
}

/** Whether the server renders a route's page (the public ones); signed-in screens come as the browser's. */
function rendersOnServer(match: RouteMatch | null): boolean {
  return match === null || !(PRIVATE_ROUTES as readonly string[]).includes(match.name);
}

/**
 * Renders one page on the server (issue 22 §1, docs/decisions/0059): the same routes, queries and components as the
 * browser, with a query client of its own whose data (the session's user and what the page shows first) is read from
 * the API in-process, then dehydrated into the page so the browser starts where the server stopped.
 */
/** A language's texts as the browser starts with them (page-renderer.ts). */
export async function texts(lang: Language): Promise<string> {
  return JSON.stringify((await i18nFor(lang)).getResourceBundle(lang));
}

export async function renderPage({ url, lang, publicUrl, textsUrl }: RenderPageInput): Promise<RenderedPage> {
  const address = new URL(url, 'http://localhost');
  const match = matchRoute(address.pathname);
  const qc = makeQueryClient();
  const onServer = rendersOnServer(match);
  // The session first: what a page shows may follow it (the item page's recommendations are the viewer's own).
  const session = qc.prefetchQuery(meQueryOptions());
  const [i18n] = await Promise.all([
    i18nFor(lang),
    // The footer of every page names the company (issue 27 §1).
    qc.prefetchQuery(legalInfoQueryOptions()),
    onServer ? session.then(() => prefetchPage(qc, match, address.searchParams, lang)) : session,
    onServer ? preloadPage(address.pathname) : undefined,
  ]);
  const status = match ? pageStatusOf(qc, match) : 404;
  let html = '';
  if (onServer) {
    const redirect: ServerRedirect = {};
    html = await renderToHtml(
      <TextsProvider i18n={i18n}>
        <ServerRedirectContext.Provider value={redirect}>
          <Providers queryClient={qc}>
            <StaticRouter location={address.pathname + address.search}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </ServerRedirectContext.Provider>
      </TextsProvider>,
    );
    // A page that sends elsewhere is answered as such: the address moves at once, for crawlers too.
    if (redirect.location)
      return { status: 302, location: redirect.location, head: '', html: '', state: '', cacheable: false };
  }
  // React writes the resources it hoists (an image's preload) first, where a document's head would be: moved there.
  const hoisted = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
  html = html.slice(hoisted.length);
  const head = headTagsHtml(pageHead({ match, search: address.searchParams, lang, publicUrl, t: i18n.t, qc, status }));
  const user = qc.getQueryData(meQueryOptions().queryKey);
  // A query that failed on the server's side (the database away) leaves an error on the page that the browser, without
  // the error, would not render the same: such a page is rendered by the browser again, as a not-found one is.
  const failed = qc
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'error' && !(q.state.error instanceof ApiError && q.state.error.status < 500));
  const hydrated = onServer && status === 200 && !failed;
  return {
    // Crawlers and caches must not keep a page the database could not fill: 503, as the API says then.
    status: failed && status === 200 ? 503 : status,
    head: head + hoisted,
    html,
    // A not-found or failed page is not hydrated: failed queries do not travel, so the browser renders it itself.
    state: serializeState({
      lang,
      rendered: hydrated,
      // The page's texts come from a file of their own (the same for every page), asked for by boot.ts.
      textsUrl: hydrated ? textsUrl : undefined,
      queries: dehydrate(qc),
    }),
    // Nothing personal, and nothing that failed to load (a database away must not be kept for the next visitor).
    cacheable:
      !user &&
      !qc
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status === 'error'),
  };
}
