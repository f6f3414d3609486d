import { useQueryClient } from '@tanstack/react-query';
import { rentalsRootKey } from '@/client/lib/query-keys';
import { paymentsKeys } from './keys';

/** Whatever the test provider answers, the rental's payment may have moved: the lists and its state are read again. */
export function useRefreshAfterTestPayment() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: rentalsRootKey }),
      qc.invalidateQueries({ queryKey: paymentsKeys.all, predicate: (q) => q.queryKey[1] !== 'intent' }),
    ]);
}
