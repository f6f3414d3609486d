import { useTranslation } from '@/client/i18n/use-translation';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { RecommendationsGrid } from '@/client/features/recommendations/components/recommendations-grid';

/**
 * Recommendations (spec 02 §2, issue 13 §3): a grid of item cards picked for the signed-in user, each saying why;
 * a visitor gets the login-required card.
 */
export default function RecommendationsPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly
      framed
      className="max-w-6xl"
      title={t('recommendations.title')}
      description={t('recommendations.loginRequiredDescription')}
    >
      {(user) => (
        <>
          <p className="mt-2 text-gray-700">{t('recommendations.subtitle')}</p>
          <div className="mt-8">
            <RecommendationsGrid viewerId={user.id} />
          </div>
        </>
      )}
    </SignedInOnly>
  );
}
