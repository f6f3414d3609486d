import { Tabs as T } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** Radix Tabs with the app's look: arrow keys move between tabs, each panel is labelled by its tab. */
export const Tabs = T.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn('flex w-full gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1 sm:w-auto sm:self-start', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-700 sm:flex-none',
        'hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof T.Content>) {
  return (
    <T.Content className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-brand-600', className)} {...props} />
  );
}
