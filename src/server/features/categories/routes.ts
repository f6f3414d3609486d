import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '@/shared/schemas/categories';
import type { AppDeps } from '@/server/app-deps';
import { categories } from '@/server/db/tables';

export const categoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/api/categories', { schema: { response: { 200: z.array(categorySchema) } } }, async () =>
    db.select().from(categories).orderBy(asc(categories.id)),
  );
};
