import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { App } from '@/server/app';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/tables';
import { signedInUser } from '@/server/test/direct-session';

/** A real photo: a JPEG with an EXIF orientation (6: turn 90°) and a camera note, as a phone writes it. */
export async function photo(width = 64, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c83' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam', Model: 'GPS-1' } } })
    .toBuffer();
}

export const VALID_FIELDS = {
  documentType: 'passport',
  documentNumber: 'EA 1234567',
  firstName: 'Anna',
  lastName: 'Nowak',
  dateOfBirth: '1990-05-17',
  nationality: 'Polish',
  address: 'ul. Długa 5/3',
  city: 'Kraków',
  postalCode: '31-147',
  country: 'Poland',
  phoneNumber: '+48 600700800',
};

export interface FormFile {
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(fields: Record<string, string>, files: Record<string, FormFile | undefined>) {
  const boundary = `----kyc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, file] of Object.entries(files)) {
    if (!file) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename ?? `${name}.jpg`}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/kyc/submit with these fields and files. */
export function submit(
  app: App,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: Record<string, FormFile | undefined>,
  lang = 'en',
) {
  const { payload, contentType } = multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/kyc/submit',
    payload,
    headers: { 'content-type': contentType, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
  });
}

/** A valid passport submission (front and selfie). */
export async function submitPassport(app: App, cookie: string, fields: Record<string, string> = {}, lang = 'en') {
  const files = { documentFrontFile: { data: await photo() }, selfieFile: { data: await photo() } };
  return submit(app, cookie, { ...VALID_FIELDS, ...fields }, files, lang);
}

export async function signedInAdmin(db: Db) {
  const admin = await signedInUser(db);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  return admin;
}

/** Every file under `dir` (recursively), relative paths. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}
