import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from '@/client/i18n/use-translation';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@/shared/constants/limits';
import { cn } from '@/client/lib/cn';
import { dismissToast, useToasts } from './use-toast';

/**
 * Toasts of spec 01 §4: one at a time, closed after 5000 ms, swipe right 50 px to dismiss, close button and
 * Escape, paused while hovered or focused (Radix does both), F8 focuses the viewport; default and destructive.
 */
export function ToastRegion() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            'data-[state=closed]:opacity-0 transition-opacity',
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-gray-200 bg-white text-gray-900',
          )}
        >
          <div className="grid gap-1">
            {item.title && <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>}
            {item.description && (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            )}
          </div>
          {item.action && (
            <Toast.Action altText={item.action.label} asChild>
              <button
                type="button"
                onClick={item.action.onClick}
                className="shrink-0 rounded-md border px-3 py-1 text-sm font-medium"
              >
                {item.action.label}
              </button>
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={t('common.close')}
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        label={t('toast.region')}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
