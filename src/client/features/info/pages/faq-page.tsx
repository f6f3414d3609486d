import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { helpArticlePath } from '@/shared/help/paths';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/client/components/ui/accordion';
import { languageOf, useFaq } from '@/client/lib/help-content';
import { localizedPath } from '@/client/lib/paths';
import { PageHero } from '@/client/features/info/components/page-hero';

/**
 * FAQ (spec 01 §2): 12 questions in an accordion, one open at a time, and the open one can be closed. The entries are
 * the help centre's (shared/help), each linking to the article that tells it in full.
 */
export default function FaqPage() {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const { data: entries = [] } = useFaq(lang);
  return (
    <>
      <PageHero title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <section className="mx-auto max-w-3xl px-4 pt-4 pb-16">
        <Accordion
          type="single"
          collapsible
          className="rounded-xl border border-gray-200 bg-white px-4 shadow-sm sm:px-6"
        >
          {entries.map((entry, index) => (
            <AccordionItem
              key={entry.id}
              value={entry.id}
              className={index === entries.length - 1 ? 'border-b-0' : undefined}
            >
              <AccordionTrigger level={2}>{entry.question}</AccordionTrigger>
              <AccordionContent>
                <p>{entry.answer}</p>
                <Link
                  to={helpArticlePath(entry.article, lang, entry.section)}
                  className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {t('faq.readMore')}
                </Link>
              </AccordionContent>
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
