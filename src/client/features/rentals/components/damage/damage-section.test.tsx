import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from '@/client/i18n/texts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '@/client/i18n/texts-provider';
import { describe, expect, it } from 'vitest';
import en from '@/client/i18n/en.json';
import pl from '@/client/i18n/pl.json';
import type { Language } from '@/shared/constants/limits';
import type { DamageReport } from '@/shared/schemas/damage';
import type { RentalView } from '@/shared/schemas/rentals';
import { handoverKeys } from '@/client/features/rentals/api/handover-keys';
import { DamageCostNote } from './damage-cost-note';
import { DamageSection } from './damage-section';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const rental = {
  id: 7,
  status: 'completed',
  paymentStatus: 'paid',
  depositStatus: 'held',
  depositClaimed: null,
  damageDeposit: '300.00',
  history: [{ status: 'completed', at: hoursAgo(2), by: 'owner' }],
} as unknown as RentalView;

const report = (over: Partial<DamageReport>): DamageReport => ({
  id: 3,
  rentalId: 7,
  reportedBy: 1,
  description: 'Pęknięta obudowa',
  estimatedCost: '450.00',
  photoUrls: [],
  status: 'reported',
  deposit: '300.00',
  recoverable: '300.00',
  unrecoverable: '150.00',
  answerDueAt: hoursAgo(-70),
  renterStatement: null,
  renterPhotoUrls: [],
  answeredAt: null,
  disputedBy: null,
  settledAmount: null,
  returnedToRenter: null,
  settledBy: null,
  decisionReason: null,
  settledAt: null,
  withdrawnAt: null,
  createdAt: hoursAgo(1),
  actions: [],
  ...over,
});

/** The page's text as a reader gets it: tags out, entities and Intl's narrow spaces as plain spaces. */
async function render(node: ReactNode, { lng = 'pl', reports }: { lng?: Language; reports?: DamageReport[] } = {}) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { pl: { translation: pl }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  const qc = new QueryClient();
  if (reports) qc.setQueryData(handoverKeys.damageReports(rental.id), reports);
  const html = renderToString(
    <TextsProvider i18n={i18n}>
      <QueryClientProvider client={qc}>{node}</QueryClientProvider>
    </TextsProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[\u00a0\u202f]/g, ' ');
  return { html, text };
}

describe('DamageSection: what each party may do', () => {
  it('offers the owner of a completed rental with the deposit held "Report damage", not the renter', async () => {
    const owner = await render(<DamageSection rental={rental} viewer="owner" />, { reports: [] });
    expect(owner.text).toContain('Zgłoś szkodę');
    const renter = await render(<DamageSection rental={rental} viewer="renter" />, { reports: [] });
    expect(renter.html).toBe('');
  });

  it('offers no report once one is open, nor after the deposit was released', async () => {
    const open = await render(<DamageSection rental={rental} viewer="owner" />, {
      reports: [report({ actions: ['withdraw'] })],
    });
    expect(open.text).not.toContain('Zgłoś szkodę');
    expect(open.text).toContain('Wycofaj zgłoszenie');
    const released = await render(<DamageSection rental={{ ...rental, depositStatus: 'released' }} viewer="owner" />, {
      reports: [],
    });
    expect(released.html).toBe('');
  });

  it('shows the renter the deadline with accept and dispute, and what is not recoverable', async () => {
    const { text } = await render(<DamageSection rental={rental} viewer="renter" />, {
      reports: [report({ actions: ['accept', 'dispute'] })],
    });
    expect(text).toContain('Akceptuję kwotę');
    expect(text).toContain('Zgłoś sprzeciw');
    expect(text).not.toContain('Wycofaj zgłoszenie');
    expect(text).toMatch(/Odpowiedz do \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toContain('Część kosztu ponad kaucję (150,00 zł) nie jest do odzyskania przez platformę');
  });

  it('shows a resolved report: the split, the reason, and that the decision is final', async () => {
    const { text } = await render(<DamageSection rental={{ ...rental, depositStatus: 'claimed' }} viewer="renter" />, {
      lng: 'en',
      reports: [
        report({
          status: 'resolved',
          renterStatement: 'It was scratched already',
          disputedBy: 'renter',
          settledAmount: '200.00',
          returnedToRenter: '100.00',
          settledBy: 'admin',
          decisionReason: 'Pickup photos show no crack',
          settledAt: hoursAgo(0.5),
        }),
      ],
    });
    expect(text).toContain('Paid to the owner from the deposit200.00 zł');
    expect(text).toContain('Returned to the renter from the deposit100.00 zł');
    expect(text).toContain('It was scratched already');
    expect(text).toContain('Pickup photos show no crack');
    expect(text).toContain("The administrator's decision is final on the platform.");
    expect(text).not.toContain('Accept the amount');
  });
});

describe('DamageCostNote', () => {
  it('says the platform passes on at most the deposit and the rest is the owner’s to pursue, with no insurer', async () => {
    const { text } = await render(<DamageCostNote id="n" deposit="300.00" costText="450,50" />);
    expect(text).toBe(
      'Kaucja: 300,00 zł. Platforma może przekazać Ci najwyżej kaucję; resztę kosztu (150,50 zł) musisz dochodzić samodzielnie — nie ma ubezpieczyciela.',
    );
    const en = await render(<DamageCostNote id="n" deposit="300.00" costText="450.50" />, { lng: 'en' });
    expect(en.text).toContain('the rest of the cost (150.50 zł) you have to pursue yourself — there is no insurer');
  });

  it('says the cost fits the deposit when it does, and only the deposit while no amount is typed', async () => {
    const within = await render(<DamageCostNote id="n" deposit="300.00" costText="120" />);
    expect(within.text).toContain('platforma może przekazać Ci 120,00 zł');
    expect(within.text).not.toContain('samodzielnie');
    const empty = await render(<DamageCostNote id="n" deposit="300.00" costText="" />);
    expect(empty.text).toBe('Kaucja: 300,00 zł. Platforma może przekazać Ci najwyżej kaucję.');
  });
});
