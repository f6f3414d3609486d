import type { FastifyRequest } from 'fastify';
import { KYC_FILE_FIELDS, type KycFileField } from '@/shared/schemas/kyc';
import { AppError } from '@/server/lib/errors';

export interface KycUpload {
  fields: Record<string, string>;
  files: Partial<Record<KycFileField, Buffer>>;
}

const isFileField = (name: string): name is KycFileField => (KYC_FILE_FIELDS as readonly string[]).includes(name);

/**
 * Reads the multipart form into memory within its limits (@fastify/multipart's, set where the route registers it):
 * a file over the size limit is 413 KYC_FILE_TOO_LARGE naming its field; a malformed body or a text field over
 * its size is 400; an empty file counts as not sent; unknown fields and files are dropped.
 */
export async function readKycUpload(req: FastifyRequest): Promise<KycUpload> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: KycUpload['files'] = {};
  let current = 'body';
  try {
    for await (const part of req.parts()) {
      current = part.fieldname;
      if (part.type === 'file') {
        if (!isFileField(part.fieldname) || files[part.fieldname]) {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        if (data.length > 0) files[part.fieldname] = data;
      } else {
        if (part.valueTruncated) throw new AppError('VALIDATION_FAILED', { [part.fieldname]: 'validation.tooLong' });
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('KYC_FILE_TOO_LARGE', { [current]: 'validation.kycFileTooLarge' });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE');
    // Busboy's own complaints (no boundary, a cut-off body): the client sent something that is not a form.
    throw new AppError('BAD_REQUEST');
  }
  return { fields, files };
}
