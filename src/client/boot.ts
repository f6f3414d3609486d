/**
 * The page's first script (docs/decisions/0079), a few hundred bytes. A server-rendered page is whole and readable
 * before any script runs, so the app's modules and texts are asked for once the page's main image (the one the server
 * marked `fetchpriority="high"`: the item's first photo, the home's hero) has been painted: on a slow phone network
 * the photo then has the bandwidth to itself instead of sharing it with ~150 KB of scripts that only make the page
 * interactive. A page without such an image, or whose image is already in, starts right after its first paint; an
 * image slower than MAX_WAIT_MS (or failing) starts it then, as does a tab opened in the background (it paints no
 * frame until shown). A page the server left to the browser starts at once.
 * The app's entry and its modulepreloads are the ones Vite wrote into index.html; the server moved them into
 * APP_SCRIPTS_ID (features/pages/template.ts), with the page module's own scripts. Imports nothing, so it is one small
 * file.
 */
const MAX_WAIT_MS = 2_000;
const APP_SCRIPTS_ID = 'app-scripts';
const SSR_STATE_ID = 'ssr-state';

interface AppScripts {
  entry: string;
  preloads: string[];
  /** The page module's own scripts (the server names them from the build's manifest, decision 0086). */
  page?: string[];
}

/** How many of the page's modulepreloads one task adds: each costs the main thread a little (decision 0086). */
const LINKS_PER_TASK = 8;

function readJson<T>(id: string): T | null {
  try {
    return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function append(tag: 'link' | 'script', set: (el: HTMLLinkElement & HTMLScriptElement) => void) {
  const el = document.createElement(tag) as HTMLLinkElement & HTMLScriptElement;
  el.crossOrigin = 'anonymous';
  set(el);
  document.head.append(el);
}

let started = false;
function start() {
  if (started) return;
  started = true;
  const scripts = readJson<AppScripts>(APP_SCRIPTS_ID);
  if (!scripts) return;
  for (const href of scripts.preloads) append('link', (l) => ((l.rel = 'modulepreload'), (l.href = href)));
  // The texts beside the modules; main.tsx's fetch of the same address takes this answer.
  const textsUrl = readJson<{ textsUrl?: string }>(SSR_STATE_ID)?.textsUrl;
  if (textsUrl) append('link', (l) => ((l.rel = 'preload'), (l.as = 'fetch'), (l.href = textsUrl)));
  append('script', (s) => ((s.type = 'module'), (s.src = scripts.entry)));
  // The page's own modules, asked for beside the entry's and linked before React hydrates the page: Vite's loader, which
  // React calls then, links only what is not linked yet, so it no longer adds a link per module inside hydration's
  // task. A few per task, so that no task of their own is long on a slow phone.
  const page = scripts.page ?? [];
  for (let i = 0; i < page.length; i += LINKS_PER_TASK) {
    const batch = page.slice(i, i + LINKS_PER_TASK);
    setTimeout(() => {
      for (const href of batch) append('link', (l) => ((l.rel = 'modulepreload'), (l.href = href)));
    }, 0);
  }
}

/** After the next frame is painted (a timer queued from an animation frame runs after that frame). */
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));

const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
if (!document.getElementById('root')?.hasChildNodes() || !image || image.complete) afterPaint();
else {
  image.addEventListener('load', afterPaint, { once: true });
  image.addEventListener('error', start, { once: true });
}
// In any case by then: a tab opened in the background paints no frame (no animation frame runs) until it is shown.
setTimeout(start, MAX_WAIT_MS);
