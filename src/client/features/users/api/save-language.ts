import type { Language } from '@/shared/constants/limits';
import { api } from '@/client/lib/api-client';

/**
 * PUT /api/users/me/language: tells the server the signed-in user's new language, for the notices and e-mails it writes later. A failure is
 * not shown: every later request of this browser names the language too, and the server keeps that one.
 */
export async function saveLanguage(language: Language): Promise<void> {
  try {
    await api('PUT', '/api/users/me/language', { language });
  } catch {
    /* the next request's Accept-Language carries the choice */
  }
}
