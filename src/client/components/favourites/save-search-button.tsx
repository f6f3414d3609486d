import { BellPlus, BellRing } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { errorMessage } from '@/client/lib/api-client';
import { localizedPath } from '@/client/lib/paths';
import { loginLink } from '@/client/lib/return-to';
import { useUser } from '@/client/lib/session';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useCreateSavedSearch } from './create-saved-search';
import { useSavedSearches } from './get-saved-searches';
import { hasSearchFilter, isSameSearch, type SearchFilters } from './search-filters';

/** The query parameter that carries a visitor's "save search" through the login. */
const SAVE_PARAM = 'saveSearch';

/**
 * "Zapisz wyszukiwanie" on browse (issue 26 §5): saves the filters in view, after which new matching items are
 * e-mailed at most once a day. Pressed ("Search saved") when these filters are saved already. A visitor goes to the
 * login and comes back to the same search, saved. Nothing to show for a browse without any filter.
 */
export function SaveSearchButton({ filters }: { filters: SearchFilters }) {
  const { t, i18n } = useTranslation();
  const { user } = useUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const saved = useSavedSearches(user?.id ?? null).data?.some((s) => isSameSearch(s, filters)) ?? false;
  const create = useCreateSavedSearch();
  const resumed = useRef(false);

  const save = () =>
    create.mutate(filters, {
      onSuccess: () =>
        toast({
          title: t('savedSearches.saved'),
          description: t('savedSearches.savedText'),
          action: {
            label: t('savedSearches.show'),
            onClick: () => void navigate(localizedPath('savedSearches', i18n.language)),
          },
        }),
      onError: (err) => toast({ variant: 'destructive', title: errorMessage(err, t('savedSearches.failed')) }),
    });

  // Back from the login with the intent: save once, and drop the parameter from the address.
  const intent = params.get(SAVE_PARAM) === '1';
  useEffect(() => {
    if (!intent || !user || resumed.current) return;
    resumed.current = true;
    const next = new URLSearchParams(params);
    next.delete(SAVE_PARAM);
    setParams(next, { replace: true });
    if (hasSearchFilter(filters)) save();
  });

  if (!hasSearchFilter(filters)) return null;
  const onClick = () => {
    if (saved) return;
    if (!user) {
      const back = new URLSearchParams(search);
      back.set(SAVE_PARAM, '1');
      void navigate(loginLink(i18n.language, `${pathname}?${back.toString()}`));
      return;
    }
    save();
  };
  return (
    <Button
      variant="outline"
      onClick={onClick}
      aria-pressed={saved}
      title={saved ? t('savedSearches.alreadySaved') : undefined}
      disabled={create.isPending}
      className="self-start"
      data-testid="save-search"
    >
      {saved ? (
        <BellRing className="h-4 w-4 text-brand-700" aria-hidden />
      ) : (
        <BellPlus className="h-4 w-4" aria-hidden />
      )}
      {saved ? t('savedSearches.saved') : create.isPending ? t('savedSearches.saving') : t('savedSearches.save')}
    </Button>
  );
}
