import { useState } from 'react';

/** "AK" from Anna Kowalska, else the first letter of the name shown. */
export function ownerInitials(firstName: string | null, lastName: string | null, fallback: string): string {
  const initials = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`;
  return (initials || fallback.trim()[0] || '?').toLocaleUpperCase('pl');
}

/** The owner's photo, or the initials on a coloured disc when there is none or it cannot be loaded. */
export function OwnerAvatar({ photoUrl, initials }: { photoUrl: string | null; initials: string }) {
  const [broken, setBroken] = useState(false);
  if (photoUrl && !broken) {
    return (
      <img
        src={photoUrl}
        alt=""
        onError={() => setBroken(true)}
        className="h-16 w-16 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-semibold text-white"
    >
      {initials}
    </span>
  );
}
