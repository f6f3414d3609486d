import type { SelectHTMLAttributes } from 'react';
import { cn } from '@/client/lib/cn';

/** A styled native <select>: accessible and comfortable on phones. */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:opacity-60',
        'aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
