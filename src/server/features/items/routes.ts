import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIMILAR_ITEMS_DEFAULT, SIMILAR_ITEMS_MAX } from '@/shared/constants/listing';
import { todayIso } from '@/shared/domain/dates';
import { idParamSchema } from '@/shared/schemas/common';
import {
  createItemSchema,
  type Item,
  itemSchema,
  ownerItemSchema,
  myItemSchema,
  myItemsQuerySchema,
  updateItemSchema,
} from '@/shared/schemas/items';
import { unavailableDatesSchema } from '@/shared/schemas/rentals';
import { blockedDatesBodySchema, blockedDatesSchema, calendarTokenAnswerSchema } from '@/shared/schemas/calendar';
import { TOTAL_COUNT_HEADER } from '@/shared/schemas/pagination';
import { itemSearchQuerySchema } from '@/shared/schemas/search';
import type { AppDeps } from '@/server/app-deps';
import { and, eq, isNull } from 'drizzle-orm';
import { items, users } from '@/server/db/tables';
import { BODY_LIMITS } from '@/server/lib/body-limits';
import { AppError } from '@/server/lib/errors';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { blockedDatesOf, ownItem, replaceBlockedDates } from './calendar';
import { calendarFeed, icalUrlOf, newCalendarToken } from './ical';
import { ownerFieldsOf, ownerItemAfterWrite } from './owner-item';
import { deleteListing, updateListing } from './manage';
import { myItems } from './my-items';
import { unavailableDates } from './queries';
import { similarItems } from './recommendations';
import type { CatalogueSearch } from './search/catalogue-search';
import { toItemSearch } from './search/sql-search';
import { toItem } from './serialize';
import { createListing } from './service';

const itemListSchema = z.array(itemSchema);
const similarQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(SIMILAR_ITEMS_MAX).default(SIMILAR_ITEMS_DEFAULT),
  ),
});

