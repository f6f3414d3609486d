import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/client/components/ui/accordion';
import { localizedPath } from '@/client/lib/paths';
import { FAQ_IDS } from '@/client/features/info/components/faq-entries';
import { PageHero } from '@/client/features/info/components/page-hero';

/** FAQ (spec 01 §2): 12 questions in an accordion, one open at a time, and the open one can be closed. */
export default function FaqPage() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageHero title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <section className="mx-auto max-w-3xl px-4 pt-4 pb-16">
        <Accordion
          type="single"
          collapsible
          className="rounded-xl border border-gray-200 bg-white px-4 shadow-sm sm:px-6"
        >
          {FAQ_IDS.map((id, index) => (
            <AccordionItem key={id} value={id} className={index === FAQ_IDS.length - 1 ? 'border-b-0' : undefined}>
              <AccordionTrigger level={2}>{t(`faq.items.${id}.question`)}</AccordionTrigger>
              <AccordionContent>{t(`faq.items.${id}.answer`)}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div className="mt-10 rounded-xl bg-brand-50 p-6 text-center">
          <p className="font-semibold text-gray-900">{t('faq.moreTitle')}</p>
          <p className="mt-1 text-gray-700">
            {t('faq.moreText')}{' '}
            <Link
              to={localizedPath('contact', i18n.language)}
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t('faq.moreLink')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
