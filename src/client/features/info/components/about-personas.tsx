import { Briefcase, GraduationCap, Hammer, Tent, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';

/** The four kinds of users the service is for. */
const PERSONAS: readonly { id: string; icon: LucideIcon }[] = [
  { id: 'students', icon: GraduationCap },
  { id: 'diy', icon: Hammer },
  { id: 'travellers', icon: Tent },
  { id: 'owners', icon: Briefcase },
];

export function AboutPersonas() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="personas-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="personas-heading" className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
        {t('about.personasTitle')}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PERSONAS.map(({ id, icon: Icon }) => (
          <li key={id} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
            <Icon className="h-8 w-8 text-brand-700" aria-hidden />
            <h3 className="mt-4 text-lg font-semibold text-gray-900">{t(`about.personas.${id}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-gray-700">{t(`about.personas.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
