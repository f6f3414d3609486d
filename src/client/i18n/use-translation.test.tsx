import { createInstance, type TFunction } from '@/client/i18n/texts';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '@/client/i18n/texts-provider';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';

async function instance(lng: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: {
      pl: { translation: { hello: 'Dzień dobry, {{name}}' } },
      en: { translation: { hello: 'Hello, {{name}}' } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('useTranslation', () => {
  it("translates with the provider's instance, in its language, and hands every component the same t", async () => {
    const seen: TFunction[] = [];
    function Greeting() {
      const { t, i18n } = useTranslation();
      seen.push(t);
      return <p lang={i18n.language}>{t('hello', { name: 'Ania' })}</p>;
    }
    const pl = await instance('pl');
    const page = () => (
      <TextsProvider i18n={pl}>
        <Greeting />
        <Greeting />
      </TextsProvider>
    );
    expect(renderToString(page())).toBe('<p lang="pl">Dzień dobry, Ania</p><p lang="pl">Dzień dobry, Ania</p>');
    expect(seen[1]).toBe(seen[0]);

    // Another language: another t (what was memoised with the old one is worked out again), the texts in it.
    await pl.changeLanguage('en');
    expect(renderToString(page())).toBe('<p lang="en">Hello, Ania</p><p lang="en">Hello, Ania</p>');
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[3]).toBe(seen[2]);

    const en = await instance('en');
    expect(
      renderToString(
        <TextsProvider i18n={en}>
          <Greeting />
        </TextsProvider>,
      ),
    ).toBe('<p lang="en">Hello, Ania</p>');
  });
});