/** The item routes get the app's one catalogue search (built in app.ts or handed in by a test). */
export const itemRoutes: FastifyPluginAsyncZod<AppDeps & { search: CatalogueSearch }> = async (app, deps) => {
  const { db, search } = deps;

  /** A listed item, from the search's index (findItem's rule at the newest catalogue version): no query. */
  async function existingItem(id: number): Promise<Item> {
    const json = await search.item(id);
    if (!json) throw new AppError('NOT_FOUND');
    return JSON.parse(json.toString()) as Item;
  }

  // The answer is a JSON list of itemSchema (built by toItem), cached already serialised: no response schema here.
  app.get('/api/items', { schema: { querystring: itemSearchQuerySchema } }, async (req, reply) => {
    const page = await search.search(toItemSearch(req.query));
    return reply.header(TOTAL_COUNT_HEADER, String(page.total)).type('application/json; charset=utf-8').send(page.body);
  });

  app.post(
    '/api/items',
    {
      bodyLimit: BODY_LIMITS.listing,
      onRequest: authenticated,
      schema: { body: createItemSchema, response: { 201: ownerItemSchema } },
    },
    async (req, reply) => {
      const item = await createListing(deps, requireUser(req), req.body);
      return reply.status(201).send(await ownerItemAfterWrite(deps, toItem(item)));
    },
  );

  // From the search's in-memory index (the same rule as findItem, at the newest catalogue version), sent as it is kept:
  // a popular item costs a lookup, not a query. The response schema stays for the API's description.
  app.get(
    '/api/items/:id',
    { schema: { params: idParamSchema, response: { 200: z.union([ownerItemSchema, itemSchema]) } } },
    async (req, reply) => {
      const json = await search.item(req.params.id);
      if (!json) throw new AppError('NOT_FOUND');
      // Its owner also reads the calendar's fields (issue 26 §1): one indexed query, for signed-in readers only.
      const own = req.user ? await ownerFieldsOf(db, deps.config, req.params.id, req.user.id) : null;
      if (own) return { ...(JSON.parse(json.toString()) as Item), ...own };
      // A Buffer skips the serializer (Fastify sends it as it is); its type is the schema's object's.
      return reply.type('application/json; charset=utf-8').send(json as unknown as Item);
    },
  );

  // The owner edits (any subset of the fields) or deletes a listing; anyone else 403, a missing or deleted item 404.
  app.put(
    '/api/items/:id',
    {
      bodyLimit: BODY_LIMITS.listing,
      onRequest: authenticated,
      schema: { params: idParamSchema, body: updateItemSchema, response: { 200: ownerItemSchema } },
    },
    async (req) =>
      ownerItemAfterWrite(deps, toItem(await updateListing(deps, requireUser(req), req.params.id, req.body, req.log))),
  );

  app.delete(
    '/api/items/:id',
    { onRequest: authenticated, schema: { params: idParamSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteListing(deps, requireUser(req), req.params.id, req.log);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/items/:id/unavailable-dates',
    { schema: { params: idParamSchema, response: { 200: unavailableDatesSchema } } },
    async (req) => {
      const item = await existingItem(req.params.id);
      return { unavailableDates: await unavailableDates(db, item.id, todayIso(deps.clock.now())) };
    },
  );

  // The owner's calendar (issue 26 §1): the days they keep the item to themselves.
  app.get(
    '/api/items/:id/blocked-dates',
    { onRequest: authenticated, schema: { params: idParamSchema, response: { 200: blockedDatesSchema } } },
    async (req) => {
      await ownItem(db, req.params.id, requireUser(req).id);
      return blockedDatesOf(db, req.params.id, todayIso(deps.clock.now()));
    },
  );

  app.put(
    '/api/items/:id/blocked-dates',
    {
      onRequest: authenticated,
      schema: { params: idParamSchema, body: blockedDatesBodySchema, response: { 200: blockedDatesSchema } },
    },
    async (req) =>
      replaceBlockedDates(db, req.params.id, requireUser(req).id, req.body.blockedDates, todayIso(deps.clock.now())),
  );

  // A new secret for the item's iCal feed: the old address stops answering.
  app.post(
    '/api/items/:id/calendar-token',
    { onRequest: authenticated, schema: { params: idParamSchema, response: { 200: calendarTokenAnswerSchema } } },
    async (req) => {
      await ownItem(db, req.params.id, requireUser(req).id);
      return { icalUrl: icalUrlOf(deps.config, await newCalendarToken(db, req.params.id)) as string };
    },
  );

  /**
   * The item's iCal feed for the owner's phone calendar (issue 26 §1): its address is the secret (no session: a
   * calendar app has none); an unknown or replaced secret is 404.
   */
  app.get('/api/calendar/:file', { schema: { params: z.object({ file: z.string().max(80) }) } }, async (req, reply) => {
    const token = /^([A-Za-z0-9_-]{32})\.ics$/.exec(req.params.file)?.[1];
    const [item] = token
      ? await db
          .select({ id: items.id, name: items.name, language: users.language })
          .from(items)
          .innerJoin(users, eq(users.id, items.ownerId))
          .where(and(eq(items.calendarToken, token), isNull(items.deletedAt)))
      : [];
    if (!item) throw new AppError('NOT_FOUND');
    const ics = await calendarFeed(
      db,
      item,
      todayIso(deps.clock.now()),
      new URL(deps.config.publicUrl).host,
      item.language,
    );
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .send(ics);
  });

  app.get(
    '/api/items/:id/similar',
    { schema: { params: idParamSchema, querystring: similarQuerySchema, response: { 200: itemListSchema } } },
    async (req) => {
      const item = await existingItem(req.params.id);
      return (await similarItems(db, item, req.user?.id ?? null, req.query.limit)).map(toItem);
    },
  );

  // The owner's own listings for the owner's screens (not the public search: deleted and unavailable ones, counts).
  app.get(
    '/api/users/me/items',
    { onRequest: authenticated, schema: { querystring: myItemsQuerySchema, response: { 200: z.array(myItemSchema) } } },
    async (req) => myItems(db, requireUser(req).id, { includeDeleted: req.query.includeDeleted }),
  );
};
