import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dac7DefaultYear } from '@/shared/domain/dac7';
import { translate } from '@/shared/i18n/messages';
import {
  dac7NotifyAnswerSchema,
  dac7NotifyBodySchema,
  dac7QuerySchema,
  dac7ReportSchema,
  taxInfoAnswerSchema,
  taxInfoBodySchema,
} from '@/shared/schemas/dac7';
import type { AppDeps } from '@/server/app-deps';
import { writeAudit } from '@/server/audit/audit';
import { authenticated, requireAdmin, requireUser } from '@/server/features/auth/public';
import { dac7Csv } from './csv';
import { dpiXml, reportedSellers } from './dpi-xml';
import { notifySellers } from './notify';
import { dac7Report, warsawYear } from './report';
import { readTaxInfo, saveTaxInfo, toTaxInfoAnswer } from './tax-info';

/**
 * DAC7 (issue 27 §5): the owner's tax data (their own only: 401 signed out, 403 for a user who sells nothing), the
 * admin's yearly report as JSON, OECD DPI XML or CSV, and telling the sellers (admin only: 401, then 403).
 */
export const dac7Routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signedIn = { onRequest: authenticated };
  const admin = { onRequest: [authenticated, requireAdmin] };

  app.get('/api/payouts/tax-info', { ...signedIn, schema: { response: { 200: taxInfoAnswerSchema } } }, async (req) =>
    toTaxInfoAnswer(await readTaxInfo(deps, requireUser(req).id)),
  );

  app.put(
    '/api/payouts/tax-info',
    { ...signedIn, schema: { body: taxInfoBodySchema, response: { 200: taxInfoAnswerSchema } } },
    async (req) => saveTaxInfo(deps, requireUser(req).id, req.body),
  );

  app.get(
    '/api/admin/dac7',
    { ...admin, schema: { querystring: dac7QuerySchema, response: { 200: dac7ReportSchema.or(z.string()) } } },
    // JSON, or the XML or CSV file (a string with its own content type).
    async (req, reply) => {
      const now = deps.clock.now();
      const { year = dac7DefaultYear(warsawYear(now)), format = 'json' } = req.query;
      const report = await dac7Report(deps, year, now);
      if (format === 'json') return report;
      const adminId = requireUser(req).id;
      // Who took the sellers' tax data out of the app, and when.
      await writeAudit(
        deps.db,
        {
          actorId: adminId,
          action: 'dac7.report_downloaded',
          subjectType: 'dac7_report',
          subjectId: year,
          details: {
            format,
            sellers: format === 'xml' ? reportedSellers(report).length : report.sellers.length,
          },
        },
        now,
      );
      reply.header('cache-control', 'private, no-store');
      if (format === 'xml')
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="dac7-dpi-${year}.xml"`)
          .send(dpiXml(report, deps.config.company, translate('pl', 'company.demoName'), now));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="dac7-${year}.csv"`)
        .send(`\uFEFF${dac7Csv(report)}`);
    },
  );

  app.post(
    '/api/admin/dac7/notify',
    { ...admin, schema: { body: dac7NotifyBodySchema, response: { 200: dac7NotifyAnswerSchema } } },
    async (req) => notifySellers(deps, requireUser(req).id, req.body.year, req.log),
  );
};
