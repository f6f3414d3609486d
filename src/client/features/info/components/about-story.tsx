import { useTranslation } from '@/client/i18n/use-translation';

/** The headline figures of spec 01 §2; the numbers are the spec's, the labels are translated. */
const FIGURES = [
  { id: 'users', value: '10K+' },
  { id: 'items', value: '50K+' },
  { id: 'satisfaction', value: '99%' },
  { id: 'support', value: '24/7' },
] as const;

export function AboutStory() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="story-heading"
      className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-2 lg:items-center"
    >
      <div>
        <h2 id="story-heading" className="text-2xl font-bold text-gray-900 sm:text-3xl">
          {t('about.storyTitle')}
        </h2>
        <p className="mt-4 leading-relaxed text-gray-700">{t('about.storyText1')}</p>
        <p className="mt-4 leading-relaxed text-gray-700">{t('about.storyText2')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        {FIGURES.map(({ id, value }) => (
          <div key={id} className="flex flex-col-reverse rounded-xl bg-brand-50 p-6 text-center">
            <dt className="mt-1 text-sm font-medium text-gray-700">{t(`about.figures.${id}`)}</dt>
            <dd className="text-3xl font-bold text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
