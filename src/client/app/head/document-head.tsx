import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useLocation } from 'react-router';
import { LANGUAGES, type Language } from '@/shared/constants/limits';
import { matchRoute } from '@/shared/constants/routes';
import { pageStatusOf } from '@/client/app/page-status';

/**
 * The head's rules (page-head.ts and the item's JSON-LD, about 3 KiB) are loaded when first needed, after the page is
 * interactive: the server wrote the first page's head itself, so nothing waits for them (issue 22 §3's budget).
 */
const loadPageHead = () => import('./page-head').then((m) => m.pageHead);
/**
 * Their file failing to load (the network gone, a deployment that replaced it) leaves the tab's title and description
 * as they were, instead of an unhandled rejection; the next navigation asks again.
 */
const keepHead = () => undefined;

function setMeta(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) return tag?.remove();
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * The tab's title, the meta description and robots after a navigation in the browser, from the same pageHead as the
 * server's HTML (the rest of the head matters to crawlers and link previews, which read the server's HTML). It follows
 * the cache too: an item page's title appears once its item has loaded. Renders nothing.
 */
export function DocumentHead() {
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [cacheVersion, setCacheVersion] = useState(0);
  // Only the latest navigation's head is written, whichever load of the rules comes back last.
  const latest = useRef(0);

  // Only what the head reads: the item, the categories (a browse title names its category), a help article.
  useEffect(
    () =>
      qc.getQueryCache().subscribe((event) => {
        const root = (event.query.queryKey as readonly unknown[])[0];
        if (event.type === 'updated' && (root === 'items' || root === 'categories' || root === 'help'))
          setCacheVersion((v) => v + 1);
      }),
    [qc],
  );

  useEffect(() => {
    const run = ++latest.current;
    const lang: Language = (LANGUAGES as readonly string[]).includes(i18n.language)
      ? (i18n.language as Language)
      : 'pl';
    const match = matchRoute(pathname);
    void loadPageHead().then((pageHead) => {
      if (run !== latest.current) return;
      const head = pageHead({
        match,
        search: new URLSearchParams(search),
        lang,
        publicUrl: window.location.origin,
        t,
        qc,
        status: match ? pageStatusOf(qc, match) : 404,
      });
      document.title = head.title;
      setMeta('description', head.description);
      setMeta('robots', head.robots);
    }, keepHead);
  }, [pathname, search, t, i18n.language, qc, cacheVersion]);

  return null;
}
