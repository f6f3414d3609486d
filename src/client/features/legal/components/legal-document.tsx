import { Link } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { useCompany } from '@/client/lib/legal-info';
import { localizedPath, type RouteName } from '@/client/lib/paths';
import { EN_DOCUMENTS } from '../content/en';
import { PL_DOCUMENTS } from '../content/pl';
import { parseLinks } from '../content/markup';
import type { LegalDocumentKind } from '../content/types';

const OTHERS: Record<LegalDocumentKind, LegalDocumentKind[]> = {
  terms: ['privacy', 'accessibility'],
  privacy: ['terms', 'accessibility'],
  accessibility: ['terms', 'privacy'],
};

/** A date (YYYY-MM-DD) in words: "28 listopada 2026", "28 November 2026". */
const longDate = (lang: string) => (iso: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const LINK = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** A paragraph's text with its `[label](href)` links: app routes in the reader's language, mail, phone and web links. */
function Rich({ text, lang }: { text: string; lang: 'pl' | 'en' }) {
  return (
    <>
      {parseLinks(text).map((piece, i) => {
        if (!('href' in piece)) return piece.text;
        if (piece.href.startsWith('route:')) {
          const [name, anchor] = piece.href.slice('route:'.length).split('#');
          return (
            <Link
              key={i}
              to={`${localizedPath(name as RouteName, lang)}${anchor ? `#${anchor}` : ''}`}
              className={LINK}
            >
              {piece.text}
            </Link>
          );
        }
        const external = piece.href.startsWith('https:');
        return (
          <a key={i} href={piece.href} className={`${LINK} break-words`} {...(external ? { rel: 'noopener' } : {})}>
            {piece.text}
          </a>
        );
      })}
    </>
  );
}

/**
 * A legal page (issue 27 §2): the document in the page's language, built from the constants the app runs on and the
 * company from the configuration; a table of contents, the sections with anchors, and links to the other documents.
 */
export function LegalDocument({ kind }: { kind: LegalDocumentKind }) {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  if (!company) return <p className="px-4 py-16 text-center text-gray-600">{t('common.loading')}</p>;
  const lang = i18n.language === 'en' ? 'en' : 'pl';
  const doc = (lang === 'en' ? EN_DOCUMENTS : PL_DOCUMENTS)[kind]({ company, date: longDate(lang) });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="border-b border-gray-200 pb-6">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-sm font-medium text-gray-500" data-testid="legal-version">
          {doc.version}
        </p>
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm leading-relaxed text-amber-900">
          {doc.intro}
          {company.demo && <span className="mt-2 block">{company.address}</span>}
        </p>
      </header>
      <nav aria-labelledby="legal-toc" className="mt-6 rounded-xl bg-gray-50 p-5">
        <h2 id="legal-toc" className="text-sm font-semibold tracking-wide text-gray-700 uppercase">
          {t('legal.contents')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-10 scroll-mt-20">
          <h2 id={`${s.id}-heading`} className="text-xl font-semibold text-gray-900">
            {i + 1}. {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-gray-700">
              <Rich text={p} lang={lang} />
            </p>
          ))}
          {s.list && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-gray-700 marker:text-gray-400">
              {s.list.map((item) => (
                <li key={item}>
                  <Rich text={item} lang={lang} />
                </li>
              ))}
            </ul>
          )}
          {s.table && (
            // On a phone each row stands as a block, its cells under their column's name (data-label); should a cell
            // still be too wide, the region scrolls sideways and takes the keyboard's focus for that.
            <div
              role="region"
              aria-label={s.heading}
              tabIndex={0}
              className="mt-4 overflow-x-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <table className="w-full text-left text-sm">
                <thead className="bg-gray-50 text-gray-700 max-sm:sr-only">
                  <tr>
                    {s.table.head.map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-semibold">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-200 text-gray-700 max-sm:block">
                  {s.table.rows.map((row) => (
                    <tr key={row.join('|')} className="max-sm:flex max-sm:flex-col max-sm:py-1">
                      {row.map((cell, j) => (
                        <td
                          key={j}
                          data-label={j === 0 ? undefined : s.table!.head[j]}
                          className={`px-3 py-2 align-top ${j === 0 ? 'font-medium text-gray-900' : 'max-sm:pt-0 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-gray-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]'}`}
                        >
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {s.paragraphsAfter?.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-gray-700">
              <Rich text={p} lang={lang} />
            </p>
          ))}
        </section>
      ))}
      <footer className="mt-12 border-t border-gray-200 pt-6 text-sm text-gray-600">
        <p>{t('legal.seeAlso')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {OTHERS[kind].map((other) => (
            <li key={other}>
              <Link to={localizedPath(other, lang)} className="text-brand-700 underline-offset-4 hover:underline">
                {t(`footer.${other}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={localizedPath('contact', lang)} className="text-brand-700 underline-offset-4 hover:underline">
              {t('footer.contact')}
            </Link>
          </li>
        </ul>
      </footer>
    </article>
  );
}
