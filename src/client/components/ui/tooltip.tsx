import { Tooltip as T } from 'radix-ui';
import type { ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/shared/constants/limits';

/**
 * Kept for the app's provider tree. It no longer holds Radix's tooltip provider: that one brings the whole popper
 * (floating-ui) into the first paint of every page, where no tooltip is shown (issue 22 §3); each Tooltip has its own.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return children;
}

/** Opens after 700 ms; moving back within 300 ms opens it at once (spec 01 §4). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <T.Root>
        <T.Trigger asChild>{children}</T.Trigger>
        <T.Portal>
          <T.Content sideOffset={4} className="z-50 rounded-md bg-gray-900 px-3 py-1.5 text-xs text-white shadow">
            {content}
            <T.Arrow className="fill-gray-900" />
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  );
}
