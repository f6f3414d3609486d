import { useTranslation } from '@/client/i18n/use-translation';
import { LoginRequiredCard } from '@/client/components/ui/login-required-card';
import { useUser } from '@/client/lib/session';
import { localizedPath } from '@/client/lib/paths';
import { RETURN_TO_RENT_OUT } from '@/client/lib/return-to';
import { ListingEditor } from '@/client/features/items/components/listings/editor/listing-editor';

/** Create listing (spec 01 §2): the listing form for a signed-in user, otherwise the login-required card. */
export default function RentOutPage() {
  const { t, i18n } = useTranslation();
  const { user, isLoading } = useUser();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('rentOut.title')}</h1>
        {user && <p className="text-gray-700">{t('rentOut.subtitle')}</p>}
      </div>
      {isLoading && !user ? (
        <p className="text-center text-gray-600">{t('common.loading')}</p>
      ) : user ? (
        <ListingEditor />
      ) : (
        // The spec's links: the login screen with ?returnTo=rent-out (it sends the user back here) and registration.
        <LoginRequiredCard
          returnTo={RETURN_TO_RENT_OUT}
          registerPath={localizedPath('register', i18n.language)}
          description={t('rentOut.loginRequiredText')}
        />
      )}
    </div>
  );
}
