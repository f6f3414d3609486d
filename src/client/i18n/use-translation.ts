import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** Each instance's subscription to its language, made once (a new one each render would subscribe again each time). */
const subscriptions = new WeakMap<I18n, (changed: () => void) => () => void>();
function subscriptionOf(i18n: I18n) {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (changed) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

/** One answer per instance and language: the same `t` for every component until the language changes. */
const answers = new WeakMap<I18n, { lang: string; value: Translation }>();

function translationOf(i18n: I18n, lang: string): Translation {
  let answer = answers.get(i18n);
  if (answer?.lang !== lang) {
    // A new function per language, so that what a component memoised with `t` is worked out again after a switch.
    const t = ((...args: Parameters<TFunction>) => i18n.t(...args)) as TFunction;
    answer = { lang, value: { t, i18n } };
    answers.set(i18n, answer);
  }
  return answer.value;
}

/**
 * react-i18next's useTranslation for this app's one namespace, without its cost per component: since 17.x it copies
 * the i18n instance for every component that asks (6.5 % of a server render's CPU went there, and the browser paid
 * it again for every component it hydrated). The same instance (the provider's, else the global one), the same re-render when the language
 * changes; the texts are always there before a render (initI18nWith, render-page.tsx), so there is nothing to suspend
 * for. Decision 0059.
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = () => i18n.language;
  const lang = useSyncExternalStore(subscriptionOf(i18n), language, language);
  return translationOf(i18n, lang);
}
