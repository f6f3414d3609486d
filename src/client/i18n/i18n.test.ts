import { describe, expect, it } from 'vitest';
import { coverClaims } from '@/shared/i18n/cover-claims';
import { foreignWords } from '@/shared/i18n/foreign-words';
import { sharedMessages } from '@/shared/i18n/messages';
import en from './en.json';
import pl from './pl.json';

/** Every text with its path: 'listing.photos.uploadFailed' -> 'Upload failed'. */
function texts(obj: object, prefix = ''): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]): [string, string][] =>
    v && typeof v === 'object' ? texts(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );
}

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => {
    const base = k.replace(/_(zero|one|two|few|many|other)$/, '_PLURAL');
    return v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${base}`];
  });
}

describe('translations', () => {
  it('pl.json and en.json define the same keys (plural forms aside)', () => {
    const plKeys = new Set(keys(pl));
    const enKeys = new Set(keys(en));
    expect([...plKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys].filter((k) => !plKeys.has(k))).toEqual([]);
  });

  it('Polish plural keys have the one, few and many forms', () => {
    const all = keys(pl).length ? JSON.stringify(pl) : '';
    const plural = [...all.matchAll(/"([\w.]+)_few"/g)].map((m) => m[1]);
    for (const k of plural) {
      expect(all).toContain(`"${k}_one"`);
      expect(all).toContain(`"${k}_many"`);
    }
  });

  it('client files do not redefine the shared namespaces', () => {
    for (const ns of Object.keys(sharedMessages.pl)) {
      expect(Object.keys(pl)).not.toContain(ns);
      expect(Object.keys(en)).not.toContain(ns);
    }
  });

  it('no text is empty', () => {
    const empty = (o: object): boolean =>
      Object.values(o).some((v) => (typeof v === 'string' ? v.trim() === '' : empty(v)));
    expect(empty(pl)).toBe(false);
    expect(empty(en)).toBe(false);
  });

  it('no text holds a word of the other language (brands and place names allowed by name)', () => {
    const found = (
      [
        ['pl', pl],
        ['en', en],
      ] as const
    ).flatMap(([lang, dict]) =>
      texts(dict).flatMap(([key, text]) => {
        const words = foreignWords(text, lang);
        return words.length ? [`${lang} ${key}: ${words.join(', ')}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('the listing form’s photo errors: the spec’s English texts in English, Polish in Polish', () => {
    const photos = (dict: { listing: { photos: object } }) => dict.listing.photos as Record<string, string>;
    expect([photos(en).fileTooLarge, photos(en).uploadFailed, photos(en).urlError, photos(en).urlErrorText]).toEqual([
      'File too large',
      'Upload failed',
      'Error',
      'Failed to add image from URL',
    ]);
    expect([photos(pl).fileTooLarge, photos(pl).uploadFailed, photos(pl).urlError, photos(pl).urlErrorText]).toEqual([
      'Plik jest za duży',
      'Nie udało się przesłać zdjęcia',
      'Błąd',
      'Nie udało się dodać zdjęcia z adresu URL.',
    ]);
  });

  it('one word for one thing: the strict cancellation terms and the insurance the renter accepts', () => {
    const plTexts = texts(pl).map(([, t]) => t);
    expect(plTexts.filter((t) => /surow|ścisł/i.test(t))).toEqual([]);
    expect(plTexts.filter((t) => /wykup/i.test(t))).toEqual([]);
    const enTexts = texts(en).map(([, t]) => t);
    expect(enTexts.filter((t) => /take (out )?(the )?insurance|insurance was taken/i.test(t))).toEqual([]);
  });

  it('no screen, e-mail or server message claims insurance cover (no insurer stands behind it, decision 0063)', () => {
    const shared = (lang: 'pl' | 'en') =>
      Object.entries(sharedMessages[lang]).flatMap(([ns, g]) =>
        Object.entries(g).map(([k, t]): [string, string] => [`${ns}.${k}`, String(t)]),
      );
    const found = [...texts(pl), ...texts(en), ...shared('pl'), ...shared('en')].flatMap(([key, text]) =>
      coverClaims(text).map((w) => `${key}: ${w}`),
    );
    expect(found).toEqual([]);
  });

  it('Polish texts address the user without a masculine-only form', () => {
    // Past tense and adjectives of the second person: "wysłałeś", "zapomniałeś", "jesteś pewien", "Gotowy?".
    const gendered = /\p{L}+(łeś|łbyś)(?!\p{L})|(?<!\p{L})(pewien|gotowy|zalogowany)(?!\p{L})/iu;
    expect(
      texts(pl)
        .filter(([, t]) => gendered.test(t))
        .map(([k, t]) => `${k}: ${t}`),
    ).toEqual([]);
    expect(
      Object.values(sharedMessages.pl)
        .flatMap((g) => Object.values(g))
        .filter((t) => gendered.test(t)),
    ).toEqual([]);
  });
});
