import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: integer().primaryKey(),
  name: text().notNull(),
  emoji: text().notNull(),
  description: text().notNull(),
});
