import { CreditCard, MessageCircle, PartyPopper, Search, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

/** The four numbered steps (spec 01 §2, §9: HOW_IT_WORKS_STEPS = 4). */
const STEPS: readonly { id: string; icon: LucideIcon }[] = [
  { id: 'search', icon: Search },
  { id: 'message', icon: MessageCircle },
  { id: 'confirm', icon: CreditCard },
  { id: 'enjoy', icon: PartyPopper },
];

export function HowItWorksSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="steps-heading" className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
        {t('howItWorks.stepsTitle')}
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ id, icon: Icon }, index) => (
          <li key={id} className="relative rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
            <span
              className="absolute -top-4 left-6 flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              aria-hidden
            >
              {index + 1}
            </span>
            <Icon className="mt-2 h-8 w-8 text-brand-700" aria-hidden />
            <h3 className="mt-4 text-lg font-semibold text-gray-900">
              <span className="sr-only">{t('howItWorks.stepNumber', { number: index + 1 })} </span>
              {t(`howItWorks.steps.${id}.title`)}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-gray-700">{t(`howItWorks.steps.${id}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
