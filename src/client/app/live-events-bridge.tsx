import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUser } from '@/client/lib/session';

/**
 * One live stream per tab while signed in (issue 11 §2): opened once the server has confirmed the session (the stored
 * user alone may be stale), closed on logout or when another user signs in. The stream's code (with the payload
 * schemas, and so zod) is loaded then, not with the first paint: a visitor never needs it (issue 22 §3).
 */
export function LiveEventsBridge() {
  const qc = useQueryClient();
  const { user, isLoading } = useUser();
  const userId = !isLoading && user ? user.id : null;
  useEffect(() => {
    if (userId === null) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    void import('@/client/lib/live-events').then(({ connectLiveEvents }) => {
      if (!cancelled) disconnect = connectLiveEvents(qc);
    });
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [qc, userId]);
  return null;
}
