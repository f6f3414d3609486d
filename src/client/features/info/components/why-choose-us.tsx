import { Leaf, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

/** The three benefits of spec 01 §2: community-driven, secure and safe, sustainable sharing. */
const BENEFITS: readonly { id: string; icon: LucideIcon }[] = [
  { id: 'community', icon: Users },
  { id: 'secure', icon: ShieldCheck },
  { id: 'sustainable', icon: Leaf },
];

export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-heading" className="bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="why-heading" className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
          {t('howItWorks.whyTitle')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-xl bg-white p-6 text-center shadow-sm">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-100">
                <Icon className="h-7 w-7 text-brand-700" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{t(`howItWorks.why.${id}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-700">{t(`howItWorks.why.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
