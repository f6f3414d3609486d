import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '@/shared/schemas/categories';
import type { AppDeps } from '@/server/app-deps';
import { preparedPer } from '@/server/db/prepared';
import { categories } from '@/server/db/tables';

/** Every page's categories: the statement is prepared (decision 0083). */
const allCategories = preparedPer((db) =>
  db.select().from(categories).orderBy(asc(categories.id)).prepare('categories_all'),
);

export const categoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/api/categories', { schema: { response: { 200: z.array(categorySchema) } } }, async () =>
    allCategories(db).execute(),
  );
};
