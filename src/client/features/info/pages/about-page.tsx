import { useTranslation } from '@/client/i18n/use-translation';
import { AboutMission } from '@/client/features/info/components/about-mission';
import { AboutPersonas } from '@/client/features/info/components/about-personas';
import { AboutStory } from '@/client/features/info/components/about-story';
import { BrowseAndRentOutButtons } from '@/client/features/info/components/browse-and-rent-out-buttons';
import { PageHero } from '@/client/features/info/components/page-hero';

/** About (spec 01 §2): story with headline figures, mission, four personas, buttons to browse and rent out. */
export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('about.title')} subtitle={t('about.subtitle')} />
      <AboutStory />
      <AboutMission />
      <AboutPersonas />
      <section aria-labelledby="about-cta-heading" className="bg-gray-50">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 id="about-cta-heading" className="text-2xl font-bold text-gray-900 sm:text-3xl">
            {t('about.ctaTitle')}
          </h2>
          <p className="mt-3 text-gray-700">{t('about.ctaText')}</p>
          <BrowseAndRentOutButtons browseLabel={t('about.ctaBrowse')} rentOutLabel={t('about.ctaRentOut')} />
        </div>
      </section>
    </>
  );
}
