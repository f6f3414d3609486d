import { cn } from '@/client/lib/cn';

/** Initials of first and last name, else the first letter of the e-mail. */
export function initialsOf(user: { firstName: string | null; lastName: string | null; email: string }) {
  const initials = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`;
  return (initials || user.email[0] || '?').toUpperCase();
}

/** The profile photo, or the initials on a coloured disc. The photo's alt text is the name. */
export function ProfileAvatar({
  photoUrl,
  initials,
  name,
  className,
}: {
  photoUrl: string | null;
  initials: string;
  name: string;
  className?: string;
}) {
  if (photoUrl)
    return (
      <img
        src={photoUrl}
        alt={name}
        width={96}
        height={96}
        decoding="async"
        className={cn('h-24 w-24 rounded-full object-cover', className)}
      />
    );
  return (
    <div
      role="img"
      aria-label={name}
      className={cn(
        'flex h-24 w-24 items-center justify-center rounded-full bg-brand-700 text-3xl font-semibold text-white',
        className,
      )}
    >
      <span aria-hidden>{initials}</span>
    </div>
  );
}
