import { Popover as P } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** Radix Popover with the app's look: focus trap, Escape, outside click and focus return come from Radix. */
export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;

export function PopoverContent({
  className,
  sideOffset = 6,
  align = 'start',
  ...props
}: ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 rounded-lg border border-gray-200 bg-white p-3 text-gray-900 shadow-lg outline-none',
          className,
        )}
        {...props}
      />
    </P.Portal>
  );
}
