import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/client/lib/when-idle';
import { useToasts } from './use-toast';

// Radix's toast code is not needed for the first paint: it loads once the page is idle, or at once when a toast is
// raised before (it waits in the store, use-toast.ts, until the region shows it; issue 22 §3). The region is fixed, so
// nothing moves.
const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

/** The toasts of spec 01 §4 (toast-region.tsx). */
export function Toaster() {
  const raised = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && !raised) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
