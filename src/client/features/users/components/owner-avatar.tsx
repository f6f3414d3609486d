import { Avatar } from '@/client/components/avatar';

/** "AK" from Anna Kowalska, else the first letter of the name shown. */
export function ownerInitials(firstName: string | null, lastName: string | null, fallback: string): string {
  const initials = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`;
  return (initials || fallback.trim()[0] || '?').toLocaleUpperCase('pl');
}

/** The owner's photo, or the initials on a coloured disc when there is none or it cannot be loaded. */
export function OwnerAvatar({ photoUrl, initials }: { photoUrl: string | null; initials: string }) {
  return <Avatar photoUrl={photoUrl} initials={initials} className="h-16 w-16 text-xl" />;
}
