import { useMutation } from '@tanstack/react-query';
import type { Unsubscribed } from '@/shared/schemas/favourites';
import { api } from '@/client/lib/api-client';

/** POST /api/saved-searches/unsubscribe: the e-mail's secret deletes its search, no session needed. */
export function unsubscribe(token: string): Promise<Unsubscribed> {
  return api<Unsubscribed>('POST', '/api/saved-searches/unsubscribe', { token });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
