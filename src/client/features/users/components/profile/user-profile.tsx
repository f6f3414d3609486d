import type { PublicProfile } from '@/shared/schemas/users';
import { ProfileHeader } from './profile-header';
import { ProfileListings } from './profile-listings';
import { ProfileReviews } from './profile-reviews';

/**
 * A person's public profile (issue 26 §4): who they are as far as others may know (the short name, the city of their
 * listings, since when, the verified badges, how they answer), how they were rated as owner and as renter, what
 * others wrote about them, and what they rent out.
 */
export function UserProfile({ profile }: { profile: PublicProfile }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8 sm:py-12">
      <ProfileHeader profile={profile} />
      {/* What others wrote first: an owner deciding on a request comes for it. */}
      <ProfileReviews profile={profile} />
      <ProfileListings profile={profile} />
    </div>
  );
}
