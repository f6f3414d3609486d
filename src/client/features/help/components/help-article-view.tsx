import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { withSupportEmail } from '@/shared/help/support-email';
import type { ShownArticle } from '@/client/lib/help-content';
import { localizedPath } from '@/client/lib/paths';

/** One help article: its title and summary, a table of its sections, and each section under an anchor of its id. */
export function HelpArticleView({ article, supportEmail }: { article: ShownArticle; supportEmail: string }) {
  const { t, i18n } = useTranslation();
  const text = (s: string) => withSupportEmail(s, supportEmail);
  return (
    <article>
      <Link
        to={localizedPath('help', i18n.language)}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('help.backToList')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-lg text-gray-700">{article.summary}</p>
      <nav aria-label={t('help.contents')} className="mt-6 rounded-xl border border-gray-200 bg-gray-50 p-4">
        <ul className="space-y-1 text-sm">
          {article.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 hover:text-brand-800 hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {article.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-8 scroll-mt-24">
          <h2 id={`${s.id}-heading`} className="text-xl font-semibold text-gray-900">
            {s.heading}
          </h2>
          {s.body.map((p, i) => (
            <p key={i} className="mt-3 leading-relaxed text-gray-700">
              {text(p)}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
