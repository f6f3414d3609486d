import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUser } from '@/client/lib/session';
import { connectLiveEvents } from '@/client/lib/live-events';

/**
 * One live stream per tab while signed in (issue 11 §2): opened once the server has confirmed the session (the stored
 * user alone may be stale), closed on logout or when another user signs in.
 */
export function LiveEventsBridge() {
  const qc = useQueryClient();
  const { user, isLoading } = useUser();
  const userId = !isLoading && user ? user.id : null;
  useEffect(() => {
    if (userId === null) return;
    return connectLiveEvents(qc);
  }, [qc, userId]);
  return null;
}
