import { lazy, Suspense } from 'react';

// Radix's toast code is not needed for the first paint: it loads right after, and a toast raised meanwhile waits in
// the store (use-toast.ts) until the region shows it (issue 22 §3). The region is fixed, so nothing moves.
const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

/** The toasts of spec 01 §4 (toast-region.tsx). */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
