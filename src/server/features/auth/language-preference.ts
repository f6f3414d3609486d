import { eq } from 'drizzle-orm';
import type { Language } from '@/shared/constants/limits';
import type { DbOrTx } from '@/server/db/client';
import { users } from '@/server/db/tables';
import type { UserRow } from './sessions';

/**
 * E-mails (a notice's too) are written later, without a request to take the language from: they use the language
 * stored on the account. It follows the user's last explicit choice and the Accept-Language of their signed-in
 * requests (the client sends the language it shows). Written only when it changes, so a request costs no write.
 */
export async function rememberLanguage(db: DbOrTx, user: UserRow, lang: Language | null): Promise<UserRow> {
  if (!lang || lang === user.language) return user;
  await db.update(users).set({ language: lang }).where(eq(users.id, user.id));
  return { ...user, language: lang };
}
