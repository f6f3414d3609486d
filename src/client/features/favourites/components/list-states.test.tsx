import type { UseQueryResult } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createInstance } from '@/client/i18n/texts';
import { TextsProvider } from '@/client/i18n/texts-provider';
import en from '@/client/i18n/en.json';
import pl from '@/client/i18n/pl.json';
import { ListStates } from './list-states';

type State = Pick<UseQueryResult<string[]>, 'data' | 'isPending' | 'isError' | 'isFetching'>;
const pending: State = { data: undefined, isPending: true, isError: false, isFetching: true };
const failed: State = { data: undefined, isPending: false, isError: true, isFetching: false };
const rows = (data: string[]): State => ({ data, isPending: false, isError: false, isFetching: false });

async function render(lang: 'pl' | 'en', texts: 'favourites' | 'savedSearches', state: State) {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    resources: { [lang]: { translation: lang === 'pl' ? pl : en } },
    interpolation: { escapeValue: false },
  });
  const query = { ...state, refetch: async () => state } as unknown as UseQueryResult<string[]>;
  return renderToString(
    <TextsProvider i18n={i18n}>
      <MemoryRouter>
        <ListStates query={query} texts={texts} icon={Heart}>
          {(data) => (
            <ul data-rows>
              {data.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </ListStates>
      </MemoryRouter>
    </TextsProvider>,
  );
}

describe('ListStates (favourites and saved searches)', () => {
  it('says it is loading, then the list’s own failure with a retry, in each language', async () => {
    expect(await render('en', 'favourites', pending)).toContain('Loading');
    const en1 = await render('en', 'favourites', failed);
    expect(en1).toContain('role="alert"');
    expect(en1).toContain('Your favourites could not be loaded.');
    expect(en1).toContain('Try again');
    const pl1 = await render('pl', 'savedSearches', failed);
    expect(pl1).toContain('Nie udało się wczytać zapisanych wyszukiwań.');
    expect(pl1).toContain('Spróbuj ponownie');
    expect(pl1).not.toContain('Try again');
  });

  it('shows the list’s empty state with a link to browse in the page’s language, else the rows', async () => {
    const empty = await render('pl', 'favourites', rows([]));
    expect(empty).toContain('Nie masz jeszcze ulubionych');
    expect(empty).toContain('href="/przegladaj"');
    expect(empty).not.toContain('data-rows');
    const emptyEn = await render('en', 'savedSearches', rows([]));
    expect(emptyEn).toContain('No saved searches');
    expect(emptyEn).toContain('href="/browse"');
    const full = await render('en', 'favourites', rows(['a', 'b']));
    expect(full).toContain('<ul data-rows="true"><li>a</li><li>b</li></ul>');
    expect(full).not.toContain('No favourites yet');
  });
});
