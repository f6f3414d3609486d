import { customType } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension): e-mail uniqueness ignores case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });
