import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { localizedPath } from '@/client/lib/paths';
import { Button } from '@/client/components/ui/button';
import { useUnsubscribe } from '@/client/features/favourites/api/unsubscribe';
import { searchWords } from '@/client/features/favourites/components/search-words';

const TOKEN = /^[\w-]{16,128}$/;

/**
 * The unsubscribe link of a saved search's e-mail (issue 26 §5), without a login: opened in a browser, the page asks
 * the API once to delete the search, and says so in the page's language. A link scanner that fetches the address
 * without running the page deletes nothing (decision 0069); mail clients use the List-Unsubscribe header instead.
 */
export default function UnsubscribePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const call = useUnsubscribe();
  const asked = useRef(false);
  useEffect(() => {
    if (!valid || asked.current) return;
    asked.current = true;
    call.mutate(token);
  }, [valid, token, call]);

  let body: { ok: boolean; text: string } | null = null;
  if (!valid) body = { ok: false, text: t('savedSearches.unsubscribe.invalid') };
  else if (call.isError) body = { ok: false, text: t('savedSearches.unsubscribe.error') };
  else if (call.data)
    body = call.data.search
      ? { ok: true, text: t('savedSearches.unsubscribe.done', { search: searchWords(t, call.data.search) }) }
      : { ok: true, text: t('savedSearches.unsubscribe.already') };

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('savedSearches.unsubscribe.title')}</h1>
      {body ? (
        <p role="status" className="flex items-start gap-2 text-left text-gray-800">
          {body.ok ? (
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          ) : (
            <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden />
          )}
          <span>{body.text}</span>
        </p>
      ) : (
        <p role="status" className="text-gray-700">
          {t('savedSearches.unsubscribe.working')}
        </p>
      )}
      {call.isError && (
        <Button variant="outline" onClick={() => call.mutate(token)}>
          {t('savedSearches.unsubscribe.retry')}
        </Button>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to={localizedPath('savedSearches', i18n.language)}>{t('savedSearches.unsubscribe.manage')}</Link>
        </Button>
        <Button asChild>
          <Link to={localizedPath('browse', i18n.language)}>{t('savedSearches.unsubscribe.browse')}</Link>
        </Button>
      </div>
    </div>
  );
}
