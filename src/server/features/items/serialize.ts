import type { Item } from '@/shared/schemas/items';
import type { ItemRow } from './queries';

export function toItem(row: ItemRow): Item {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
