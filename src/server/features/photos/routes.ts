import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES } from '@/shared/constants/limits';
import { uploadResultSchema } from '@/shared/schemas/uploads';
import type { AppDeps } from '@/server/app-deps';
import { BODY_LIMITS } from '@/server/lib/body-limits';
import { AppError } from '@/server/lib/errors';
import { authenticated, requireUser } from '@/server/features/auth/public';
import { uploadPhoto, uploadPhotoFromUrl } from './service';

/** Photos arrive as the raw file (the browser's File as the body), so the client can show upload progress. */
const PHOTO_CONTENT_TYPES = /^(image\/[\w.+-]+|application\/octet-stream)(\s*;.*)?$/i;

/**
 * The parsed body. Its bytes sit in a private field: generic hooks that walk a body's properties (the error
 * handler's U+0000 scan) would otherwise visit every byte of a 5 MB Buffer.
 */
class RawPhoto {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes() {
    return this.#bytes;
  }
}

function fileTooLarge() {
  return new AppError('FILE_TOO_LARGE', { file: 'validation.fileTooLarge' });
}

/**
 * Reads the raw body, refusing it as soon as it passes 5,000,000 bytes (declared or counted) with
 * 413 FILE_TOO_LARGE rather than Fastify's generic 413.
 */
function readPhotoBody(
  req: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (err: Error | null, body?: RawPhoto) => void,
) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_PHOTO_BYTES) return done(fileTooLarge());
  const chunks: Buffer[] = [];
  let total = 0;
  let finished = false;
  const finish = (err: Error | null, body?: RawPhoto) => {
    if (finished) return;
    finished = true;
    done(err, body);
  };
  payload.on('data', (chunk: Buffer) => {
    total += chunk.length;
    if (total > MAX_PHOTO_BYTES) return finish(fileTooLarge());
    chunks.push(chunk);
  });
  payload.on('end', () => finish(null, new RawPhoto(Buffer.concat(chunks))));
  payload.on('error', (err: Error) => finish(err));
}

export const photoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Scoped to this plugin: no other route accepts image bodies.
  app.addContentTypeParser(PHOTO_CONTENT_TYPES, readPhotoBody);

  app.post(
    '/api/uploads',
    // onRequest: a request without a session is answered 401 before its body is read.
    // Each photo costs a decode and two encodes: it counts against the user's photo budget (limits/user-limits.ts).
    { bodyLimit: BODY_LIMITS.photo, onRequest: authenticated, schema: { response: { 201: uploadResultSchema } } },
    async (req, reply) => {
      const me = requireUser(req);
      if (!(req.body instanceof RawPhoto) || req.body.bytes.length === 0)
        throw new AppError('INVALID_IMAGE', { file: 'validation.invalidImage' });
      return reply.status(201).send({ url: await uploadPhoto(deps, me.id, req.body.bytes) });
    },
  );

  app.post(
    '/api/uploads/from-url',
    // The URL is judged by the service, so a malformed one is IMAGE_URL_REFUSED like every other refusal. A fetch on
    // the user's behalf counts against the same photo budget as an upload.
    {
      onRequest: authenticated,
      schema: {
        body: z.object({ url: z.string({ error: 'validation.invalidUrl' }).max(2048, 'validation.invalidUrl') }),
        response: { 201: uploadResultSchema },
      },
    },
    async (req, reply) => {
      const me = requireUser(req);
      return reply.status(201).send({ url: await uploadPhotoFromUrl(deps, me.id, req.body.url) });
    },
  );
};
