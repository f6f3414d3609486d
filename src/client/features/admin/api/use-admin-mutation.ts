import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

/** Every admin decision is audited: the log is refreshed with the list it changed. */
export function useAdminMutation<A, R>(fn: (args: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.all }) });
}
