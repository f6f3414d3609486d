import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  phoneVerificationStatusSchema,
  sendVerificationResponseSchema,
  sendVerificationSchema,
  verifyCodeResponseSchema,
  verifyCodeSchema,
} from '@/shared/schemas/phone';
import type { AppDeps } from '@/server/app-deps';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { sendVerification, verifyCode } from './service';

/** Phone verification by an SMS code (issue 14, docs/decisions/0037-phone-verification.md). */
export const phoneRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/phone/verification-status',
    { onRequest: authenticated, schema: { response: { 200: phoneVerificationStatusSchema } } },
    async (req) => {
      const me = requireUser(req);
      return { phoneVerified: me.phoneVerified, mobileNumber: me.mobileNumber };
    },
  );

  app.post(
    '/api/phone/send-verification',
    {
      onRequest: authenticated,
      schema: { body: sendVerificationSchema, response: { 200: sendVerificationResponseSchema } },
    },
    async (req) => sendVerification(deps, requireUser(req), req.body, req.ip, { log: req.log }),
  );

  app.post(
    '/api/phone/verify-code',
    { onRequest: authenticated, schema: { body: verifyCodeSchema, response: { 200: verifyCodeResponseSchema } } },
    async (req) => verifyCode(deps, requireUser(req), req.body, { now: deps.clock.now() }),
  );
};
