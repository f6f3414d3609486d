import { useEffect, useState } from 'react';

/**
 * A module loaded once the component has mounted: null until then, on the server and at hydration too, so both render
 * the same stand-in (a plain button of the same look, hydrated with the page, so a click is never lost while the
 * module loads). `load` must be a stable function (declared at module level); null loads nothing yet. Issue 22 §3:
 * what a page needs only when used stays out of its first paint.
 *
 * Not deferred to the browser's idle time (tried, decision 0059): a module arriving later in the page's life swapped
 * the stand-in for the real trigger between a mouse's press and release, and the click was lost. Right after
 * hydration, it is in place before anyone clicks.
 */
export function useLoadedAfterPaint<T>(load: (() => Promise<T>) | null): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load().then((module) => {
      if (live) setLoaded({ module });
    });
    return () => {
      live = false;
    };
  }, [load]);
  return loaded?.module ?? null;
}
