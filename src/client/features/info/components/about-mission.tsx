import { Target } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

export function AboutMission() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="mission-heading" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <Target className="mx-auto h-10 w-10" aria-hidden />
        <h2 id="mission-heading" className="mt-4 text-2xl font-bold sm:text-3xl">
          {t('about.missionTitle')}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-brand-50">{t('about.missionText')}</p>
      </div>
    </section>
  );
}
