import { createInstance } from '@/client/i18n/texts';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '@/client/i18n/texts-provider';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '@/client/i18n/en.json';
import pl from '@/client/i18n/pl.json';
import type { Language } from '@/shared/constants/limits';
import { InsuranceCheckbox } from './insurance-checkbox';

async function render(lng: Language, value: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { pl: { translation: pl }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  // The text as a reader gets it: tags out, entities and Intl's narrow spaces as plain spaces.
  const html = renderToString(
    <TextsProvider i18n={i18n}>
      <MemoryRouter>
        <InsuranceCheckbox value={value} checked={false} onChange={() => {}} />
      </MemoryRouter>
    </TextsProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ');
  return { html, text };
}

describe('InsuranceCheckbox', () => {
  it('keeps the spec’s label and says what it means, with the item’s value and the damage article, in Polish', async () => {
    const { html, text } = await render('pl', '12000.00');
    expect(text).toContain('Akceptuję ubezpieczenie wymagane przez właściciela');
    expect(text).toContain('do zadeklarowanej wartości przedmiotu (12 000,00 zł)');
    expect(text).toContain('nie stoi za tym ubezpieczyciel');
    expect(html).toContain('href="/pomoc/ubezpieczenie"');
    expect(html).toMatch(/aria-describedby="([^"]+)"[\s\S]*id="\1"/);
  });

  it('links the English article from the English screen', async () => {
    const { html, text } = await render('en', '12000.00');
    expect(text).toContain('I accept the insurance the owner requires');
    expect(text).toContain("up to the item's declared value of 12,000.00 zł");
    expect(html).toContain('href="/help/insurance"');
  });

  it('says liability up to the cost of the damage when the item has no declared value', async () => {
    const { text } = await render('en', '0.00');
    expect(text).toContain('up to its cost, settled through the deposit');
    expect(text).not.toContain('declared value');
  });
});
