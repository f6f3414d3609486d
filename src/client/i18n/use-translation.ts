import { useContext, useSyncExternalStore } from 'react';
import type { Texts, TFunction } from './texts';
import { TextsContext } from './texts-provider';

export interface Translation {
  t: TFunction;
  i18n: Texts;
}

/** Each instance's subscription to its language, made once (a new one each render would subscribe again each time). */
const subscriptions = new WeakMap<Texts, (changed: () => void) => () => void>();
function subscriptionOf(i18n: Texts) {
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
const answers = new WeakMap<Texts, { lang: string; value: Translation }>();

function translationOf(i18n: Texts, lang: string): Translation {
  let answer = answers.get(i18n);
  if (answer?.lang !== lang) {
    // A new function per language, so that what a component memoised with `t` is worked out again after a switch.
    const t: TFunction = (key, options) => i18n.t(key, options);
    answer = { lang, value: { t, i18n } };
    answers.set(i18n, answer);
  }
  return answer.value;
}

/**
 * The texts of the render's instance (the provider's, else the browser's), in its language, re-rendering when the
 * language changes; the texts are always there before a render (initI18nWith, render-page.tsx), so there is nothing to
 * suspend for. Decisions 0059 and 0078.
 */
export function useTranslation(): Translation {
  const i18n = useContext(TextsContext);
  const language = () => i18n.language;
  const lang = useSyncExternalStore(subscriptionOf(i18n), language, language);
  return translationOf(i18n, lang);
}
