import type { AdminDamageListItem, DamageDecisionBody } from '@/shared/schemas/damage';
import { api } from '@/client/lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** PATCH /api/admin/damage-reports/{id}: the amount the owner gets (0 up to the deposit) and the reason; final. */
export function decideDamage({ id, ...body }: DamageDecisionBody & { id: number }): Promise<AdminDamageListItem> {
  return api<AdminDamageListItem>('PATCH', `/api/admin/damage-reports/${id}`, body);
}

export const useDecideDamage = () => useAdminMutation(decideDamage);
