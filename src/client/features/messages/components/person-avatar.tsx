import type { PublicPerson } from '@/shared/schemas/messages';
import { cn } from '@/client/lib/cn';
import { personInitials } from '@/client/features/messages/utils/people';

/** The other party's photo, or their initials on the brand tint. */
export function PersonAvatar({ person, className }: { person: PublicPerson; className?: string }) {
  const base = cn('shrink-0 rounded-full', className);
  return person.profilePhotoUrl ? (
    <img
      src={person.profilePhotoUrl}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      className={cn(base, 'object-cover')}
    />
  ) : (
    <span
      aria-hidden
      className={cn(base, 'flex items-center justify-center bg-brand-100 font-semibold text-brand-800')}
    >
      {personInitials(person)}
    </span>
  );
}
