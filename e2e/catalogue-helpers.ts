import { addDays, format, startOfDay } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the API answers for an item (the fields the catalogue tests read). */
export interface ApiItem {
  id: number;
  ownerId: number;
  name: string;
  description: string;
  categoryId: number;
  pricePerDay: string;
  value: string;
  damageDeposit: string;
  imageUrls: string[];
  rating: string;
  reviewCount: number;
  available: boolean;
  location: string;
  district: string | null;
  insuranceRequired: boolean;
}
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** GET /api/items with a query: the page and the X-Total-Count header. */
export async function apiItems(page: Page, query = ''): Promise<{ items: ApiItem[]; total: number }> {
  const res = await page.request.get(`/api/items${query ? `?${query}` : ''}`);
  expect(res.status()).toBe(200);
  return { items: (await res.json()) as ApiItem[], total: Number(res.headers()['x-total-count']) };
}

/** Every item, page by page. */
export async function allItems(page: Page): Promise<ApiItem[]> {
  const out: ApiItem[] = [];
  for (let offset = 0; ; offset += 100) {
    const { items, total } = await apiItems(page, `limit=100&offset=${offset}`);
    out.push(...items);
    if (out.length >= total || items.length === 0) return out;
  }
}

export async function unavailableDates(page: Page, id: number): Promise<DateRange[]> {
  const res = await page.request.get(`/api/items/${id}/unavailable-dates`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { unavailableDates: DateRange[] }).unavailableDates;
}

export const iso = (d: Date) => format(d, 'yyyy-MM-dd');
export const display = (d: Date) => format(d, 'dd/MM/yyyy');
export const displayIso = (s: string) => `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)}`;
export const today = () => startOfDay(new Date());

/** The first run of `days` days from `from` on that no booked range touches. */
export function freeRange(booked: DateRange[], days: number, from = addDays(today(), 3)): { start: Date; end: Date } {
  for (let start = from; ; start = addDays(start, 1)) {
    const end = addDays(start, days - 1);
    if (!booked.some((r) => r.startDate <= iso(end) && iso(start) <= r.endDate)) return { start, end };
  }
}

/** Polish plural form for a count: one (1), few (2-4, not 12-14), many (the rest). */
export function plForm<T>(n: number, forms: { one: T; few: T; many: T }): T {
  if (n === 1) return forms.one;
  const mod10 = n % 10;
  const mod100 = n % 100;
  return mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? forms.few : forms.many;
}

/** Amounts as the pages show them: two decimals, Polish comma, the same grouping as Intl. */
export function zl(amount: number, lang: 'pl' | 'en'): string {
  return `${new Intl.NumberFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} zł`;
}

/** A whole number as the cards show the daily price. */
export function whole(n: number, lang: 'pl' | 'en'): string {
  return new Intl.NumberFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits: 0 }).format(n);
}

const NEXT_MONTH = { pl: 'Przejdź do następnego miesiąca', en: 'Go to the Next Month' } as const;

export function dateTrigger(page: Page, label: string) {
  return page.getByRole('button', { name: new RegExp(`^${label} `) });
}

/** Opens the date picker labelled `label` and shows the month of `date` (the dialog stays open). */
export async function openPickerAt(page: Page, lang: 'pl' | 'en', label: string, date: Date) {
  await dateTrigger(page, label).click();
  const dialog = page.getByRole('dialog', { name: label });
  const day = dialog.locator(`td[data-day="${iso(date)}"] button`);
  for (let i = 0; i < 14 && !(await day.isVisible()); i++)
    await dialog.getByRole('button', { name: NEXT_MONTH[lang] }).click();
  await expect(day).toBeVisible();
  return { dialog, day };
}

export async function pickDate(page: Page, lang: 'pl' | 'en', label: string, date: Date) {
  const { dialog, day } = await openPickerAt(page, lang, label, date);
  await day.click();
  await expect(dialog).toBeHidden();
  await expect(dateTrigger(page, label)).toHaveText(display(date));
}
