import i18n from './texts';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_LANGUAGE_KEY, type Language } from '@/shared/constants/limits';

/** A language's texts, loaded when needed: a page carries only its own language (issue 22 §3). */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  pl: () => import('./pl.json'),
  en: () => import('./en.json'),
};

/** The client's texts of a language merged with the shared ones (validation and server messages). */
export async function loadTranslation(lang: Language): Promise<Record<string, unknown>> {
  // Loaded with the texts, not in the entry: a server-rendered page gets both merged in its state.
  const [texts, { sharedMessages }] = await Promise.all([loaders[lang](), import('@/shared/i18n/messages')]);
  return { ...texts.default, ...sharedMessages[lang] };
}

/** The options every instance shares (the browser's and the server's one per language). */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
} as const;

const isLanguage = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);

/** The language chosen with the switch, kept in local storage (spec 01 §1); null when none was chosen. */
export function chosenLanguage(): Language | null {
  try {
    const v = localStorage.getItem(STORAGE_LANGUAGE_KEY);
    return isLanguage(v) ? v : null;
  } catch {
    return null;
  }
}

/** The chosen language, Polish when nothing valid is stored. */
export function storedLanguage(): Language {
  return chosenLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * Starts the browser's texts in a language with these texts, at once (no await): a server-rendered page carries its
 * language's texts, so it can be hydrated as soon as its script runs.
 */
export function initI18nWith(lang: Language, translation: Record<string, unknown>): void {
  void i18n.init({ ...I18N_OPTIONS, resources: { [lang]: { translation } }, lng: lang });
  const syncHtmlLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
  syncHtmlLang(i18n.language);
  i18n.on('languageChanged', syncHtmlLang);
}

/** Starts the browser's texts in a language, loading only that language's (main.tsx, before the first render). */
export async function initI18n(lang: Language): Promise<void> {
  initI18nWith(lang, await loadTranslation(lang));
}

/** Shows the app in a language, loading its texts first when this page has not got them yet. */
export async function showLanguage(lang: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation'))
    i18n.addResourceBundle(lang, 'translation', await loadTranslation(lang));
  await i18n.changeLanguage(lang);
}

/** The switch (spec 01 §1): the choice is kept in local storage and the app shown in it. */
export function setLanguage(lang: Language) {
  try {
    localStorage.setItem(STORAGE_LANGUAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  void showLanguage(lang);
}

export default i18n;
