import { useTranslation } from '@/client/i18n/use-translation';
import { BrowseAndRentOutButtons } from '@/client/features/info/components/browse-and-rent-out-buttons';
import { HowItWorksSteps } from '@/client/features/info/components/how-it-works-steps';
import { PageHero } from '@/client/features/info/components/page-hero';
import { WhyChooseUs } from '@/client/features/info/components/why-choose-us';

/** How it works (spec 01 §2): hero, four numbered steps, why choose us, call to action. */
export default function HowItWorksPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('howItWorks.title')} subtitle={t('howItWorks.subtitle')} />
      <HowItWorksSteps />
      <WhyChooseUs />
      <section aria-labelledby="cta-heading" className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="cta-heading" className="text-2xl font-bold text-gray-900 sm:text-3xl">
          {t('howItWorks.ctaTitle')}
        </h2>
        <p className="mt-3 text-gray-700">{t('howItWorks.ctaText')}</p>
        <BrowseAndRentOutButtons browseLabel={t('howItWorks.ctaBrowse')} rentOutLabel={t('howItWorks.ctaRentOut')} />
      </section>
    </>
  );
}
