import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Language } from '@/shared/constants/limits';
import { helpArticlePath } from '@/shared/help/paths';
import type { ArticleSummary } from '@/client/lib/help-content';

/** The help centre's articles: each title a link to its page, its summary beneath. */
export function HelpArticleList({ articles, lang }: { articles: ArticleSummary[]; lang: Language }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {articles.map((a) => (
        <li key={a.id}>
          <Link
            to={helpArticlePath(a.id, lang)}
            className="group flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <h2 className="flex items-center justify-between gap-2 text-lg font-semibold text-gray-900 group-hover:text-brand-800">
              {a.title}
              <ChevronRight className="h-4 w-4 shrink-0 text-gray-400" aria-hidden />
            </h2>
            <p className="mt-2 text-sm text-gray-600">{a.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
