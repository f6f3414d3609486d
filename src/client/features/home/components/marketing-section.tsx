import { Clock, MapPin, PiggyBank, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

/** The marketing claims of spec 01 §1. */
const CLAIMS = [
  { key: 'cheaper', Icon: PiggyBank },
  { key: 'verified', Icon: ShieldCheck },
  { key: 'always', Icon: Clock },
  { key: 'local', Icon: MapPin },
] as const;

export function MarketingSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="marketing-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="marketing-title" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
        {t('marketing.title')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CLAIMS.map(({ key, Icon }) => (
          <li key={key} className="flex flex-col items-center gap-3 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Icon className="h-7 w-7" aria-hidden />
            </span>
            <h3 className="text-lg font-semibold">{t(`marketing.${key}Title`)}</h3>
            <p className="text-gray-600">{t(`marketing.${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
