import { stringify } from 'csv-stringify/sync';
import { QUARTERS } from '@/shared/domain/dac7';
import { fromGrosze } from '@/shared/domain/pricing';
import type { Dac7Figures, Dac7Report } from '@/shared/schemas/dac7';

const FIGURES = ['consideration', 'fees', 'platformFees', 'activities'] as const;
const SNAKE: Record<(typeof FIGURES)[number], string> = {
  consideration: 'consideration_pln',
  fees: 'fees_pln',
  platformFees: 'renter_fees_kept_pln',
  activities: 'rentals',
};

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) starts with an apostrophe instead. */
const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

const columns = (group: 'transport' | 'other') =>
  FIGURES.flatMap((f) => QUARTERS.map((q) => `${group}_${SNAKE[f]}_q${q}`));

const values = (figures: Dac7Figures) =>
  FIGURES.flatMap((f) => figures[f].map((v) => (f === 'activities' ? String(v) : fromGrosze(v))));

/**
 * The report as CSV, one row per seller as in the JSON (reportable ones first): the tax data, then the quarterly
 * figures of transport rentals (reported) and of other rentals (not a DAC7 activity), amounts in zł with a dot.
 */
export function dac7Csv(report: Dac7Report): string {
  const header = [
    'year',
    'user_id',
    'reportable',
    'tax_info_given',
    'kind',
    'name',
    'tin_type',
    'tin',
    'krs',
    'regon',
    'date_of_birth',
    'street',
    'postal_code',
    'city',
    'country',
    'email',
    ...columns('transport'),
    ...columns('other'),
  ];
  const rows = report.sellers.map((s) => {
    const t = s.taxData;
    return [
      String(report.year),
      String(s.userId),
      s.reportable ? 'yes' : 'no',
      s.taxInfoGiven ? 'yes' : 'no',
      t?.kind ?? '',
      safe(t?.name ?? s.displayName),
      t?.tinType ?? '',
      t?.tin ?? '',
      t?.krs ?? '',
      t?.regon ?? '',
      t?.dateOfBirth ?? '',
      safe(t?.address.street ?? ''),
      safe(t?.address.postalCode ?? ''),
      safe(t?.address.city ?? ''),
      t?.address.country ?? '',
      safe(s.email),
      ...values(s.transport),
      ...values(s.other),
    ];
  });
  return stringify([header, ...rows]);
}
