import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from '@/client/i18n/texts';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '@/client/i18n/texts-provider';
import { describe, expect, it } from 'vitest';
import pl from '@/client/i18n/pl.json';
import { MAX_HANDOVER_PHOTOS } from '@/shared/domain/damage';
import type { HandoverRecord } from '@/shared/schemas/damage';
import type { RentalView } from '@/shared/schemas/rentals';
import { handoverKeys } from '@/client/features/rentals/api/handover-keys';
import { HandoverSection } from './handover-section';

const rental = (over: Partial<RentalView>) =>
  ({
    id: 9,
    status: 'active',
    paymentStatus: 'paid',
    depositStatus: 'held',
    history: [],
    ...over,
  }) as RentalView;

const record = (moment: 'pickup' | 'return', by: 'owner' | 'renter', photos: number): HandoverRecord => ({
  id: photos * 10 + (by === 'owner' ? 1 : 2),
  moment,
  by,
  byUserId: by === 'owner' ? 1 : 2,
  photoUrls: Array.from({ length: photos }, (_, i) => `/api/rentals/9/photos/${moment}-${by}-${i}.webp`),
  note: 'Rysa na obudowie',
  createdAt: '2026-03-10T12:00:00.000Z',
});

async function render(r: RentalView, viewer: 'owner' | 'renter', records: HandoverRecord[]) {
  const i18n = createInstance();
  await i18n.init({ lng: 'pl', resources: { pl: { translation: pl } }, interpolation: { escapeValue: false } });
  const qc = new QueryClient();
  qc.setQueryData(handoverKeys.records(r.id), records);
  return renderToString(
    <TextsProvider i18n={i18n}>
      <QueryClientProvider client={qc}>
        <HandoverSection rental={r} viewer={viewer} />
      </QueryClientProvider>
    </TextsProvider>,
  );
}

describe('HandoverSection', () => {
  it('offers both forms while the rental is active, and lists each party’s records with the server time', async () => {
    const html = await render(rental({}), 'renter', [record('pickup', 'owner', 2)]);
    expect(html).toContain('data-testid="handover-form-pickup"');
    expect(html).toContain('data-testid="handover-form-return"');
    expect(html).toContain('Dodane przez właściciela');
    expect(html).toContain('10/03/2026 13:00');
    expect(html).toContain('alt="Odbiór, właściciel – zdjęcie 1 z 2"');
  });

  it('offers only pickup while confirmed and paid, and nothing before the payment', async () => {
    const paid = await render(rental({ status: 'confirmed' }), 'owner', []);
    expect(paid).toContain('data-testid="handover-form-pickup"');
    expect(paid).not.toContain('data-testid="handover-form-return"');
    const unpaid = await render(rental({ status: 'confirmed', paymentStatus: 'unpaid' }), 'owner', []);
    expect(unpaid).not.toContain('data-testid="handover-form-');
    expect(await render(rental({ status: 'pending', paymentStatus: 'unpaid' }), 'owner', [])).toBe('');
  });

  it(`counts the caller's photos against ${MAX_HANDOVER_PHOTOS} per moment`, async () => {
    const some = await render(rental({}), 'owner', [record('pickup', 'owner', 3)]);
    expect(some).toContain(`Możesz dodać jeszcze ${MAX_HANDOVER_PHOTOS - 3} zdjęcia.`);
    const full = await render(rental({}), 'owner', [record('pickup', 'owner', MAX_HANDOVER_PHOTOS)]);
    expect(full).toContain('Na tym etapie dodano już wszystkie zdjęcia');
    // The other party's photos do not count against the caller's.
    const theirs = await render(rental({}), 'renter', [record('pickup', 'owner', MAX_HANDOVER_PHOTOS)]);
    expect(theirs).not.toContain('Na tym etapie dodano już wszystkie zdjęcia');
  });
});
