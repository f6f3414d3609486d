// Test support: not imported by app code.
/** Just enough of XMLHttpRequest: the test plays the network (bytes sent, then the server's answer). */
export class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  responseText = '';
  statusText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  sent: unknown = null;
  open() {}
  setRequestHeader() {}
  send(body: unknown) {
    this.sent = body;
  }
  abort() {}
}

/** Uploads with a progress bar (lib/upload-with-progress.ts) and the two calls that use it. */
