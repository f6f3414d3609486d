import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE } from '@/shared/constants/limits';
import { chosenLanguage, initI18n, initI18nWith, loadTranslation, showLanguage } from './i18n/i18n';
import './index.css';
import { makeQueryClient, Providers } from './app/providers';
import { afterFirstPage, AppRoutes, preloadPage } from './app/router';
import { arrivedNow, readSsrState } from './ssr/state';

/**
 * The browser's start (docs/decisions/0059).
 *
 * A server-rendered page starts hydrating as soon as its language's texts are in (a file of their own, preloaded by the
 * page's head and kept by the browser for every page); its data comes with it, and React listens for clicks from then
 * on (a click on a part still loading its code is replayed once it is hydrated). The page's module loads meanwhile;
 * until then React keeps the server's markup. A language chosen in this browser then takes over.
 *
 * A page the server leaves to the browser (signed-in screens; all of them on Vite's dev server) loads its texts and
 * module first and renders in the chosen language, Polish by default.
 */
const state = readSsrState();
const queryClient = makeQueryClient();
if (state) hydrate(queryClient, arrivedNow(state.queries));
const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
const root = document.getElementById('root')!;
const chosen = chosenLanguage();

if (state?.rendered) {
  const { lang, textsUrl } = state;
  // The texts' file is preloaded by the page's head, so this is usually a read from the browser's cache. A file from
  // before a deployment is gone (404): the texts then come from the bundle.
  const texts = textsUrl
    ? fetch(textsUrl)
        .then((res) => (res.ok ? (res.json() as Promise<Record<string, unknown>>) : Promise.reject(new Error())))
        .catch(() => loadTranslation(lang))
    : loadTranslation(lang);
  void texts.then((translation) => {
    initI18nWith(lang, translation);
    // As a transition: React hydrates in slices of a few milliseconds and lets the browser paint and take input in
    // between, instead of one long task (React Router's own entry does the same). A click on a part not hydrated yet
    // hydrates that part at once and is replayed.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // Once the page is hydrated: an update to a part still hydrating would make React render it again from scratch.
    if (chosen && chosen !== lang) afterFirstPage(() => void showLanguage(chosen));
  });
} else {
  void Promise.all([initI18n(chosen ?? DEFAULT_LANGUAGE), preloadPage(window.location.pathname)]).then(() =>
    createRoot(root).render(app),
  );
}
