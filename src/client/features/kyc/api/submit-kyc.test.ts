import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/lib/api-client';
import { FakeXhr } from '@/client/lib/fake-xhr';
import { submitKyc } from './submit-kyc';

/** The submission's progress follows lib/upload-with-progress.ts: 100 only once the server has answered. */
describe('submitKyc', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an identity submission reports 99 at most while the photos go, and 100 only once the server has answered', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const selfie = new File([new Uint8Array(10)], 'selfie.jpg', { type: 'image/jpeg' });
    const done = submitKyc({ fields: { firstName: 'Anna' } as never, files: { selfieFile: selfie } }, (p) =>
      progress.push(p),
    );
    const xhr = FakeXhr.last;
    expect((xhr.sent as FormData).get('firstName')).toBe('Anna');
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 100, total: 100 });
    expect(progress).toEqual([99]);
    xhr.status = 200;
    xhr.responseText = JSON.stringify({ verificationStatus: 'pending' });
    xhr.onload!();
    await expect(done).resolves.toEqual({ verificationStatus: 'pending' });
    expect(progress).toEqual([99, 100]);
  });

  it("a refused upload never reaches 100 and rejects with the server's error", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = submitKyc({ fields: {} as never, files: {} }, (p) => progress.push(p));
    const xhr = FakeXhr.last;
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.status = 400;
    xhr.responseText = JSON.stringify({ code: 'VALIDATION', message: 'Brak plików' });
    xhr.onload!();
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(progress).toEqual([99]);
  });
});
