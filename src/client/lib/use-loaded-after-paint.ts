import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * A module loaded once the page has loaded and the browser is idle, or at once when `now` (the user pressed its
 * stand-in; not on focus: a module arriving between a mouse's press and release would take the click from the
 * stand-in): null until then, on the server and at hydration too, so both render the same stand-in (a
 * plain button of the same look, hydrated with the page, so a click is never lost while the module loads). `load`
 * must be a stable function (declared at module level); null loads nothing yet. Issue 22 §3: what a page needs only
 * when used stays out of its first paint and out of the work that makes the page interactive.
 */
export function useLoadedAfterPaint<T>(load: (() => Promise<T>) | null, now = false): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!load || wanted) return;
    if (now) setWanted(true);
    else return whenIdle(() => setWanted(true));
  }, [load, now, wanted]);
  useEffect(() => {
    if (!load || !wanted) return;
    let live = true;
    void load().then((module) => {
      if (live) setLoaded({ module });
    });
    return () => {
      live = false;
    };
  }, [load, wanted]);
  return loaded?.module ?? null;
}
