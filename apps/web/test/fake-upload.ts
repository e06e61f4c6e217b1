/**
 * A stand-in for the browser's XMLHttpRequest (jsdom's would go to the network): the test moves the
 * upload along and answers it. Install it with `globalThis.XMLHttpRequest = FakeUpload as ...`.
 */
export class FakeUpload {
  static last: FakeUpload | undefined;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  response: unknown = null;
  responseType = "";
  sent: FormData | undefined;
  url = "";
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(form: FormData) {
    this.sent = form;
    FakeUpload.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
  }
  /** The last byte has left: 100 %, then the upload's load event; the answer is still to come. */
  sentAll() {
    this.progress(1);
    this.upload.onload?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.onload?.();
  }
}
