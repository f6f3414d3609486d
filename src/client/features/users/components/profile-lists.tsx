import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Item } from '@/shared/schemas/items';
import type { RentalView } from '@/shared/schemas/rentals';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { formatDisplayDate, parseIsoDate } from '@/client/lib/format';
import { itemPlace } from '@/client/lib/item-format';
import { itemPath, localizedPath } from '@/client/lib/paths';

/** How many entries each profile list shows; the rest are a link away (my items, my rentals). */
export const PROFILE_LIST_SIZE = 6;

export interface ProfileList<T> {
  entries: T[];
  /** The whole list's length (X-Total-Count), not only the entries shown. */
  total: number;
}

const day = (iso: string) => {
  const date = parseIsoDate(iso.slice(0, 10));
  return date ? formatDisplayDate(date) : iso;
};
const range = (start: string, end: string) => (start === end ? day(start) : `${day(start)} – ${day(end)}`);

interface ListCardProps<T> {
  testId: string;
  title: string;
  query: UseQueryResult<ProfileList<T>>;
  empty: string;
  emptyAction: { to: string; label: string };
  seeAll: { to: string; label: string };
  entry: (value: T) => { key: number; itemId: number; name: string; detail: ReactNode };
}

/** One list of the profile: its label and count, links to the items' pages, an empty state and a link to the rest. */
function ListCard<T>({ testId, title, query, empty, emptyAction, seeAll, entry }: ListCardProps<T>) {
  const { t, i18n } = useTranslation();
  const total = query.data?.total;
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-baseline justify-between gap-2">
        <CardTitle className="text-lg">{title}</CardTitle>
        {total !== undefined && total > 0 && (
          <span className="shrink-0 text-sm whitespace-nowrap text-gray-600" data-testid={`${testId}-count`}>
            {t('profile.lists.count', { count: total })}
          </span>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p className="text-sm text-gray-600">{t('common.loading')}</p>
        ) : query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-gray-800">{t('profile.lists.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('profile.lists.retry')}
            </Button>
          </div>
        ) : query.data.entries.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-gray-300 p-4">
            <p className="text-sm text-gray-700">{empty}</p>
            <Button asChild variant="outline" size="sm">
              <Link to={emptyAction.to}>{emptyAction.label}</Link>
            </Button>
          </div>
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-gray-100">
              {query.data.entries.map((value) => {
                const e = entry(value);
                return (
                  <li key={e.key} className="flex flex-col gap-0.5 py-2">
                    <Link
                      to={itemPath(e.itemId, i18n.language)}
                      className="min-w-0 font-medium break-words text-brand-800 hover:underline"
                    >
                      {e.name}
                    </Link>
                    <span className="text-sm text-gray-600">{e.detail}</span>
                  </li>
                );
              })}
            </ul>
            {query.data.total > query.data.entries.length && (
              <Button asChild variant="link" className="mt-2 h-auto px-0">
                <Link to={seeAll.to}>{seeAll.label}</Link>
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Spec 01 §2 Profile: the user's own listed items and the items they rented, each linking to its item page. The lists
 * are calls of items and rentals: the profile page (app) reads them and passes them in.
 */
export function ProfileLists({
  listed,
  rented,
}: {
  listed: UseQueryResult<ProfileList<Item>>;
  rented: UseQueryResult<ProfileList<RentalView>>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ListCard<Item>
        testId="profile-listed-items"
        title={t('profile.lists.listedTitle')}
        query={listed}
        empty={t('profile.lists.listedEmpty')}
        emptyAction={{ to: localizedPath('rentOut', lang), label: t('profile.lists.addListing') }}
        seeAll={{ to: localizedPath('myItems', lang), label: t('profile.lists.seeAllListed') }}
        entry={(item) => ({ key: item.id, itemId: item.id, name: item.name, detail: itemPlace(item) })}
      />
      <ListCard<RentalView>
        testId="profile-rented-items"
        title={t('profile.lists.rentedTitle')}
        query={rented}
        empty={t('profile.lists.rentedEmpty')}
        emptyAction={{ to: localizedPath('browse', lang), label: t('profile.lists.browse') }}
        seeAll={{ to: `${localizedPath('rentals', lang)}?tab=outgoing`, label: t('profile.lists.seeAllRented') }}
        entry={(r) => ({
          key: r.id,
          itemId: r.itemId,
          name: r.item.name,
          detail: `${range(r.startDate, r.endDate)} · ${t(`rentals.statuses.${r.status}`)}`,
        })}
      />
    </div>
  );
}
