import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { matchRoute, pathLanguage } from '@/shared/constants/routes';
import { articleIdBySlug } from '@/shared/help/paths';
import { languageOf, useHelpArticle } from '@/client/lib/help-content';
import { useCompany } from '@/client/lib/legal-info';
import { HelpArticleView } from '@/client/features/help/components/help-article-view';
import { StillNeedHelp } from '@/client/features/help/components/still-need-help';
import { NotFoundPage } from '@/client/app/not-found-page';

/**
 * One help article at /pomoc/{slug} or /help/{slug}: the slug is read in the path's language, the article shown in
 * the screen's (the language switch moves to the other slug). An unknown slug is the not-found screen (404 on the
 * server: page-status.ts pageStatusOf).
 */
export default function HelpArticlePage() {
  const { t, i18n } = useTranslation();
  const supportEmail = useCompany()?.email ?? '';
  const { pathname, hash } = useLocation();
  const slug = useParams().slug ?? '';
  const pathLang = pathLanguage(matchRoute(pathname), new URLSearchParams()) ?? 'pl';
  const id = articleIdBySlug(pathLang, slug.toLowerCase());
  const { data: article } = useHelpArticle(languageOf(i18n.language), id);

  // A link to a section from another page: the article may arrive after the navigation (its language's chunk).
  useEffect(() => {
    if (!article || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    // After the layout's scroll to the top of a new page.
    const timer = setTimeout(() => target?.scrollIntoView(), 0);
    return () => clearTimeout(timer);
  }, [article, hash]);

  if (id === null) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      {article ? (
        <HelpArticleView article={article} supportEmail={supportEmail} />
      ) : (
        <p className="text-center text-gray-600">{t('common.loading')}</p>
      )}
      <StillNeedHelp supportEmail={supportEmail} />
    </div>
  );
}
