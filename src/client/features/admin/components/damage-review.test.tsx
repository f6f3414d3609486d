import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from '@/client/i18n/texts';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '@/client/i18n/texts-provider';
import { describe, expect, it } from 'vitest';
import en from '@/client/i18n/en.json';
import type { AdminDamageDetail, AdminDamageListItem } from '@/shared/schemas/damage';
import { adminKeys } from '../api/keys';
import { DamageReview } from './damage-review';

const report = (over: Partial<AdminDamageListItem>): AdminDamageListItem => ({
  id: 4,
  rentalId: 12,
  reportedBy: 1,
  description: 'Cracked lens',
  estimatedCost: '450.00',
  photoUrls: ['/api/rentals/12/photos/a.webp'],
  status: 'disputed',
  deposit: '300.00',
  recoverable: '300.00',
  unrecoverable: '150.00',
  answerDueAt: '2026-03-13T12:00:00.000Z',
  renterStatement: 'The crack was there at pickup',
  renterPhotoUrls: [],
  answeredAt: '2026-03-11T12:00:00.000Z',
  disputedBy: 'renter',
  settledAmount: null,
  returnedToRenter: null,
  settledBy: null,
  decisionReason: null,
  settledAt: null,
  withdrawnAt: null,
  createdAt: '2026-03-10T12:00:00.000Z',
  actions: [],
  rental: { id: 12, itemName: 'Camera', startDate: '2026-03-01', endDate: '2026-03-05', damageDeposit: '300.00' },
  owner: { id: 1, name: 'Anna Nowak' },
  renter: { id: 2, name: 'Jan Kowalski' },
  ...over,
});

async function render(detail: AdminDamageDetail) {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  const qc = new QueryClient();
  qc.setQueryData(adminKeys.damageReport(detail.report.id), detail);
  return renderToString(
    <TextsProvider i18n={i18n}>
      <QueryClientProvider client={qc}>
        <DamageReview id={detail.report.id} onClose={() => {}} />
      </QueryClientProvider>
    </TextsProvider>,
  ).replace(/&#x27;/g, "'");
}

const handover = [
  {
    id: 1,
    moment: 'pickup' as const,
    by: 'renter' as const,
    byUserId: 2,
    photoUrls: ['/api/rentals/12/photos/p.webp'],
    note: 'Crack visible',
    createdAt: '2026-03-01T09:00:00.000Z',
  },
];

describe('DamageReview', () => {
  it('shows both sides, the handover by moment and party, the messages and the decision form', async () => {
    const html = await render({
      report: report({}),
      handover,
      messages: [
        {
          id: 1,
          senderId: 2,
          senderName: 'Jan Kowalski',
          content: 'See my photos',
          createdAt: '2026-03-11T10:00:00.000Z',
        },
      ],
      canDecide: true,
    });
    expect(html).toContain('Cracked lens');
    expect(html).toContain('The crack was there at pickup');
    expect(html).toContain('data-testid="admin-handover-pickup-renter"');
    expect(html).toContain('Crack visible');
    expect(html).toContain('See my photos');
    expect(html).toContain('data-testid="admin-damage-decision-form"');
  });

  it('says why instead of the form when the admin may not decide', async () => {
    const html = await render({ report: report({}), handover: [], messages: [], canDecide: false });
    expect(html).not.toContain('data-testid="admin-damage-decision-form"');
    expect(html).toContain('You cannot decide a report about your own rental');
  });

  it('shows a resolved report as final, with no form', async () => {
    const html = await render({
      report: report({
        status: 'resolved',
        settledAmount: '200.00',
        returnedToRenter: '100.00',
        decisionReason: 'Fair',
      }),
      handover: [],
      messages: [],
      canDecide: true,
    });
    expect(html).not.toContain('data-testid="admin-damage-decision-form"');
    expect(html).toContain("The administrator's decision is final on the platform.");
  });
});
