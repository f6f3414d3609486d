import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/client/lib/fake-xhr';
import { uploadPhoto } from './upload-photo';

describe('uploadPhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a photo reports 99 at most while the bytes go, and 100 only once the server has stored the photo', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = uploadPhoto(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }), (p) => progress.push(p));
    const xhr = FakeXhr.last;
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 5, total: 10 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 10, total: 10 });
    expect(progress).toEqual([50, 99]);
    xhr.status = 201;
    xhr.responseText = JSON.stringify({ url: '/uploads/a.webp' });
    xhr.onload!();
    await expect(done).resolves.toEqual({ url: '/uploads/a.webp' });
    expect(progress).toEqual([50, 99, 100]);
  });
});
