import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@/shared/i18n/messages';
import en from './en.json';
import pl from './pl.json';
import { createInstance, type InitOptions } from './texts';

/**
 * The app's texts runtime against i18next (a dev dependency kept for this test alone, decision 0078): every text of
 * both languages, with the calls the app makes (counts, variables, a language of the call's own, a default), must read
 * exactly as i18next read it, with the app's options and with i18next's default escaping.
 */
const resources = {
  pl: { translation: { ...pl, ...sharedMessages.pl } },
  en: { translation: { ...en, ...sharedMessages.en } },
};

/** Every key a component may ask for: the texts' paths, plural forms by their bare key. */
function keysOf(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? keysOf(v as object, `${prefix}${k}.`)
      : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

function variablesOf(lang: 'pl' | 'en', key: string): string[] {
  const text = JSON.stringify(
    key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], resources[lang].translation) ?? '',
  );
  return [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim());
}

async function both(
  options: { lng: string; fallbackLng: string; interpolation: { escapeValue: boolean } },
  res: InitOptions['resources'] = resources,
) {
  const ours = createInstance();
  await ours.init({ ...options, resources: res });
  const theirs = i18next.createInstance();
  await theirs.init({ ...options, resources: res } as never);
  return { ours, theirs };
}

describe('the texts runtime reads as i18next did', () => {
  for (const escapeValue of [false, true]) {
    it(`every text of both languages, with counts and variables (escapeValue ${escapeValue})`, async () => {
      const { ours, theirs } = await both({ lng: 'pl', fallbackLng: 'pl', interpolation: { escapeValue } });
      let compared = 0;
      for (const lng of ['pl', 'en'] as const) {
        for (const key of new Set(keysOf(resources[lng].translation))) {
          const values = Object.fromEntries(variablesOf(lng, key).map((v, i) => [v, i ? `<b>"x" & 'y'/${i}</b>` : 7]));
          const calls: Record<string, unknown>[] = [
            {},
            { lng },
            { ...values, lng },
            ...[0, 1, 2, 4, 5, 12, 22, 25, 101, 1.5].map((count) => ({ ...values, count, lng })),
            // A variable given as nothing, and one left out.
            { ...values, [variablesOf(lng, key)[0] ?? 'none']: undefined, lng },
            { ...values, [variablesOf(lng, key)[0] ?? 'none']: null, lng },
          ];
          for (const call of calls) {
            expect(ours.t(key, call), `${lng} ${key} ${JSON.stringify(call)}`).toBe(theirs.t(key, call as never));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(40_000);
    });
  }

  it('the fallback language, a missing key, a default, an object and a fixed language', async () => {
    const res = {
      pl: {
        translation: {
          a: { b: 'Polski {{x}}', only: 'Tylko po polsku' },
          n_one: '{{count}} rzecz',
          n_few: '{{count}} rzeczy',
          n_many: '{{count}} rzeczy',
        },
      },
      en: {
        translation: {
          a: { b: 'English {{x}}' },
          n_one: '{{count}} thing',
          n_other: '{{count}} things',
          z: 'plain',
          z_zero: 'none',
        },
      },
    };
    const { ours, theirs } = await both({ lng: 'en', fallbackLng: 'pl', interpolation: { escapeValue: false } }, res);
    const calls: [string, Record<string, unknown>][] = [
      ['a.b', { x: 1 }],
      ['a.only', {}],
      ['a.missing', {}],
      ['a.missing', { defaultValue: 'Domyślny {{x}}', x: 2 }],
      ['Serwer: błąd. Spróbuj ponownie', { defaultValue: 'Serwer: błąd. Spróbuj ponownie' }],
      ['n', { count: 3 }],
      ['n', { count: 3, lng: 'pl' }],
      ['n', { count: 1, lng: 'pl' }],
      ['z', { count: 0 }],
      ['z', { count: 2 }],
      ['a.b', { lng: 'pl', x: 'y' }],
    ];
    for (const [key, call] of calls) expect(ours.t(key, call), key).toBe(theirs.t(key, call as never));
    expect(ours.getFixedT('pl')('a.b', { x: 3 })).toBe(theirs.getFixedT('pl')('a.b', { x: 3 }));
  });

  it('changes language, tells its listeners, and keeps bundles added later', async () => {
    const texts = createInstance();
    await texts.init({ lng: 'pl', resources: { pl: { translation: { hi: 'Cześć' } } }, fallbackLng: 'pl' });
    const heard: string[] = [];
    const listener = (lng: string) => heard.push(lng);
    texts.on('languageChanged', listener);
    expect(texts.hasResourceBundle('en', 'translation')).toBe(false);
    texts.addResourceBundle('en', 'translation', { hi: 'Hi' });
    await texts.changeLanguage('en');
    expect([texts.language, texts.t('hi'), heard]).toEqual(['en', 'Hi', ['en']]);
    texts.off('languageChanged', listener);
    await texts.changeLanguage('pl');
    expect([texts.t('hi'), heard]).toEqual(['Cześć', ['en']]);
    expect(texts.getResourceBundle('en')).toEqual({ hi: 'Hi' });
  });
});
