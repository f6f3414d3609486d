import { ChevronDown } from 'lucide-react';
import { Accordion as A } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** Radix Accordion with the app's look; `type="single" collapsible` gives "one open at a time, collapsible". */
export const Accordion = A.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof A.Item>) {
  return <A.Item className={cn('border-b border-gray-200', className)} {...props} />;
}

/** `level` sets the heading element that wraps the trigger (h3 by default), to keep headings in order. */
export function AccordionTrigger({
  className,
  children,
  level = 3,
  ...props
}: ComponentProps<typeof A.Trigger> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <A.Header asChild className="flex">
      <Heading>
        <A.Trigger
          className={cn(
            'group flex flex-1 items-center justify-between gap-4 py-4 text-left font-medium text-gray-900 hover:text-brand-700',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            className="h-5 w-5 shrink-0 text-gray-600 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden
          />
        </A.Trigger>
      </Heading>
    </A.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof A.Content>) {
  return (
    <A.Content className={cn('overflow-hidden text-sm text-gray-700', className)} {...props}>
      <div className="pb-4 leading-relaxed">{children}</div>
    </A.Content>
  );
}
