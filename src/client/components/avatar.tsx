import { useState } from 'react';
import { cn } from '@/client/lib/cn';

/** "MK" from "Marta K.": the first letters of the name's first two words. */
export function nameInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]);
  return (letters.join('') || '?').toLocaleUpperCase('pl');
}

/**
 * A person's photo, or their initials on a brand disc when there is none or it does not load (owner card, reviews).
 * 40 px by default; a className sets another size and text size.
 */
export function Avatar({
  photoUrl,
  initials,
  className,
}: {
  photoUrl: string | null;
  initials: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (photoUrl && !broken) {
    return (
      <img
        src={photoUrl}
        alt=""
        // Mostly below the fold (owner card, reviews); the box is 1:1 whatever size the class gives it.
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className={cn('h-10 w-10 shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white',
        className,
      )}
    >
      {initials}
    </span>
  );
}
