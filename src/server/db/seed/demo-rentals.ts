import type { RentalStatus, PaymentStatus } from '@/shared/domain/rental-status';

export interface PlannedRental {
  /** Index into planDemoItems(). */
  item: number;
  renterEmail: string;
  /** Days from the seed day (negative: in the past), both ends included. */
  from: number;
  to: number;
  status: RentalStatus;
  paymentStatus: PaymentStatus;
}

/**
 * Rentals between demo users, relative to the day of seeding. Future confirmed ones sit on items of owners other
 * than Anna and Piotr, so the e2e tests can book Anna's and Piotr's items on any future day; pending requests do
 * not hold dates. No two blocking rentals share an item.
 */
export const DEMO_RENTALS: PlannedRental[] = [
  { item: 1, renterEmail: 'anna.kowalska@example.com', from: -40, to: -37, status: 'completed', paymentStatus: 'paid' },
  { item: 0, renterEmail: 'kasia.wisniewska@example.com', from: -30, to: -28, status: 'completed', paymentStatus: 'paid' },
  { item: 12, renterEmail: 'piotr.nowak@example.com', from: -20, to: -16, status: 'completed', paymentStatus: 'paid' },
  { item: 25, renterEmail: 'anna.kowalska@example.com', from: -14, to: -12, status: 'completed', paymentStatus: 'paid' },
  { item: 34, renterEmail: 'tomasz.wojcik@example.com', from: -9, to: -8, status: 'completed', paymentStatus: 'paid' },
  { item: 2, renterEmail: 'anna.kowalska@example.com', from: 5, to: 7, status: 'confirmed', paymentStatus: 'paid' },
  { item: 14, renterEmail: 'piotr.nowak@example.com', from: 10, to: 12, status: 'confirmed', paymentStatus: 'paid' },
  { item: 26, renterEmail: 'anna.kowalska@example.com', from: 20, to: 23, status: 'confirmed', paymentStatus: 'unpaid' },
  { item: 10, renterEmail: 'piotr.nowak@example.com', from: 8, to: 9, status: 'pending', paymentStatus: 'unpaid' },
  { item: 11, renterEmail: 'anna.kowalska@example.com', from: 14, to: 16, status: 'pending', paymentStatus: 'unpaid' },
  { item: 20, renterEmail: 'kasia.wisniewska@example.com', from: 3, to: 4, status: 'pending', paymentStatus: 'unpaid' },
  { item: 45, renterEmail: 'piotr.nowak@example.com', from: 25, to: 27, status: 'pending', paymentStatus: 'unpaid' },
];
