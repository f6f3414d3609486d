import { useTranslation } from '@/client/i18n/use-translation';
import { SearchPanel } from './search-panel';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-brand-700 to-brand-800 py-12 text-white sm:py-20"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 text-center">
        <div className="flex flex-col gap-4">
          <h1 id="hero-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-brand-50">{t('home.hero.subtitle')}</p>
        </div>
        <SearchPanel />
      </div>
    </section>
  );
}
