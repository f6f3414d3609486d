/**
 * Runs `callback` once the page has loaded and the browser has a quiet moment (at the latest `timeout` ms after the
 * load event): work a page needs only when used waits until what it shows first is done. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const run = () => {
    if (!cancelled) callback();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout });
      cancelWait = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelWait = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancelWait = () => window.removeEventListener('load', schedule);
  }
  return () => {
    cancelled = true;
    cancelWait();
  };
}
