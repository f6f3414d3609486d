import type { TFunction } from '@/client/i18n/texts';
import { pathLanguage } from '@/shared/constants/routes';
import { articleIdBySlug } from '@/shared/help/paths';
import type { ShownArticle } from '@/client/lib/help-content';
import { helpKeys } from '@/client/lib/help-keys';
import type { PageContent, PageHeadInput } from './head-types';

/** A help article's head: its title and, as the description, its one-sentence summary (what the help list shows). */
export function helpArticleHead(
  { t, qc, lang, match, search }: PageHeadInput,
  withSite: (t: TFunction, title: string) => string,
): PageContent {
  const id = match && articleIdBySlug(pathLanguage(match, search) ?? 'pl', (match.params.slug ?? '').toLowerCase());
  const article = id ? qc.getQueryData<ShownArticle>(helpKeys.article(lang, id)) : undefined;
  if (!article) return { title: withSite(t, t('head.help.title')), description: t('head.help.description') };
  return { title: withSite(t, article.title), description: article.summary };
}
