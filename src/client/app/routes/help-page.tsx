import { useTranslation } from '@/client/i18n/use-translation';
import { languageOf, useHelpList } from '@/client/lib/help-content';
import { useCompany } from '@/client/lib/legal-info';
import { HelpArticleList } from '@/client/features/help/components/help-article-list';
import { StillNeedHelp } from '@/client/features/help/components/still-need-help';
import { PageHero } from '@/client/features/info/components/page-hero';

/** The help centre (issue 23 §1) at /pomoc and /help: every article with its summary, and the way to ask us. */
export default function HelpPage() {
  const { t, i18n } = useTranslation();
  const supportEmail = useCompany()?.email ?? '';
  const lang = languageOf(i18n.language);
  const { data: articles } = useHelpList(lang);
  return (
    <>
      <PageHero title={t('help.title')} subtitle={t('help.subtitle')} />
      <section className="mx-auto max-w-4xl px-4 pt-4 pb-16">
        {articles ? (
          <HelpArticleList articles={articles} lang={lang} />
        ) : (
          <p className="text-center text-gray-600">{t('common.loading')}</p>
        )}
        <StillNeedHelp supportEmail={supportEmail} />
      </section>
    </>
  );
}
