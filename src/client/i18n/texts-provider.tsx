import { createContext, type ReactNode } from 'react';
import texts, { type Texts } from './texts';

/** The texts instance of a render: the server's of the page's language, a test's own; the browser's by default. */
export const TextsContext = createContext<Texts>(texts);

export function TextsProvider({ i18n, children }: { i18n: Texts; children: ReactNode }) {
  return <TextsContext.Provider value={i18n}>{children}</TextsContext.Provider>;
}
