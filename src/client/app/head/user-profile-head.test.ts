import { QueryClient } from '@tanstack/react-query';
import { createInstance } from '@/client/i18n/texts';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/shared/constants/limits';
import { matchRoute } from '@/shared/constants/routes';
import type { PublicProfile } from '@/shared/schemas/users';
import { publicUserQueryOptions } from '@/client/features/users/api/get-public-user';
import en from '@/client/i18n/en.json';
import pl from '@/client/i18n/pl.json';
import { profileStatusOf } from '@/client/app/page-status';
import { pageHead } from './page-head';

const BASE = 'https://wypozyczalnia.example.pl';
const i18n = createInstance();
await i18n.init({
  resources: { pl: { translation: pl }, en: { translation: en } },
  lng: 'pl',
  interpolation: { escapeValue: false },
});

const PROFILE = { id: 7, name: 'Anna K.', firstName: 'Anna', lastName: 'K.' } as PublicProfile;

function headOf(path: string, lang: Language, profile: PublicProfile | null) {
  const url = new URL(path, BASE);
  const qc = new QueryClient();
  qc.setQueryData(publicUserQueryOptions(7).queryKey, profile);
  const match = matchRoute(url.pathname)!;
  const status = profileStatusOf(qc, match);
  return {
    status,
    head: pageHead({ match, search: url.searchParams, lang, publicUrl: BASE, t: i18n.getFixedT(lang), qc, status }),
  };
}

describe('a public profile’s head and status (issue 26 §4, decision 0068)', () => {
  it('names the short name only, is noindex, with both addresses', () => {
    const { status, head } = headOf('/uzytkownik/7', 'pl', PROFILE);
    expect(status).toBe(200);
    expect(head.title).toBe('Anna K. – profil | Wypożyczalnia');
    expect(head.description).toContain('Anna K.');
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBe(`${BASE}/uzytkownik/7`);
    expect(head.alternates).toContainEqual({ hreflang: 'en', href: `${BASE}/user/7` });
    // No photo of the person as the link preview.
    expect(head.meta.find((m) => m.key === 'og:image')?.content).not.toContain('avatar');
    expect(headOf('/user/7', 'en', PROFILE).head.title).toBe('Anna K. – profile | Wypożyczalnia');
  });

  it('is 404 (the not-found head) for an unknown or deleted person and for an id that is none', () => {
    const gone = headOf('/uzytkownik/7', 'pl', null);
    expect(gone.status).toBe(404);
    expect(gone.head.title).toBe(`${pl.head.notFound.title} | Wypożyczalnia`);
    expect(gone.head.robots).toBe('noindex');
    expect(headOf('/uzytkownik/abc', 'pl', PROFILE).status).toBe(404);
    expect(headOf('/uzytkownik/0', 'pl', PROFILE).status).toBe(404);
  });
});
