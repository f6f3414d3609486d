import { describe, expect, it } from 'vitest';
import { foreignWords } from '@/shared/i18n/foreign-words';
import { ENGINE_TEXTS } from './texts';

/** Every text of a language, the templates filled with neutral figures. */
function textsOf(lang: 'pl' | 'en'): string[] {
  const t = ENGINE_TEXTS[lang];
  return [
    t.handoff('[x](/x)', 'pomoc@example.com', 24),
    t.contactLabel,
    t.refusal,
    t.injection,
    t.greeting,
    t.thanks,
    t.farewell,
    ...Object.values(t.termsName),
    t.price({ days: 3, perDay: '40 zł', subtotal: '120 zł', feePercent: 10, fee: '12 zł', total: '132 zł' }),
    t.priceDeposit('200 zł'),
    t.refundOwner,
    t.refundWithin({ terms: t.termsName.strict, hours: 72, percent: 50, feeBack: false }),
    t.refundOutside({ terms: t.termsName.strict, hours: 12, limit: 48 }),
    t.refundAmount({ price: '200 zł', fee: '20 zł', refund: '100 zł' }),
    t.depositBack,
    t.seeArticle,
  ];
}

describe('the engine’s own texts', () => {
  it.each(['pl', 'en'] as const)('are in %s only', (lang) => {
    for (const text of textsOf(lang)) expect(foreignWords(text, lang), text).toEqual([]);
  });
});
