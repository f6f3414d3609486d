import { RotateCcw } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { usePublicUser } from '@/client/features/users/api/get-public-user';
import { UserProfile } from '@/client/features/users/components/profile/user-profile';
import { parseUserId } from '@/client/features/users/utils/user-id';
import { NotFoundPage } from '@/client/app/not-found-page';

/** The page while the profile loads: the header's and a list's shapes. */
function ProfileSkeleton() {
  return (
    <div aria-hidden className="mx-auto flex max-w-5xl animate-pulse flex-col gap-10 px-4 py-8 sm:py-12">
      <div className="h-64 rounded-2xl bg-gray-100 sm:h-56" />
      <div className="h-40 rounded-xl bg-gray-100" />
    </div>
  );
}

/**
 * A person's public profile at /uzytkownik/{id} and /user/{id} (issue 26 §4, decision 0068), rendered on the server
 * like the item page; an id that is none, an unknown or a deleted account is the not-found page (404).
 */
export default function UserProfilePage() {
  const { t } = useTranslation();
  const id = parseUserId(useParams().id);
  const { data: profile, isPending, isError, refetch, isFetching } = usePublicUser(id);
  if (id === null || profile === null) return <NotFoundPage />;
  if (isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t('userProfile.loadError')}</h1>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('userProfile.retry')}
        </Button>
      </div>
    );
  }
  if (isPending) return <ProfileSkeleton />;
  return <UserProfile profile={profile} />;
}
