import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_LANGUAGE_KEY, type Language } from '@/shared/constants/limits';
import { sharedMessages } from '@/shared/i18n/messages';
import en from './en.json';
import pl from './pl.json';

/** The chosen language lives in local storage (spec 01 §1); Polish when nothing valid is stored. */
export function storedLanguage(): Language {
  try {
    const v = localStorage.getItem(STORAGE_LANGUAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function setLanguage(lang: Language) {
  try {
    localStorage.setItem(STORAGE_LANGUAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  void i18n.changeLanguage(lang);
}

void i18n.use(initReactI18next).init({
  resources: {
    pl: { translation: { ...pl, ...sharedMessages.pl } },
    en: { translation: { ...en, ...sharedMessages.en } },
  },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

const syncHtmlLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
syncHtmlLang(i18n.language);
i18n.on('languageChanged', syncHtmlLang);

export default i18n;
