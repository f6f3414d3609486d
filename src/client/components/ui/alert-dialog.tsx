import { AlertDialog as A } from 'radix-ui';
import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '@/client/lib/cn';
import { Button, type ButtonProps } from './button';

export const AlertDialog = A.Root;
export const AlertDialogTrigger = A.Trigger;

/** A confirmation that interrupts: it does not close on an outside click, only by its Cancel or Action button (or Escape). */
export function AlertDialogContent({ className, ...props }: ComponentProps<typeof A.Content>) {
  return (
    <A.Portal>
      <A.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <A.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
          className,
        )}
        {...props}
      />
    </A.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof A.Title>) {
  return <A.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof A.Description>) {
  return <A.Description className={cn('text-sm text-gray-600', className)} {...props} />;
}

/** The confirming button; closes the dialog after its onClick. */
export function AlertDialogAction({ variant = 'default', ...props }: ButtonProps) {
  return (
    <A.Action asChild>
      <Button variant={variant} {...props} />
    </A.Action>
  );
}

export function AlertDialogCancel(props: ButtonProps) {
  return (
    <A.Cancel asChild>
      <Button variant="outline" {...props} />
    </A.Cancel>
  );
}
