import { cn } from '@/client/lib/cn';

/** A round badge with the user's initials. */
export function UserAvatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white',
        className,
      )}
    >
      {initials}
    </span>
  );
}
