import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './fake-xhr';
import { uploadWithProgress } from './upload-with-progress';

describe('uploadWithProgress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports 99 at most while the bytes go, 100 once the server has answered, and resolves with its JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = uploadWithProgress({ url: '/api/x', body: new Blob(['abc']), onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 3, total: 3 });
    expect(progress).toEqual([33, 99]);
    xhr.status = 200;
    xhr.responseText = '{"ok":true}';
    xhr.onload!();
    await expect(done).resolves.toEqual({ ok: true });
    expect(progress).toEqual([33, 99, 100]);
  });

  it('a network failure rejects without reaching 100', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = uploadWithProgress({ url: '/api/x', body: new Blob(['abc']), onProgress: (p) => progress.push(p) });
    FakeXhr.last.onerror!();
    await expect(done).rejects.toThrow('Network error');
    expect(progress).toEqual([]);
  });
});
