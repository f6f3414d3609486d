import type { InputHTMLAttributes } from 'react';
import { cn } from '@/client/lib/cn';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'flex h-10 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm placeholder:text-gray-500',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
        'aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
