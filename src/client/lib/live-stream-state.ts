import { useSyncExternalStore } from 'react';

// Whether this tab's live stream is open: the spec's polling runs only while it is not (usePollInterval). Kept apart
// from live-events.ts, which the first paint does not load (it carries the payload schemas, and with them zod).
let streamUp = false;
const listeners = new Set<() => void>();

/** Set by the live stream (live-events.ts) when it opens or drops. */
export function setStreamUp(up: boolean) {
  if (streamUp === up) return;
  streamUp = up;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** True while this tab's live stream is open. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => streamUp,
    () => false,
  );
}

/** A query's polling interval: none while the live stream keeps its cache current, the spec's interval otherwise. */
export function usePollInterval(ms: number): number | false {
  return useLiveConnected() ? false : ms;
}
